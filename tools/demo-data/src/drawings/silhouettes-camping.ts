import { type Drawer, outline, seam } from './svg.ts';

// Camping kit, packs and bags in a 600 x 600 box.

export const tent: Drawer = (p, name) => {
  const tunnel = /tunnel/.test(name);
  const fly = tunnel
    ? 'M52 480 Q70 250 220 200 Q300 180 470 250 Q560 330 560 480 Z'
    : 'M48 480 Q300 40 552 480 Z';
  return [
    `<path d="${fly}" fill="${p.fill}" ${outline(p)}/>`,
    tunnel
      ? `<path d="M150 480 Q160 250 230 204 M300 480 Q320 230 360 206 M440 480 Q470 300 470 250" ${seam(p.shade, 6)}/>`
      : `<path d="M120 480 Q300 110 480 480 M300 262 L300 312" ${seam(p.shade, 6)}/>`,
    `<path d="M232 480 Q240 330 300 312 Q360 330 368 480 Z" fill="${p.deep}"/>`,
    `<path d="M300 312 L300 480" ${seam(p.trim, 3)}/>`,
    `<path d="M48 480 L14 520 M552 480 L586 520" ${seam('#8A8F94', 3)}/>`,
    `<path d="M20 482 L580 482" ${seam('#5C5346', 6)}/>`,
  ].join('');
};

export const sleepingBag: Drawer = (p) => {
  const baffles = [200, 250, 300, 350, 400, 450, 500]
    .map((y) => `M${200 + (y - 200) / 10} ${y} Q300 ${y + 16} ${400 - (y - 200) / 10} ${y}`)
    .join(' ');
  return [
    `<path d="M300 40 Q410 40 416 160 L396 520 Q380 570 300 572 Q220 570 204 520 L184 160 Q190 40 300 40 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="300" cy="128" rx="74" ry="62" fill="${p.deep}"/>`,
    `<path d="${baffles}" ${seam(p.shade, 4)}/>`,
    `<path d="M372 160 L360 470" ${seam(p.trim, 5)}/>`,
  ].join('');
};

export const mat: Drawer = (p) => {
  const ribs = [404, 426, 448]
    .map((y) => `M${150 - (y - 380) * 1.1} ${y} L${450 + (y - 380) * 1.1} ${y}`)
    .join(' ');
  return [
    `<path d="M150 380 L450 380 L540 478 L60 478 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="${ribs}" ${seam(p.shade, 4)}/>`,
    `<rect x="150" y="270" width="300" height="110" fill="${p.shade}" ${outline(p)}/>`,
    `<ellipse cx="150" cy="325" rx="26" ry="55" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="150" cy="325" rx="12" ry="28" fill="${p.deep}"/>`,
    `<ellipse cx="450" cy="325" rx="26" ry="55" fill="${p.fill}" ${outline(p)}/>`,
    `<circle cx="500" cy="456" r="10" fill="${p.trim}"/>`,
  ].join('');
};

export const chair: Drawer = (p) =>
  [
    `<path d="M170 520 L420 300 M430 520 L180 300 M160 520 L200 180 M440 520 L400 180" ${seam('#5B6168', 10)}/>`,
    `<path d="M196 170 Q300 190 404 170 L414 330 Q300 350 186 330 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M176 330 Q300 360 424 330 L440 400 Q300 440 160 400 Z" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M150 300 L200 300 M400 300 L452 300" ${seam(p.trim, 14)}/>`,
  ].join('');

export const table: Drawer = (p) =>
  [
    `<path d="M150 520 L260 330 M450 520 L340 330 M150 520 L450 520" ${seam('#5B6168', 9)}/>`,
    `<path d="M90 280 L510 280 L480 340 L120 340 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M160 282 L150 338 M230 282 L225 338 M300 282 L300 338 M370 282 L375 338 M440 282 L450 338" ${seam(p.shade, 4)}/>`,
  ].join('');

