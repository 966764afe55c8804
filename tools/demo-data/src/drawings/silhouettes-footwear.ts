import type { Paint } from './colour.ts';
import { type Drawer, outline, seam } from './svg.ts';

// Footwear in side view, toe to the right, in a 600 x 600 box.

function sole(p: Paint, top: number, depth: number): string {
  const treads = Array.from(
    { length: 11 },
    (_, i) => `M${110 + i * 38} ${top + depth} l0 -10`,
  ).join(' ');
  return [
    `<path d="M92 ${top} L524 ${top} Q548 ${top + depth / 2} 520 ${top + depth} L100 ${top + depth} Q80 ${top + depth / 2} 92 ${top} Z" fill="${p.sole}"/>`,
    `<path d="${treads}" ${seam('#4A4440', 4)}/>`,
  ].join('');
}

function laces(p: Paint, from: [number, number], to: [number, number], count: number): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const rungs = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    return `M${x - 26} ${y - 10} L${x + 26} ${y + 10}`;
  }).join(' ');
  return `<path d="${rungs}" ${seam(p.trim, 5)}/>`;
}

export const boot: Drawer = (p) =>
  [
    `<path d="M112 462 L126 186 Q128 160 156 158 L292 156 Q318 158 318 186 L326 300 Q344 326 410 346 L490 374 Q532 392 528 462 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M118 170 Q206 140 300 160 L296 190 Q206 176 124 200 Z" fill="${p.shade}" ${outline(p, 3)}/>`,
    `<path d="M112 410 L528 410 L528 462 L112 462 Z" fill="${p.shade}"/>`,
    `<path d="M420 352 Q470 372 500 420" ${seam(p.deep, 5)}/>`,
    laces(p, [282, 190], [390, 340], 6),
    sole(p, 458, 44),
  ].join('');

export const shoe: Drawer = (p, name) => {
  const climbing = /climbing|bouldering/.test(name);
  return [
    `<path d="M104 464 L116 326 Q120 296 152 294 L250 286 Q294 290 330 316 L460 366 Q530 392 532 464 Z" fill="${p.fill}" ${outline(p)}/>`,
    climbing
      ? `<path d="M104 430 L532 430 L532 464 L104 464 Z M340 330 Q420 350 530 420 L530 440 Q420 390 330 360 Z" fill="${p.trim}"/>`
      : laces(p, [262, 300], [380, 350], 5),
    `<path d="M160 300 Q140 360 176 420 Q260 440 300 400" ${seam(p.shade, 6)}/>`,
    sole(p, 460, climbing ? 20 : 36),
  ].join('');
};

export const sandal: Drawer = (p, name) => {
  const flipFlop = /flip/.test(name);
  const straps = flipFlop
    ? `<path d="M380 418 Q330 330 230 372 M380 418 Q340 340 300 320" ${seam(p.fill, 22)}/>`
    : `<path d="M176 420 Q180 300 250 290 Q300 300 300 420 M330 420 Q360 320 420 330 Q470 350 470 420 M176 360 Q250 330 310 350" ${seam(p.fill, 26)}/>`;
  return [
    `<path d="M88 424 Q300 400 528 424 Q548 446 520 462 L100 462 Q76 446 88 424 Z" fill="${p.sole}"/>`,
    `<path d="M92 420 Q300 396 526 420 L526 432 Q300 412 92 434 Z" fill="${p.shade}"/>`,
    straps,
  ].join('');
};

export const skiBoot: Drawer = (p) =>
  [
    `<path d="M140 470 L150 150 Q152 124 180 122 L318 118 Q346 120 344 150 L350 300 Q360 322 430 340 L500 360 Q534 372 534 420 L534 470 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M150 140 L344 134 L350 300 Q300 330 150 320 Z" fill="${p.shade}" ${outline(p, 3)}/>`,
    [170, 230, 330, 390]
      .map(
        (y, i) =>
          `<rect x="${i < 2 ? 318 : 380 + i * 20}" y="${y}" width="48" height="18" rx="4" fill="${p.metal}" ${outline(p, 2)}/>`,
      )
      .join(''),
    `<rect x="120" y="466" width="424" height="40" rx="6" fill="${p.sole}"/>`,
    `<rect x="110" y="470" width="40" height="26" fill="#3A3A3A"/><rect x="520" y="470" width="40" height="26" fill="#3A3A3A"/>`,
  ].join('');
