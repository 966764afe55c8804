import type { Paint } from './colour.ts';
import { type Drawer, outline, seam } from './svg.ts';

// Ski and climbing kit in a 600 x 600 box.

function ski(p: Paint, x: number, tilt: number): string {
  return `<g transform="rotate(${tilt} ${x} 300)"><path d="M${x - 26} 560 L${x - 28} 90 Q${x - 30} 30 ${x} 22 Q${x + 30} 30 ${x + 28} 90 L${x + 26} 560 Q${x} 574 ${x - 26} 560 Z" fill="${p.fill}" ${outline(p)}/><path d="M${x - 8} 80 L${x - 8} 540" ${seam(p.light, 8)}/><rect x="${x - 30}" y="280" width="60" height="90" rx="10" fill="${p.metal}" ${outline(p, 3)}/><rect x="${x - 20}" y="300" width="40" height="22" rx="4" fill="${p.trim}"/></g>`;
}

export const skis: Drawer = (p) => ski(p, 250, -4) + ski(p, 350, 4);

export const binding: Drawer = (p) =>
  [
    `<rect x="40" y="380" width="520" height="44" rx="12" fill="#D5DBDF" ${outline(p, 3)}/>`,
    `<path d="M80 380 L80 330 Q80 300 120 300 L230 310 L240 380 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M360 380 L370 300 Q380 250 440 250 L520 270 L520 380 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="440" y="196" width="40" height="90" rx="10" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M240 394 L360 394" ${seam(p.metal, 8)}/>`,
  ].join('');

export const goggles: Drawer = (p) =>
  [
    `<path d="M40 300 Q300 250 560 300" ${seam(p.fill, 44)}/>`,
    `<path d="M120 220 Q300 180 480 220 Q520 300 470 370 Q400 400 340 370 Q300 350 260 370 Q200 400 130 370 Q80 300 120 220 Z" fill="${p.trim}" ${outline(p)}/>`,
    `<defs><linearGradient id="lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="#E2923A"/><stop offset="1" stop-color="${p.deep}"/></linearGradient></defs>`,
    `<path d="M140 238 Q300 204 460 238 Q494 300 454 350 Q400 374 346 350 Q300 330 254 350 Q200 374 146 350 Q106 300 140 238 Z" fill="url(#lens)"/>`,
  ].join('');

export const helmet: Drawer = (p) =>
  [
    `<path d="M110 400 Q100 140 300 124 Q500 140 490 400 Q300 440 110 400 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M220 160 Q230 200 228 240 M300 132 L300 220 M380 160 Q370 200 372 240" ${seam(p.deep, 12)}/>`,
    `<path d="M108 380 Q300 430 492 380" ${seam(p.shade, 18)}/>`,
    `<path d="M170 410 Q240 520 300 520 Q360 520 430 410" ${seam(p.trim, 6)}/>`,
  ].join('');

export const poles: Drawer = (p) =>
  [230, 370]
    .map((x, i) => {
      const tilt = i === 0 ? -6 : 6;
      return `<g transform="rotate(${tilt} ${x} 300)"><path d="M${x} 130 L${x} 560" ${seam(p.metal, 10)}/><rect x="${x - 18}" y="30" width="36" height="120" rx="16" fill="${p.fill}" ${outline(p)}/><path d="M${x - 14} 60 Q${x - 40} 80 ${x - 14} 120" ${seam(p.trim, 5)}/><ellipse cx="${x}" cy="500" rx="40" ry="12" fill="${p.shade}" ${outline(p, 3)}/></g>`;
    })
    .join('');

export const transceiver: Drawer = (p) =>
  [
    `<path d="M300 120 Q380 60 420 140" ${seam(p.trim, 8)}/>`,
    `<rect x="180" y="120" width="240" height="380" rx="50" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="216" y="170" width="168" height="120" rx="12" fill="#1E2A30" ${outline(p, 3)}/>`,
    `<path d="M260 230 L300 200 L340 230" ${seam('#7CE0A3', 6)}/>`,
    `<circle cx="300" cy="380" r="42" fill="${p.shade}" ${outline(p, 3)}/>`,
    `<rect x="240" y="450" width="120" height="22" rx="10" fill="${p.trim}"/>`,
  ].join('');

export const shovel: Drawer = (p) =>
  [
    `<path d="M300 60 L300 360" ${seam(p.metal, 18)}/>`,
    `<path d="M250 60 L350 60" ${seam(p.trim, 22)}/>`,
    `<path d="M190 350 L410 350 L400 500 Q300 560 200 500 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M300 360 L300 520" ${seam(p.shade, 6)}/>`,
  ].join('');