export const stove: Drawer = (p, name) => {
  const pot = /cook|pan|system/.test(name);
  return [
    `<path d="M200 540 L200 420 Q200 380 300 380 Q400 380 400 420 L400 540 Q300 560 200 540 Z" fill="${pot ? '#3E4A56' : p.fill}" ${outline(p)}/>`,
    `<rect x="270" y="330" width="60" height="52" fill="${p.metal}" ${outline(p, 3)}/>`,
    `<path d="M220 330 L380 330 M230 330 L210 300 M370 330 L390 300" ${seam(p.metal, 8)}/>`,
    pot
      ? `<path d="M180 300 L420 300 L408 140 L192 140 Z" fill="${p.fill}" ${outline(p)}/><path d="M420 170 L490 150" ${seam(p.trim, 12)}/><rect x="186" y="126" width="228" height="22" rx="8" fill="${p.shade}" ${outline(p, 3)}/>`
      : `<path d="M262 326 Q272 270 300 250 Q328 270 338 326 Z" fill="#5DA9E9" opacity="0.8"/>`,
  ].join('');
};

export const mug: Drawer = (p) =>
  [
    `<path d="M400 230 Q490 240 484 330 Q478 410 396 410" ${seam(p.shade, 26)}/>`,
    `<path d="M170 180 L420 180 L404 480 Q300 500 186 480 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="295" cy="180" rx="125" ry="24" fill="${p.deep}" ${outline(p)}/>`,
  ].join('');

export const lantern: Drawer = (p) =>
  [
    `<path d="M240 140 Q300 60 360 140" ${seam(p.trim, 10)}/>`,
    `<rect x="210" y="140" width="180" height="60" rx="20" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="224" y="200" width="152" height="220" rx="10" fill="#FFF3C4" ${outline(p)}/>`,
    `<rect x="270" y="250" width="60" height="120" rx="30" fill="#FFD966"/>`,
    `<rect x="200" y="420" width="200" height="80" rx="20" fill="${p.fill}" ${outline(p)}/>`,
  ].join('');

export const backpack: Drawer = (p) =>
  [
    `<path d="M130 430 Q300 470 470 430 L470 480 Q300 520 130 480 Z" fill="${p.deep}" ${outline(p)}/>`,
    `<rect x="170" y="120" width="260" height="400" rx="70" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="160" y="96" width="280" height="110" rx="50" fill="${p.shade}" ${outline(p)}/>`,
    `<rect x="208" y="320" width="184" height="170" rx="34" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M172 260 L428 260 M172 380 L206 380 M394 380 L428 380" ${seam(p.trim, 7)}/>`,
    `<path d="M290 96 Q300 70 310 96" ${seam(p.trim, 6)}/>`,
    `<rect x="286" y="196" width="28" height="28" rx="4" fill="${p.trim}"/>`,
  ].join('');

export const hipPack: Drawer = (p) =>
  [
    `<path d="M40 300 Q300 250 560 300" ${seam(p.trim, 16)}/>`,
    `<path d="M140 300 Q300 240 460 300 Q480 400 300 430 Q120 400 140 300 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M160 320 Q300 290 440 320" ${seam(p.trim, 5)}/>`,
    `<rect x="276" y="276" width="48" height="34" rx="6" fill="${p.trim}"/>`,
  ].join('');

export const dryBag: Drawer = (p) =>
  [
    `<rect x="200" y="180" width="200" height="350" rx="40" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="300" cy="520" rx="100" ry="22" fill="${p.shade}"/>`,
    `<rect x="180" y="120" width="240" height="70" rx="22" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M192 138 L408 138 M192 160 L408 160" ${seam(p.deep, 3)}/>`,
    `<path d="M180 155 Q140 180 160 230 M420 155 Q460 180 440 230" ${seam(p.trim, 8)}/>`,
    `<rect x="270" y="300" width="60" height="80" rx="6" fill="${p.light}" opacity="0.6"/>`,
  ].join('');

export const duffel: Drawer = (p) =>
  [
    `<rect x="70" y="230" width="460" height="250" rx="120" fill="${p.fill}" ${outline(p)}/>`,
    `<ellipse cx="150" cy="355" rx="58" ry="110" fill="${p.shade}" ${outline(p, 3)}/>`,
    `<path d="M200 232 L200 478 M400 232 L400 478" ${seam(p.trim, 10)}/>`,
    `<path d="M230 236 Q300 150 370 236" ${seam(p.trim, 12)}/>`,
    `<path d="M150 250 Q300 224 450 250" ${seam(p.deep, 4)}/>`,
  ].join('');
