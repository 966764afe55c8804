import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageLoaderProvider, Video, videoType, videoTypes } from '../../index.ts';
import { describeStories } from '../../testing/story-suite.tsx';
import * as stories from './Video.stories.tsx';

describeStories('Video', stories);

const renderVideo = (filename: string) =>
  render(
    <Video
      blok={{ _uid: 'v', component: 'video', title: 'Tent', video: { filename } }}
      mobile={false}
      index={1}
    />,
  );

describe('Video', () => {
  it('asks the image loader for its poster, as every other image', () => {
    const blok = {
      _uid: 'v',
      component: 'video' as const,
      video: { filename: '/videos/tent.mp4' },
      poster: { filename: '/images/tent.jpg' },
    };
    const { container, rerender } = render(
      <ImageLoaderProvider loader={(src, width) => `${src}?w=${width}`}>
        <Video blok={blok} mobile={false} index={1} />
      </ImageLoaderProvider>,
    );
    expect(container.querySelector('video')?.getAttribute('poster')).toBe(
      '/images/tent.jpg?w=1280',
    );
    // A loader that cannot resize it: the poster as uploaded.
    rerender(
      <ImageLoaderProvider loader={() => null}>
        <Video blok={blok} mobile={false} index={1} />
      </ImageLoaderProvider>,
    );
    expect(container.querySelector('video')?.getAttribute('poster')).toBe('/images/tent.jpg');
  });

  it('knows the video types editors may upload', () => {
    expect(videoTypes).toEqual(['mp4', 'avi', 'mov', 'mkv', 'webm', 'flv', 'wmv']);
    expect(videoType('/v/a.MP4')).toBe('mp4');
    expect(videoType('/v/a.webm?x=1')).toBe('webm');
    expect(videoType('/v/a.gif')).toBeUndefined();
  });

  it.each([
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['mov', 'video/quicktime'],
  ])('given a %s file, it plays it in a <video>', (type, mime) => {
    const { container } = renderVideo(`/videos/tent.${type}`);
    expect(container.querySelector('video source')?.getAttribute('type')).toBe(mime);
  });

  it.each(['avi', 'mkv', 'flv', 'wmv'])('given a %s file, it offers a download link', (type) => {
    const { container } = renderVideo(`/videos/tent.${type}`);
    expect(container.querySelector('video')).toBeNull();
    const link = screen.getByRole('link', { name: /Download the video/ });
    expect(link.getAttribute('href')).toBe(`/videos/tent.${type}`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('given another type or no file, it renders nothing', () => {
    expect(renderVideo('/videos/tent.gif').container.innerHTML).toBe('');
    expect(renderVideo('').container.innerHTML).toBe('');
  });
});
