import type { Rng } from '../random.ts';
import { round } from './svg.ts';

/** The named landscapes behind content banners and model shots. */
export const SCENE_NAMES = [
  'mountains-at-dawn',
  'snowy-ridge',
  'forest-camp',
  'crag',
  'coastal-path',
  'highland-loch',
] as const;

export type SceneName = (typeof SCENE_NAMES)[number];

type ScenePalette = {
  sky: readonly [top: string, horizon: string];
  sun: { colour: string; glow: string; x: number; y: number; r: number } | null;
  /** Ridge layers, far to near: [top colour, base colour]. */
  ridges: readonly (readonly [string, string])[];
  ground: readonly [string, string];
};

const PALETTES: Record<SceneName, ScenePalette> = {
  'mountains-at-dawn': {
    sky: ['#27335C', '#F4A261'],
    sun: { colour: '#FFE3A3', glow: '#F7B267', x: 0.68, y: 0.5, r: 0.06 },
    ridges: [
      ['#C58AA0', '#8C6B8E'],
      ['#7D5F86', '#5A4A72'],
      ['#4B3D62', '#35304D'],
    ],
    ground: ['#2E2A3F', '#1E1B2A'],
  },
  'snowy-ridge': {
    sky: ['#6FA3D8', '#E3F0FA'],
    sun: { colour: '#FFFFFF', glow: '#F2F8FF', x: 0.22, y: 0.18, r: 0.035 },
    ridges: [
      ['#FFFFFF', '#B8CCE0'],
      ['#F7FAFD', '#9CB3CB'],
      ['#FFFFFF', '#8FA6BF'],
    ],
    ground: ['#F4F8FC', '#C9D8E6'],
  },
  'forest-camp': {
    sky: ['#1D3B4F', '#E8B26A'],
    sun: { colour: '#FFD98A', glow: '#F0A45A', x: 0.3, y: 0.56, r: 0.05 },
    ridges: [
      ['#6F8C7A', '#4E6B5C'],
      ['#3F5E4A', '#2E4A3A'],
      ['#2A4433', '#1D3326'],
    ],
    ground: ['#3C5A34', '#24381F'],
  },
  crag: {
    sky: ['#8DB7D9', '#F3E6C8'],
    sun: { colour: '#FFF4D6', glow: '#FBE3A8', x: 0.8, y: 0.2, r: 0.04 },
    ridges: [
      ['#A9A6B8', '#8D8AA0'],
      ['#8A7C7A', '#6D6160'],
      ['#7B5E6E', '#5C4653'],
    ],
    ground: ['#7A5B4E', '#4E3B33'],
  },
  'coastal-path': {
    sky: ['#4F8FCB', '#D6ECF7'],
    sun: { colour: '#FFFBEA', glow: '#FFF2C2', x: 0.75, y: 0.16, r: 0.035 },
    ridges: [
      ['#8FB48A', '#6F9A6B'],
      ['#6E9E5E', '#4F7F45'],
    ],
    ground: ['#7DAA5B', '#4E7A37'],
  },
  'highland-loch': {
    sky: ['#5D7B9A', '#E6DCCB'],
    sun: { colour: '#FFF1D0', glow: '#F2D7A6', x: 0.4, y: 0.3, r: 0.04 },
    ridges: [
      ['#9AA7B8', '#7D8DA2'],
      ['#6A7B6A', '#52634F'],
      ['#4C5E45', '#3A4A35'],
    ],
    ground: ['#5E6F45', '#3C4A2C'],
  },
};

/**
 * A ridge line: eight random summits joined by midpoint displacement, as `segments + 1`
 * heights across the width. Summit heights lean low, so a few peaks stand out.
 */
export function ridgeHeights(rng: Rng, baseY: number, amplitude: number, segments = 64): number[] {
  const coarse = segments / 8;
  const heights = new Array<number>(segments + 1).fill(baseY);
  for (let i = 0; i <= segments; i += coarse) {
    heights[i] = baseY - amplitude * (0.15 + 0.85 * rng.next() ** 1.6);
  }
  let step = coarse;
  let spread = amplitude * 0.3;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < segments; i += step) {
      const mid = ((heights[i - half] ?? baseY) + (heights[i + half] ?? baseY)) / 2;
      heights[i] = mid + (rng.next() - 0.5) * spread;
    }
    step = half;
    spread *= 0.5;
  }
  return heights;
}

function ridgePath(heights: readonly number[], width: number, bottom: number): string {
  const last = heights.length - 1;
  const points = heights.map((y, i) => `${round((i / last) * width)},${round(y)}`).join(' L');
  return `M0,${bottom} L${points} L${width},${bottom} Z`;
}