export const rope: Drawer = (p) => {
  const loops = Array.from({ length: 9 }, (_, i) => {
    const rx = 190 - i * 4;
    const ry = 130 - i * 3;
    return `<ellipse cx="${300 + (i % 2) * 6}" cy="${290 + i * 8}" rx="${rx}" ry="${ry}" ${seam(i % 2 ? p.shade : p.fill, 22)}/>`;
  }).join('');
  return [
    loops,
    `<ellipse cx="300" cy="320" rx="180" ry="120" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 14"/>`,
    `<path d="M250 170 Q230 240 270 300 Q300 330 340 300" ${seam(p.fill, 26)}/>`,
    `<path d="M360 440 Q420 520 470 540" ${seam(p.fill, 22)}/>`,
  ].join('');
};

export const harness: Drawer = (p) =>
  [
    `<path d="M100 200 Q300 140 500 200 L500 250 Q300 200 100 250 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="210" cy="400" rx="92" ry="64" fill="none" stroke="${p.fill}" stroke-width="34"/>`,
    `<ellipse cx="390" cy="400" rx="92" ry="64" fill="none" stroke="${p.fill}" stroke-width="34"/>`,
    `<path d="M300 228 Q280 300 300 340 Q320 300 300 228" ${seam(p.trim, 14)}/>`,
    `<rect x="276" y="186" width="48" height="40" rx="6" fill="${p.metal}" ${outline(p, 3)}/>`,
    `<path d="M140 240 Q130 290 160 300 M460 240 Q470 290 440 300" ${seam(p.trim, 6)}/>`,
  ].join('');

export const crampons: Drawer = (p) => {
  const spikes = [150, 200, 250, 330, 380, 430]
    .map((x) => `M${x} 400 L${x - 10} 470 L${x + 10} 400`)
    .join(' ');
  return [
    `<path d="M100 360 L250 350 L270 330 L330 330 L350 350 L500 360 L520 400 L90 400 Z" fill="${p.metal}" ${outline(p)}/>`,
    `<path d="${spikes}" fill="${p.metal}" ${outline(p, 3)}/>`,
    `<path d="M500 380 L560 350 L540 400 Z" fill="${p.metal}" ${outline(p, 3)}/>`,
    `<path d="M120 350 Q200 220 300 240 Q420 220 480 350" ${seam(p.fill, 22)}/>`,
    `<rect x="280" y="226" width="40" height="30" rx="5" fill="${p.trim}"/>`,
  ].join('');
};

export const iceAxe: Drawer = (p) =>
  [
    `<g transform="rotate(18 300 300)">`,
    `<path d="M300 140 L300 540" ${seam(p.fill, 34)}/>`,
    `<path d="M300 520 L300 580" ${seam(p.metal, 16)}/>`,
    `<path d="M300 440 L300 540" ${seam(p.trim, 36)}/>`,
    `<path d="M140 120 Q220 100 300 100 L440 100 Q480 110 500 160 Q440 140 300 150 L180 150 Q150 150 140 120 Z" fill="${p.metal}" ${outline(p)}/>`,
    `</g>`,
  ].join('');

function karabinerShape(p: Paint, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-40 -90 Q-70 -90 -70 -50 L-60 70 Q-56 100 -20 100 L30 100 Q60 100 64 70 L74 -50 Q74 -90 40 -90 Z" fill="none" stroke="${p.fill}" stroke-width="22"/><path d="M68 -40 L60 60" ${seam(p.metal, 10)}/></g>`;
}

export const karabiner: Drawer = (p, name) => {
  if (/quickdraw/.test(name)) {
    return [
      karabinerShape(p, 300, 150, 0.9),
      `<rect x="270" y="220" width="60" height="180" rx="20" fill="${p.shade}" ${outline(p)}/>`,
      karabinerShape(p, 300, 470, 0.9),
    ].join('');
  }
  return karabinerShape(p, 300, 300, 2);
};

export const chalkBag: Drawer = (p) =>
  [
    `<path d="M190 200 L410 200 L400 500 Q300 530 200 500 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="176" y="160" width="248" height="60" rx="24" fill="#EDEBE6" ${outline(p, 3)}/>`,
    `<rect x="410" y="240" width="30" height="130" rx="10" fill="${p.shade}" ${outline(p, 3)}/>`,
    `<path d="M420 150 L420 250" ${seam('#C9B38A', 16)}/>`,
    `<path d="M230 180 Q200 100 260 120" ${seam(p.trim, 6)}/>`,
  ].join('');

export const crashPad: Drawer = (p) =>
  [
    `<path d="M90 250 L420 200 L520 260 L190 320 Z" fill="${p.light}" ${outline(p)}/>`,
    `<path d="M90 250 L190 320 L190 450 L90 380 Z" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M190 320 L520 260 L520 390 L190 450 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M260 306 L260 438 M440 274 L440 406" ${seam(p.trim, 12)}/>`,
    `<path d="M330 330 Q350 300 380 320" ${seam(p.trim, 8)}/>`,
  ].join('');
