import type { Paint } from './colour.ts';
import { type Drawer, outline, seam } from './svg.ts';

// Clothing laid flat, front view, in a 600 x 600 box.

function sleeves(p: Paint, cuffY: number): string {
  const left = `M200 150 L128 190 Q104 ${cuffY - 120} 92 ${cuffY} L150 ${cuffY + 8} L176 270 Z`;
  const right = `M400 150 L472 190 Q496 ${cuffY - 120} 508 ${cuffY} L450 ${cuffY + 8} L424 270 Z`;
  return `<path d="${left}" fill="${p.shade}" ${outline(p)}/><path d="${right}" fill="${p.shade}" ${outline(p)}/>`;
}

function torso(p: Paint, hemY: number): string {
  return `<path d="M200 150 Q300 170 400 150 L428 ${hemY} Q300 ${hemY + 22} 172 ${hemY} Z" fill="${p.fill}" ${outline(p)}/>`;
}

const zip = (p: Paint, from: number, to: number) =>
  `<path d="M300 ${from} L300 ${to}" ${seam(p.trim, 5)}/>`;

export const jacket: Drawer = (p, name) => {
  const long = /parka|robe/.test(name);
  const hem = long ? 540 : 500;
  return [
    `<path d="M232 158 Q222 60 300 52 Q378 60 368 158 Z" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M258 150 Q262 92 300 88 Q338 92 342 150 Z" fill="${p.deep}"/>`,
    sleeves(p, 470),
    torso(p, hem),
    zip(p, 160, hem + 18),
    `<path d="M196 330 L222 420 M404 330 L378 420" ${seam(p.deep, 5)}/>`,
    `<path d="M176 250 Q230 268 280 262 M424 250 Q370 268 320 262" ${seam(p.shade, 3)}/>`,
  ].join('');
};

export const puffer: Drawer = (p, name) => {
  const baffles = [210, 270, 330, 390, 450]
    .map((y) => `M178 ${y} Q300 ${y + 14} 422 ${y}`)
    .join(' ');
  const hood = /hood|parka/.test(name)
    ? `<path d="M232 158 Q222 64 300 56 Q378 64 368 158 Z" fill="${p.shade}" ${outline(p)}/>`
    : `<path d="M250 150 L252 120 Q300 110 348 120 L350 150 Z" fill="${p.shade}" ${outline(p)}/>`;
  const armBaffles = [240, 310, 380]
    .map(
      (y) =>
        `M${118 - (y - 240) / 10} ${y} L168 ${y + 12} M${482 + (y - 240) / 10} ${y} L432 ${y + 12}`,
    )
    .join(' ');
  return [
    hood,
    sleeves(p, 470),
    `<path d="${armBaffles}" ${seam(p.deep, 3)}/>`,
    torso(p, 505),
    `<path d="${baffles}" ${seam(p.shade, 4)}/>`,
    zip(p, 130, 522),
  ].join('');
};

export const top: Drawer = (p) =>
  [
    sleeves(p, 460),
    torso(p, 480),
    `<path d="M252 152 Q300 200 348 152" fill="${p.deep}" ${outline(p, 3)}/>`,
    zip(p, 172, 240),
    `<path d="M182 470 Q300 490 418 470" ${seam(p.shade, 6)}/>`,
  ].join('');

export const tee: Drawer = (p, name) => {
  const sleeveless = /tank/.test(name);
  const short = sleeveless
    ? ''
    : `<path d="M200 150 L118 200 L148 268 L184 246 Z M400 150 L482 200 L452 268 L416 246 Z" fill="${p.shade}" ${outline(p)}/>`;
  return [
    short,
    torso(p, 480),
    `<path d="M256 152 Q300 196 344 152" fill="${p.deep}" ${outline(p, 3)}/>`,
  ].join('');
};

export const gilet: Drawer = (p) => {
  const quilting = [230, 290, 350, 410].map((y) => `M184 ${y} Q300 ${y + 12} 416 ${y}`).join(' ');
  return [
    `<path d="M226 140 Q300 156 374 140 L410 150 Q380 200 404 262 L428 490 Q300 512 172 490 L196 262 Q220 200 190 150 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M250 140 L252 112 Q300 104 348 112 L350 140 Z" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="${quilting}" ${seam(p.shade, 4)}/>`,
    zip(p, 114, 506),
  ].join('');
};

function legs(p: Paint, hemY: number): string {
  return [
    `<path d="M196 100 L404 100 L414 ${hemY} L318 ${hemY} L300 190 L282 ${hemY} L186 ${hemY} Z" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="194" y="78" width="212" height="34" rx="6" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M300 112 L300 186" ${seam(p.deep, 4)}/>`,
  ].join('');
}