function gradient(id: string, from: string, to: string, y1: number, y2: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${round(y1)}" x2="0" y2="${round(y2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export type LandscapeOptions = {
  width: number;
  height: number;
  /** Where the land meets the sky, as a fraction of the height. */
  horizon: number;
  /** Whether to add the scene's foreground features (tent, crag, walker...). */
  features: boolean;
};

/** A landscape as SVG elements: sky, sun, ridge layers, ground and features. */
export function landscape(scene: SceneName, rng: Rng, options: LandscapeOptions): string {
  const { width: w, height: h } = options;
  const palette = PALETTES[scene];
  const horizonY = h * options.horizon;
  const parts: string[] = [];
  const defs: string[] = [gradient('sky', palette.sky[0], palette.sky[1], 0, horizonY)];

  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  if (palette.sun) {
    const { x, y, r, colour, glow } = palette.sun;
    const cx = round(w * (x + (rng.next() - 0.5) * 0.1));
    const cy = round(h * y);
    defs.push(
      `<radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${round(w * r * 5)}" fill="url(#glow)"/>`);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${round(w * r)}" fill="${colour}"/>`);
  }

  const layers = palette.ridges.length;
  palette.ridges.forEach(([top, base], i) => {
    const depth = (i + 1) / layers;
    const baseY = horizonY + h * 0.04 * i;
    const amplitude = h * (scene === 'coastal-path' ? 0.12 : 0.32) * (1 - depth * 0.45);
    const heights = ridgeHeights(rng, baseY, amplitude);
    const peak = Math.min(...heights);
    defs.push(gradient(`ridge${i}`, top, base, peak, baseY + h * 0.05));
    parts.push(`<path d="${ridgePath(heights, w, h)}" fill="url(#ridge${i})"/>`);
    if (i === 0 && (scene === 'mountains-at-dawn' || scene === 'highland-loch')) {
      parts.push(
        `<rect x="0" y="${round(baseY - h * 0.03)}" width="${w}" height="${round(h * 0.06)}" fill="#FFFFFF" opacity="0.18"/>`,
      );
    }
  });

  const groundY = horizonY + h * 0.04 * layers + h * 0.02;
  defs.push(gradient('ground', palette.ground[0], palette.ground[1], groundY, h));
  parts.push(...foreground(scene, rng, w, h, groundY, options.features));
  return `<defs>${defs.join('')}</defs>${parts.join('')}`;
}

function foreground(
  scene: SceneName,
  rng: Rng,
  w: number,
  h: number,
  groundY: number,
  features: boolean,
): string[] {
  const ground = `<path d="${ridgePath(ridgeHeights(rng, groundY, h * 0.03, 16), w, h)}" fill="url(#ground)"/>`;
  switch (scene) {
    case 'snowy-ridge': {
      const peakX = round(w * (0.55 + rng.next() * 0.2));
      const peakY = round(groundY - h * 0.12);
      const walker = features
        ? walkerSvg(peakX - w * 0.08, peakY + h * 0.035, h * 0.05, '#B3261E')
        : '';
      return [
        `<path d="M0,${h} L0,${round(groundY + h * 0.12)} L${peakX},${peakY} L${w},${round(groundY + h * 0.18)} L${w},${h} Z" fill="url(#ground)"/>`,
        `<path d="M${peakX},${peakY} L${w},${round(groundY + h * 0.18)} L${w},${h} L${round(peakX + w * 0.05)},${h} Z" fill="#AFC3D8" opacity="0.7"/>`,
        walker,
      ];
    }
    case 'forest-camp': {
      const trees = conifers(rng, w, groundY, h * 0.16, '#1B2E22');
      const tentX = round(w * (0.52 + rng.next() * 0.12));
      const tentY = round(groundY + h * 0.2);
      const tentW = round(h * 0.22);
      const camp = features
        ? [
            `<path d="M${tentX},${tentY} Q${round(tentX + tentW / 2)},${round(tentY - tentW * 0.9)} ${round(tentX + tentW)},${tentY} Z" fill="#D9622B"/>`,
            `<path d="M${round(tentX + tentW * 0.38)},${tentY} Q${round(tentX + tentW / 2)},${round(tentY - tentW * 0.4)} ${round(tentX + tentW * 0.62)},${tentY} Z" fill="#5A2410"/>`,
            `<circle cx="${round(tentX - tentW * 0.4)}" cy="${round(tentY - h * 0.01)}" r="${round(h * 0.05)}" fill="#FFB347" opacity="0.35"/>`,
            `<path d="M${round(tentX - tentW * 0.45)},${tentY} l${round(h * 0.012)},${round(-h * 0.035)} l${round(h * 0.012)},${round(h * 0.035)} Z" fill="#FFC46B"/>`,
          ].join('')
        : '';
      return [trees, ground, camp];
    }
    case 'crag': {
      const left = round(w * (0.58 + rng.next() * 0.1));
      const top = round(groundY - h * 0.28);
      const cracks = Array.from({ length: 5 }, (_, i) => {
        const x = round(left + (w - left) * (0.12 + i * 0.18));
        return `M${x},${round(top + h * 0.03)} l${round((rng.next() - 0.5) * 20)},${round(h * 0.2)}`;
      }).join(' ');
      const climber = features
        ? walkerSvg(left + (w - left) * 0.3, top + h * 0.14, h * 0.045, '#D9622B')
        : '';
      return [
        ground,
        `<path d="M${left},${round(groundY + h * 0.08)} L${round(left + w * 0.03)},${top} L${w},${round(top - h * 0.04)} L${w},${round(groundY + h * 0.1)} Z" fill="#6E6A66"/>`,
        `<path d="M${left},${round(groundY + h * 0.08)} L${round(left + w * 0.03)},${top} L${round(left + w * 0.06)},${round(groundY + h * 0.08)} Z" fill="#57534F"/>`,
        `<path d="${cracks}" fill="none" stroke="#45413E" stroke-width="${round(h * 0.006)}"/>`,
        climber,
      ];
    }
    case 'coastal-path': {
      const seaTop = round(groundY - h * 0.08);
      const cliffX = round(w * (0.1 + rng.next() * 0.15));
      return [
        `<rect x="0" y="${seaTop}" width="${w}" height="${round(h - seaTop)}" fill="#2F6F9F"/>`,
        `<rect x="0" y="${seaTop}" width="${w}" height="${round(h * 0.015)}" fill="#9CC9E8" opacity="0.6"/>`,
        `<path d="M0,${h} L0,${round(seaTop + h * 0.06)} L${cliffX},${round(seaTop + h * 0.03)} Q${round(w * 0.55)},${round(groundY + h * 0.02)} ${w},${round(groundY + h * 0.1)} L${w},${h} Z" fill="url(#ground)"/>`,
        `<path d="M${cliffX},${round(seaTop + h * 0.03)} L${round(cliffX + w * 0.03)},${round(seaTop + h * 0.12)} L0,${round(seaTop + h * 0.14)} L0,${round(seaTop + h * 0.06)} Z" fill="#E8E2D0"/>`,
        features
          ? `<path d="M${round(w * 0.3)},${h} Q${round(w * 0.45)},${round(groundY + h * 0.2)} ${round(w * 0.7)},${round(groundY + h * 0.1)}" fill="none" stroke="#D8C9A3" stroke-width="${round(h * 0.02)}" stroke-linecap="round"/>`
          : '',
      ];
    }
    case 'highland-loch': {
      const waterTop = round(groundY - h * 0.02);
      return [
        `<rect x="0" y="${waterTop}" width="${w}" height="${round(h * 0.14)}" fill="#5F7E97"/>`,
        `<path d="M0,${round(waterTop + h * 0.03)} L${w},${round(waterTop + h * 0.03)} M${round(w * 0.2)},${round(waterTop + h * 0.07)} L${round(w * 0.6)},${round(waterTop + h * 0.07)}" stroke="#C9D8E2" stroke-width="${round(h * 0.004)}" opacity="0.6"/>`,
        `<path d="${ridgePath(ridgeHeights(rng, waterTop + h * 0.16, h * 0.03, 16), w, h)}" fill="url(#ground)"/>`,
      ];
    }
    default:
      return [ground];
  }
}

function conifers(rng: Rng, w: number, groundY: number, size: number, colour: string): string {
  const trees: string[] = [];
  for (let x = -size * 0.2; x < w + size * 0.2; x += size * (0.18 + rng.next() * 0.2)) {
    const height = size * (0.6 + rng.next() * 0.6);
    const base = groundY + size * 0.1 * rng.next();
    const half = height * 0.22;
    trees.push(
      `M${round(x - half)},${round(base)} L${round(x)},${round(base - height)} L${round(x + half)},${round(base)} Z`,
    );
  }
  return `<path d="${trees.join(' ')}" fill="${colour}"/>`;
}

/** A tiny walker with a pack, standing at (x, y) (feet), `size` tall. */
function walkerSvg(x: number, y: number, size: number, jacket: string): string {
  const s = size / 10;
  const at = (dx: number, dy: number) => `${round(x + dx * s)},${round(y + dy * s)}`;
  return [
    `<path d="M${at(-1, 0)} L${at(0, -4)} L${at(1.2, 0)}" fill="none" stroke="#2B2D30" stroke-width="${round(s * 0.9)}" stroke-linecap="round"/>`,
    `<path d="M${at(-1.2, -4)} L${at(-1, -8)} L${at(1.2, -8)} L${at(1.2, -4)} Z" fill="${jacket}"/>`,
    `<path d="M${at(-2.4, -4.6)} L${at(-2.2, -8)} L${at(-1, -8)} L${at(-1, -4.6)} Z" fill="#36393D"/>`,
    `<circle cx="${round(x + 0.1 * s)}" cy="${round(y - 9 * s)}" r="${round(s * 1.1)}" fill="#E0B899"/>`,
    `<path d="M${at(1.6, -7)} L${at(3, 0)}" stroke="#5B6168" stroke-width="${round(s * 0.3)}"/>`,
  ].join('');
}
