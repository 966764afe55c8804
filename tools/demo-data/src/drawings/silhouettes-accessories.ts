import { type Drawer, outline, seam } from './svg.ts';

// Small accessories, water sports and the catch-all box, in a 600 x 600 box.

export const bottle: Drawer = (p, name) => {
  const wash = /wash|proofer/.test(name);
  return wash
    ? [
        `<path d="M220 180 L380 180 L400 540 L200 540 Z" fill="${p.fill}" ${outline(p)}/>`,
        `<rect x="262" y="110" width="76" height="76" rx="10" fill="${p.trim}"/>`,
        `<rect x="224" y="300" width="152" height="150" rx="8" fill="#F4F4F2" ${outline(p, 3)}/>`,
        `<path d="M250 340 L350 340 M250 370 L330 370 M250 400 L340 400" ${seam(p.shade, 6)}/>`,
      ].join('')
    : [
        `<rect x="220" y="150" width="160" height="390" rx="50" fill="${p.fill}" ${outline(p)}/>`,
        `<rect x="252" y="86" width="96" height="78" rx="14" fill="${p.trim}"/>`,
        `<path d="M300 86 Q300 40 340 50" ${seam(p.trim, 10)}/>`,
        `<path d="M236 200 L236 500" ${seam(p.light, 10)}/>`,
      ].join('');
};

export const tube: Drawer = (p) =>
  [
    `<path d="M200 120 L400 120 L360 480 L240 480 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M196 110 L404 110" ${seam(p.shade, 20)}/>`,
    `<rect x="250" y="476" width="100" height="70" rx="10" fill="${p.trim}"/>`,
    `<circle cx="300" cy="260" r="54" fill="#FFD966" ${outline(p, 3)}/>`,
  ].join('');

export const headTorch: Drawer = (p) =>
  [
    `<ellipse cx="300" cy="300" rx="220" ry="150" fill="none" stroke="${p.fill}" stroke-width="34"/>`,
    `<rect x="220" y="390" width="160" height="110" rx="26" fill="${p.trim}" ${outline(p)}/>`,
    `<circle cx="300" cy="445" r="38" fill="#FFF3C4" ${outline(p, 3)}/>`,
  ].join('');

export const book: Drawer = (p) =>
  [
    `<path d="M180 90 L440 110 L440 530 L180 510 Z" fill="#F2EEE4" ${outline(p)}/>`,
    `<path d="M150 80 L420 100 L420 520 L150 500 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M150 80 L176 82 L176 502 L150 500 Z" fill="${p.deep}"/>`,
    `<path d="M210 380 L270 280 L310 330 L340 290 L390 380 Z" fill="${p.light}"/>`,
    `<path d="M210 160 L380 172 M210 196 L340 206" ${seam(p.light, 10)}/>`,
  ].join('');

export const compass: Drawer = (p) =>
  [
    `<rect x="190" y="80" width="220" height="440" rx="24" fill="#E6F0F4" opacity="0.9" ${outline(p)}/>`,
    `<path d="M210 120 L210 480" ${seam('#6C7A80', 3)}/>`,
    `<circle cx="300" cy="360" r="96" fill="${p.fill}" ${outline(p)}/>`,
    `<circle cx="300" cy="360" r="74" fill="#F4F4F2"/>`,
    `<path d="M300 300 L316 360 L300 420 L284 360 Z" fill="#B3261E"/>`,
    `<path d="M300 360 L316 360 L300 420 L284 360 Z" fill="#36393D"/>`,
    `<path d="M300 110 L300 230" ${seam('#B3261E', 6)}/>`,
  ].join('');

export const map: Drawer = (p) =>
  [
    `<path d="M100 140 L240 110 L360 140 L500 110 L500 470 L360 500 L240 470 L100 500 Z" fill="#EAE3CF" ${outline(p)}/>`,
    `<path d="M240 110 L240 470 M360 140 L360 500" ${seam('#B9AF94', 4)}/>`,
    `<path d="M130 380 Q200 300 280 330 Q360 360 470 250" ${seam(p.fill, 10)}/>`,
    `<path d="M160 220 Q220 180 280 220 Q320 250 380 200" ${seam('#6E9E6A', 6)}/>`,
    `<circle cx="420" cy="280" r="14" fill="${p.fill}"/>`,
  ].join('');

export const sunglasses: Drawer = (p) =>
  [
    `<path d="M80 250 L40 330 M520 250 L560 330" ${seam(p.fill, 14)}/>`,
    `<path d="M90 240 Q200 220 280 250 Q270 360 190 370 Q100 360 90 240 Z" fill="${p.deep}" ${outline(p)}/>`,
    `<path d="M510 240 Q400 220 320 250 Q330 360 410 370 Q500 360 510 240 Z" fill="${p.deep}" ${outline(p)}/>`,
    `<path d="M280 250 Q300 236 320 250" ${seam(p.fill, 12)}/>`,
    `<path d="M80 240 Q200 210 300 240 Q400 210 520 240" ${seam(p.fill, 16)}/>`,
    `<path d="M130 270 L170 300 M370 270 L410 300" ${seam(p.light, 6)}/>`,
  ].join('');

export const paddleboard: Drawer = (p) =>
  [
    `<path d="M300 20 Q380 120 384 320 Q384 520 300 580 Q216 520 216 320 Q220 120 300 20 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="240" y="300" width="120" height="200" rx="20" fill="${p.deep}" opacity="0.7"/>`,
    `<path d="M300 60 L300 280" ${seam(p.light, 8)}/>`,
    `<circle cx="300" cy="270" r="12" fill="${p.trim}"/>`,
  ].join('');

export const paddle: Drawer = (p) =>
  [
    `<g transform="rotate(20 300 300)">`,
    `<path d="M300 40 L300 420" ${seam('#2E3236', 18)}/>`,
    `<path d="M260 40 L340 40" ${seam('#2E3236', 22)}/>`,
    `<path d="M250 420 L350 420 L340 560 Q300 590 260 560 Z" fill="${p.fill}" ${outline(p)}/>`,
    `</g>`,
  ].join('');

export const giftCard: Drawer = (p) =>
  [
    `<rect x="70" y="150" width="460" height="300" rx="28" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M120 380 L220 240 L280 310 L330 260 L430 380 Z" fill="#F4F4F2"/>`,
    `<rect x="70" y="200" width="460" height="40" fill="${p.shade}" opacity="0.6"/>`,
    `<rect x="430" y="370" width="70" height="50" rx="8" fill="#D4A72C"/>`,
  ].join('');

export const box: Drawer = (p) =>
  [
    `<path d="M140 220 L300 160 L460 220 L300 280 Z" fill="${p.light}" ${outline(p)}/>`,
    `<path d="M140 220 L300 280 L300 500 L140 440 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M460 220 L300 280 L300 500 L460 440 Z" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M180 390 L220 330 L244 360 L260 340 L280 390 Z" fill="#F4F4F2"/>`,
  ].join('');
