/** A named colourway with a swatch colour. */
export type DemoColour = {
  name: string;
  hex: string;
};

/**
 * The colour palette. A colourway's three-digit product suffix is 900 plus its index,
 * so 'Black' is always 900 and a code's colourways sort the same way everywhere.
 */
export const PALETTE: readonly DemoColour[] = [
  { name: 'Black', hex: '#1B1B1B' },
  { name: 'Navy', hex: '#1F2A44' },
  { name: 'Storm Grey', hex: '#5B6770' },
  { name: 'Moss Green', hex: '#5E6B3A' },
  { name: 'Ember Orange', hex: '#D9622B' },
  { name: 'Glacier Blue', hex: '#8FB8D6' },
  { name: 'Cairn Red', hex: '#B3261E' },
  { name: 'Slate', hex: '#4A545C' },
  { name: 'Sage', hex: '#9CAF88' },
  { name: 'Oatmeal', hex: '#D8CCB4' },
  { name: 'Pine', hex: '#1F4D3A' },
  { name: 'Heather', hex: '#8E6C8A' },
  { name: 'Mustard', hex: '#D4A72C' },
  { name: 'Tarn Blue', hex: '#2F5F8A' },
  { name: 'Clay', hex: '#B0704F' },
  { name: 'Plum', hex: '#5C2D4F' },
  { name: 'Charcoal', hex: '#36393D' },
  { name: 'White', hex: '#F4F4F2' },
  { name: 'Sky Blue', hex: '#6FA8DC' },
  { name: 'Burnt Sienna', hex: '#A0522D' },
  { name: 'Olive', hex: '#6B6B3A' },
  { name: 'Coral', hex: '#F06A5A' },
  { name: 'Sand', hex: '#C8B48A' },
  { name: 'Teal', hex: '#2A7F7F' },
  { name: 'Rust', hex: '#9C4A1A' },
  { name: 'Lichen', hex: '#B7C27A' },
  { name: 'Ice Grey', hex: '#D5DBDF' },
  { name: 'Midnight', hex: '#141C2E' },
  { name: 'Berry', hex: '#8E2450' },
  { name: 'Sulphur Yellow', hex: '#E8D534' },
  { name: 'Forest', hex: '#2E4A2C' },
  { name: 'Dusk Pink', hex: '#D7A3A6' },
  { name: 'Multi', hex: '#888888' },
];

/** Palette index of 'Multi', used for books, gift cards and bundles. */
export const MULTI = PALETTE.length - 1;

/** Indexes of the everyday colours (everything but 'Multi'). */
export const EVERYDAY_COLOURS: readonly number[] = PALETTE.map((_, i) => i).filter(
  (i) => i !== MULTI,
);

/** The colour at a palette index; throws on a bad index so data mistakes surface early. */
export function colourAt(index: number): DemoColour {
  const colour = PALETTE[index];
  if (!colour) throw new Error(`No palette colour at ${index}`);
  return { ...colour };
}

/** The three-digit suffix of a colourway: '900' for Black, '901' for Navy, ... */
export function colourSuffix(index: number): string {
  return String(900 + index);
}
