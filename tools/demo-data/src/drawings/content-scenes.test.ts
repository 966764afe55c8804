import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentImageSvg, contentScene } from './content-scenes.ts';
import { SCENE_NAMES } from './landscape.ts';

describe('contentScene', () => {
  it.each([
    ['snowy-ridge', 'snowy-ridge'],
    ['forest-camp-2', 'forest-camp'],
    ['winter-skills-guide', 'snowy-ridge'],
    ['sunrise-on-the-hill', 'mountains-at-dawn'],
    ['bouldering-basics', 'crag'],
    ['pembrokeshire-coast', 'coastal-path'],
    ['loch-lomond-paddle', 'highland-loch'],
  ])('picks the scene of %s: %s', (name, scene) => {
    expect(contentScene(name)).toBe(scene);
  });

  it('picks a scene for any other name, always the same one', () => {
    expect(SCENE_NAMES).toContain(contentScene('home-hero'));
    expect(contentScene('home-hero')).toBe(contentScene('home-hero'));
  });
});

describe('contentImageSvg', () => {
  it('draws each name its own way, the same every time, sized 16:9', () => {
    const svg = contentImageSvg('snowy-ridge', 960);
    expect(contentImageSvg('snowy-ridge', 960)).toBe(svg);
    expect(contentImageSvg('snowy-ridge-2', 960)).not.toBe(svg);
    expect(svg).toContain('width="960" height="540"');
    expect(svg).not.toMatch(/<text|font/);
  });

  it('renders every scene as valid SVG', async () => {
    for (const scene of SCENE_NAMES) {
      const meta = await sharp(Buffer.from(contentImageSvg(scene, 320))).metadata();
      expect([meta.width, meta.height]).toEqual([320, 180]);
    }
  });
});