export const trousers: Drawer = (p) =>
  [
    legs(p, 552),
    `<path d="M210 340 Q238 350 268 340 M332 340 Q362 350 392 340" ${seam(p.shade, 4)}/>`,
    `<path d="M198 552 L280 552 M320 552 L412 552" ${seam(p.deep, 8)}/>`,
  ].join('');

export const shorts: Drawer = (p) =>
  [legs(p, 330), `<path d="M210 150 L236 214 M390 150 L364 214" ${seam(p.deep, 4)}/>`].join('');

export const wetsuit: Drawer = (p, name) => {
  if (/swimsuit/.test(name)) {
    return `<path d="M230 120 L256 120 Q300 190 344 120 L370 120 Q360 240 392 330 Q400 420 356 470 L300 440 L244 470 Q200 420 208 330 Q240 240 230 120 Z" fill="${p.fill}" ${outline(p)}/><path d="M244 470 Q300 420 356 470" ${seam(p.shade, 4)}/>`;
  }
  return [
    `<path d="M224 84 Q300 100 376 84 L452 112 L500 330 L462 340 L414 190 L406 300 L394 570 L322 570 L300 330 L278 570 L206 570 L194 300 L186 190 L138 340 L100 330 L148 112 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M262 84 Q300 112 338 84" fill="${p.deep}" ${outline(p, 3)}/>`,
    `<path d="M196 240 Q300 262 404 240 M200 300 L400 300" ${seam(p.shade, 6)}/>`,
  ].join('');
};

export const beanie: Drawer = (p, name) => {
  const ribs = Array.from(
    { length: 13 },
    (_, i) => `M${176 + i * 20} 362 L${176 + i * 20} 438`,
  ).join(' ');
  const bobble = /bobble/.test(name)
    ? `<circle cx="300" cy="120" r="48" fill="${p.light}" ${outline(p)}/>`
    : '';
  return [
    bobble,
    `<path d="M176 380 Q168 160 300 152 Q432 160 424 380 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="158" y="352" width="284" height="96" rx="20" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="${ribs}" ${seam(p.deep, 3)}/>`,
  ].join('');
};

export const brimmedHat: Drawer = (p, name) => {
  if (/\bcap\b/.test(name)) {
    return [
      `<path d="M180 360 Q176 200 300 194 Q424 200 420 360 Z" fill="${p.fill}" ${outline(p)}/>`,
      `<path d="M300 194 L300 360 M232 210 Q270 280 262 360 M368 210 Q330 280 338 360" ${seam(p.shade, 3)}/>`,
      `<path d="M180 360 Q300 380 420 360 Q470 400 500 440 Q360 420 200 420 Q172 400 180 360 Z" fill="${p.shade}" ${outline(p)}/>`,
      `<circle cx="300" cy="194" r="10" fill="${p.deep}"/>`,
    ].join('');
  }
  return [
    `<ellipse cx="300" cy="392" rx="236" ry="70" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M196 392 Q190 224 300 218 Q410 224 404 392 Q300 420 196 392 Z" fill="${p.fill}" ${outline(p)}/>`,
    `<path d="M198 350 Q300 372 402 350" ${seam(p.trim, 12)}/>`,
  ].join('');
};

function sock(p: Paint, dx: number, dy: number): string {
  return `<g transform="translate(${dx} ${dy})"><path d="M170 70 L276 70 L276 300 Q276 330 304 344 L430 396 Q476 414 462 458 Q450 494 404 484 L236 440 Q170 420 170 350 Z" fill="${p.fill}" ${outline(p)}/><rect x="166" y="62" width="114" height="52" rx="10" fill="${p.shade}" ${outline(p)}/><path d="M430 396 Q476 414 462 458 Q450 494 404 484 Z M236 440 Q170 420 172 356 L222 376 Q236 420 236 440 Z" fill="${p.shade}"/></g>`;
}

export const socks: Drawer = (p) => sock(p, -40, -30) + sock(p, 40, 40);

export const gloves: Drawer = (p, name) => {
  const fingers = /mitt/.test(name)
    ? `<rect x="204" y="130" width="192" height="220" rx="96" fill="${p.fill}" ${outline(p)}/>`
    : [
        [206, 160],
        [254, 118],
        [302, 110],
        [350, 136],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="46" height="${300 - (y ?? 0)}" rx="23" fill="${p.fill}" ${outline(p)}/>`,
        )
        .join('');
  return [
    fingers,
    `<rect x="142" y="250" width="60" height="150" rx="30" transform="rotate(-32 172 325)" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="200" y="250" width="200" height="210" rx="40" fill="${p.fill}" ${outline(p)}/>`,
    `<rect x="212" y="430" width="176" height="110" rx="16" fill="${p.shade}" ${outline(p)}/>`,
    `<path d="M226 470 L374 470" ${seam(p.trim, 8)}/>`,
  ].join('');
};
