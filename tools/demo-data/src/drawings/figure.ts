import { luminance, type Paint } from './colour.ts';
import type { ProductKind } from './product-kind.ts';
import { seam } from './svg.ts';

// A standing figure in an 800 x 1000 frame, centred on x 400 with its feet on y 890.
// Worn products are painted onto the figure; everything else it wears is neutral.

const SKIN = ['#F1CDB0', '#E0B899', '#C68E6A', '#A86F4C', '#8D5A3B'] as const;
const HAIR = ['#2B2118', '#5A3A22', '#A57A48', '#1A1A1A', '#7A7A7A'] as const;

const TORSO = 'M310 310 Q400 300 490 310 L500 575 Q400 590 300 575 Z';
const ARM_LEFT = 'M312 316 L274 332 L250 592 L292 598 L320 400 Z';
const ARM_RIGHT = 'M488 316 L526 332 L550 592 L508 598 L480 400 Z';
const SHORT_SLEEVES = 'M312 316 L274 332 L266 424 L306 428 Z M488 316 L526 332 L534 424 L494 428 Z';
const LEGS = 'M316 566 L398 566 L392 862 L336 862 Z M402 566 L484 566 L464 862 L408 862 Z';
const SHORTS = 'M314 566 L486 566 L490 700 L404 700 L400 620 L396 700 L310 700 Z';
const FEET =
  'M334 852 L394 852 L396 890 L298 890 Q296 866 334 852 Z M406 852 L466 852 Q504 866 502 890 L404 890 Z';
const BOOTS =
  'M332 800 L396 800 L398 892 L292 892 Q290 858 332 846 Z M404 800 L468 800 L468 846 Q510 858 508 892 L402 892 Z';

export type FigureOptions = {
  /** The worn product's kind, or null for a figure in neutral clothes. */
  worn: ProductKind | null;
  paint: Paint;
  /** Lower-case product name, for variants (bobble hat, swimsuit...). */
  name: string;
  /** 0..1 choices for skin and hair, from the image's seed. */
  looks: readonly [number, number];
};

/** The figure as SVG elements in its 800 x 1000 frame. */
export function figure({ worn, paint: p, name, looks }: FigureOptions): string {
  const skin = SKIN[Math.floor(looks[0] * SKIN.length)] ?? SKIN[0];
  const hair = HAIR[Math.floor(looks[1] * HAIR.length)] ?? HAIR[0];
  // Neutral clothes contrast with the product, so a black jacket never vanishes into black trousers.
  const dark = luminance(p.fill) < 0.08;
  const baseTop = dark ? '#A3AAB0' : '#3A3F44';
  const baseBottom = dark ? '#7A8288' : '#2B2F33';
  const edge = `stroke="${p.line}" stroke-width="3" stroke-linejoin="round"`;
  const plain = 'stroke="#1F2225" stroke-width="2" stroke-linejoin="round"';
  const is = (...kinds: ProductKind[]) => worn !== null && kinds.includes(worn);
  const out: string[] = [];

  if (is('backpack')) {
    out.push(`<rect x="292" y="286" width="216" height="330" rx="44" fill="${p.fill}" ${edge}/>`);
    out.push(`<rect x="300" y="276" width="200" height="60" rx="26" fill="${p.shade}" ${edge}/>`);
  }
  if (is('jacket') && !/robe/.test(name)) {
    out.push(`<path d="M344 310 Q336 176 400 170 Q464 176 456 310 Z" fill="${p.shade}" ${edge}/>`);
  }

  // Legs and feet.
  const legsCovered = is('trousers', 'wetsuit') && !/swimsuit/.test(name);
  out.push(
    `<path d="${LEGS}" fill="${legsCovered ? p.fill : is('socks', 'shorts') ? skin : baseBottom}" ${legsCovered ? edge : plain}/>`,
  );
  if (is('shorts', 'socks')) {
    out.push(
      `<path d="${SHORTS}" fill="${is('shorts') ? p.fill : baseBottom}" ${is('shorts') ? edge : plain}/>`,
    );
  }
  if (is('socks')) {
    out.push(
      `<path d="M336 790 L394 790 L392 862 L336 862 Z M406 790 L464 790 L464 862 L408 862 Z" fill="${p.fill}" ${edge}/>`,
    );
  }
  if (is('trousers')) out.push(`<path d="M318 578 L482 578" ${seam(p.shade, 14)}/>`);
  if (is('boot', 'ski-boot')) {
    out.push(`<path d="${BOOTS}" fill="${p.fill}" ${edge}/>`);
    out.push(
      `<path d="M292 884 L398 884 M402 884 L508 884" ${seam(is('ski-boot') ? '#3A3A3A' : p.trim, 12)}/>`,
    );
  } else if (is('shoe')) {
    out.push(`<path d="${FEET}" fill="${p.fill}" ${edge}/>`);
    out.push(`<path d="M300 886 L396 886 M404 886 L500 886" ${seam('#2A2623', 8)}/>`);
  } else if (is('sandal')) {
    out.push(`<path d="${FEET}" fill="${skin}" ${plain}/>`);
    out.push(
      `<path d="M300 886 L396 886 M404 886 L500 886 M320 866 L390 860 M410 860 L480 866" ${seam(p.fill, 10)}/>`,
    );
  } else {
    out.push(`<path d="${FEET}" fill="#4A3B2E" ${plain}/>`);
  }

  // Torso and arms.
  const torsoCovered = is('jacket', 'puffer', 'top', 'tee', 'gilet', 'wetsuit');
  const armsCovered = is('jacket', 'puffer', 'top') || (is('wetsuit') && !/swimsuit/.test(name));
  const jacketHem = is('jacket', 'puffer') ? (/robe|parka/.test(name) ? 720 : 610) : 575;
  out.push(`<path d="${TORSO}" fill="${baseTop}" ${plain}/>`);
  if (torsoCovered) {
    out.push(
      `<path d="M306 306 Q400 296 494 306 L${is('gilet') ? 500 : 508} ${jacketHem} Q400 ${jacketHem + 16} ${is('gilet') ? 300 : 292} ${jacketHem} Z" fill="${p.fill}" ${edge}/>`,
    );
  }
  out.push(
    `<path d="${is('tee') ? SHORT_SLEEVES : `${ARM_LEFT} ${ARM_RIGHT}`}" fill="${armsCovered || is('tee') ? p.fill : baseTop}" ${armsCovered || is('tee') ? edge : plain}/>`,
  );
  if (is('tee'))
    out.push(
      `<path d="M270 424 L250 592 L292 598 L306 428 Z M530 424 L550 592 L508 598 L494 428 Z" fill="${skin}" ${plain}/>`,
    );
  if (is('jacket', 'puffer', 'gilet'))
    out.push(`<path d="M400 312 L400 ${jacketHem + 10}" ${seam(p.trim, 4)}/>`);
  if (is('puffer', 'gilet')) {
    const baffles = [370, 430, 490, 550]
      .map((y) => `M${is('gilet') ? 306 : 300} ${y} Q400 ${y + 10} ${is('gilet') ? 494 : 500} ${y}`)
      .join(' ');
    out.push(`<path d="${baffles}" ${seam(p.shade, 4)}/>`);
  }
  if (is('backpack'))
    out.push(
      `<path d="M338 312 L344 560 M462 312 L456 560 M340 470 L460 470" ${seam(p.trim, 14)}/>`,
    );
  if (is('hip-pack')) {
    out.push(`<path d="M298 592 Q400 612 502 592" ${seam(p.trim, 12)}/>`);
    out.push(
      `<path d="M340 592 Q400 570 460 592 Q464 640 400 648 Q336 640 340 592 Z" fill="${p.fill}" ${edge}/>`,
    );
  }
  if (is('harness')) {
    out.push(
      `<path d="M300 586 Q400 606 500 586 M322 630 Q360 660 396 630 M404 630 Q440 660 478 630 M400 600 L400 640" ${seam(p.fill, 16)}/>`,
    );
  }

  // Hands, neck and head.
  const gloved = is('gloves');
  out.push(
    `<circle cx="271" cy="610" r="${gloved ? 28 : 20}" fill="${gloved ? p.fill : skin}" ${gloved ? edge : plain}/>`,
  );
  out.push(
    `<circle cx="529" cy="610" r="${gloved ? 28 : 20}" fill="${gloved ? p.fill : skin}" ${gloved ? edge : plain}/>`,
  );
  out.push(`<rect x="386" y="270" width="28" height="44" fill="${skin}"/>`);
  if (is('top', 'puffer', 'gilet'))
    out.push(
      `<path d="M366 306 Q400 290 434 306 L430 280 Q400 270 370 280 Z" fill="${p.shade}" ${edge}/>`,
    );
  out.push(`<circle cx="400" cy="240" r="46" fill="${skin}" ${plain}/>`);
  out.push(
    `<path d="M354 238 Q354 184 400 182 Q446 184 446 238 Q432 204 400 204 Q368 204 354 238 Z" fill="${hair}"/>`,
  );
  out.push(
    `<circle cx="384" cy="244" r="4" fill="#1F2225"/><circle cx="416" cy="244" r="4" fill="#1F2225"/>`,
  );

  if (is('beanie')) {
    if (/bobble/.test(name))
      out.push(`<circle cx="400" cy="166" r="18" fill="${p.light}" ${edge}/>`);
    out.push(`<path d="M352 226 Q350 172 400 170 Q450 172 448 226 Z" fill="${p.fill}" ${edge}/>`);
    out.push(`<rect x="348" y="210" width="104" height="24" rx="8" fill="${p.shade}" ${edge}/>`);
  } else if (is('brimmed-hat')) {
    out.push(`<path d="M354 214 Q352 176 400 174 Q448 176 446 214 Z" fill="${p.fill}" ${edge}/>`);
    out.push(
      `<path d="M330 216 Q400 200 470 216 L474 226 Q400 212 326 226 Z" fill="${p.shade}" ${edge}/>`,
    );
  } else if (is('helmet')) {
    out.push(
      `<path d="M346 232 Q344 168 400 164 Q456 168 454 232 Q400 220 346 232 Z" fill="${p.fill}" ${edge}/>`,
    );
    out.push(
      `<path d="M380 176 L380 196 M400 168 L400 192 M420 176 L420 196" ${seam(p.deep, 6)}/>`,
    );
    out.push(`<path d="M352 236 Q364 282 392 288 M448 236 Q436 282 408 288" ${seam(p.trim, 3)}/>`);
  } else if (is('head-torch')) {
    out.push(`<path d="M354 220 Q400 206 446 220" ${seam(p.fill, 10)}/>`);
    out.push(
      `<rect x="384" y="200" width="32" height="24" rx="6" fill="${p.trim}"/><circle cx="400" cy="212" r="7" fill="#FFF3C4"/>`,
    );
  }
  if (is('goggles')) {
    out.push(`<path d="M352 240 L448 240" ${seam(p.fill, 12)}/>`);
    out.push(
      `<rect x="364" y="226" width="72" height="32" rx="14" fill="#E2923A" stroke="${p.fill}" stroke-width="5"/>`,
    );
  } else if (is('sunglasses')) {
    out.push(`<path d="M372 240 L428 240" ${seam(p.fill, 4)}/>`);
    out.push(
      `<ellipse cx="384" cy="246" rx="13" ry="9" fill="${p.deep}" stroke="${p.fill}" stroke-width="3"/>`,
    );
    out.push(
      `<ellipse cx="416" cy="246" rx="13" ry="9" fill="${p.deep}" stroke="${p.fill}" stroke-width="3"/>`,
    );
  }
  return out.join('');
}
