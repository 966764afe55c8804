/** What a product image draws: one silhouette per kind. */
export const PRODUCT_KINDS = [
  'jacket',
  'puffer',
  'top',
  'tee',
  'gilet',
  'trousers',
  'shorts',
  'wetsuit',
  'beanie',
  'brimmed-hat',
  'socks',
  'gloves',
  'boot',
  'shoe',
  'sandal',
  'ski-boot',
  'tent',
  'sleeping-bag',
  'mat',
  'chair',
  'table',
  'stove',
  'mug',
  'lantern',
  'backpack',
  'hip-pack',
  'dry-bag',
  'duffel',
  'skis',
  'binding',
  'goggles',
  'helmet',
  'poles',
  'transceiver',
  'shovel',
  'rope',
  'harness',
  'crampons',
  'ice-axe',
  'karabiner',
  'chalk-bag',
  'crash-pad',
  'bottle',
  'tube',
  'head-torch',
  'book',
  'compass',
  'map',
  'sunglasses',
  'paddleboard',
  'paddle',
  'gift-card',
  'box',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Kinds the model figure wears; the others stand beside the figure in its scene. */
export const WORN_KINDS: ReadonlySet<ProductKind> = new Set<ProductKind>([
  'jacket',
  'puffer',
  'top',
  'tee',
  'gilet',
  'trousers',
  'shorts',
  'wetsuit',
  'beanie',
  'brimmed-hat',
  'socks',
  'gloves',
  'boot',
  'shoe',
  'sandal',
  'ski-boot',
  'backpack',
  'hip-pack',
  'goggles',
  'helmet',
  'harness',
  'head-torch',
  'sunglasses',
]);

// [kind, home category prefix or null for any, name pattern or null for any]; first match wins.
// Names decide within a category ('Leggings' in base layers are trousers); categories decide
// where names are ambiguous ('Running Vest' is a pack, 'Insulated Vest' a gilet).
const RULES: readonly (readonly [ProductKind, string | null, RegExp | null])[] = [
  ['gift-card', '/all/gift-cards', null],
  ['book', '/all/equipment/equipment-accessories/books', null],
  ['backpack', '/all/equipment/packs-luggage/running-packs-vests', null],
  ['backpack', null, /airbag pack|rucksack|daypack|alpine pack/],
  ['ski-boot', '/all/equipment/ski-equipment/ski-boots', null],
  ['binding', '/all/equipment/ski-equipment/ski-bindings', null],
  ['helmet', null, /helmet/],
  ['goggles', null, /goggles/],
  ['sunglasses', null, /sunglasses|glacier glasses/],
  ['gilet', null, /gilet|insulated vest|buoyancy aid/],
  [
    'puffer',
    null,
    /down (jacket|hoody)|synthetic jacket|insulated (hoody|ski jacket)|belay parka|primaloft/,
  ],
  ['jacket', null, /jacket|parka|hoody|anorak|changing robe/],
  ['tee', null, /t-shirt|\btee\b|tank top/],
  ['trousers', null, /trousers|pants|salopettes|leggings|tights/],
  ['shorts', null, /shorts/],
  ['wetsuit', null, /wetsuit|swimsuit/],
  ['top', '/all/clothing', /fleece|jumper|sweat|base layer|crew|shirt|half-zip/],
  ['brimmed-hat', null, /\bcap\b|sun hat/],
  ['beanie', null, /beanie|bobble hat/],
  ['socks', null, /socks/],
  ['gloves', null, /gloves|mitts/],
  ['sandal', null, /sandals|flip-flops/],
  ['boot', null, /boots/],
  ['shoe', null, /shoes/],
  ['tent', null, /tent$/],
  ['sleeping-bag', null, /sleeping bag/],
  ['mat', null, /\bmat$|footprint/],
  ['chair', null, /chair/],
  ['table', null, /table/],
  ['mug', null, /mug/],
  ['stove', null, /stove|cook set|pan set/],
  ['lantern', null, /lantern/],
  ['hip-pack', null, /hip pack|bum bag|waist pack/],
  ['duffel', null, /duffel/],
  ['dry-bag', null, /dry bag|stuff sack|compression sack|rope bag|deck bag|pillow|hammock|bladder/],
  ['skis', null, /skis$/],
  ['poles', null, /poles|probe/],
  ['transceiver', null, /transceiver/],
  ['shovel', null, /shovel|trowel/],
  ['rope', null, /rope$|leash|ski straps/],
  ['harness', null, /harness/],
  ['crampons', null, /crampons|microspikes/],
  ['ice-axe', null, /ice axe|ice tool/],
  ['karabiner', null, /karabiner|quickdraw|nut set|\bcam$|belay device|peg set/],
  ['chalk-bag', null, /chalk/],
  ['crash-pad', null, /pad$/],
  ['bottle', null, /bottle|flask|wash|proofer/],
  ['tube', null, /spf|after-sun/],
  ['head-torch', null, /head torch/],
  ['compass', null, /compass/],
  ['map', null, /map/],
  ['paddleboard', null, /\bsup$/],
  ['paddle', null, /paddle/],
  // Whole categories, for names the rules above do not know.
  ['box', '/all/equipment/ski-equipment/servicing', null],
  ['shoe', '/all/footwear/climbing-shoes', null],
  ['stove', '/all/equipment/camping-equipment/cooking-equipment', null],
  ['compass', '/all/equipment/equipment-accessories/maps-navigation-guides', null],
  ['backpack', '/all/equipment/packs-luggage/backpacks', null],
  ['jacket', '/all/clothing/jackets', null],
  ['top', '/all/clothing', null],
  ['boot', '/all/footwear', null],
  ['tent', '/all/equipment/camping-equipment/tents', null],
  ['skis', '/all/equipment/ski-equipment', null],
  ['rope', '/all/equipment/climbing-equipment', null],
];

/**
 * The silhouette for a product, from its name and home category (`categoryUris[0]`):
 * 'Torridon Gore-Tex Jacket' in /all/clothing/jackets is a 'jacket'. Unknown products get a
 * neutral 'box', so every product has a picture.
 */
export function productKind(product: {
  name: string;
  categoryUris: readonly string[];
}): ProductKind {
  const name = product.name.toLowerCase();
  const home = product.categoryUris[0] ?? '';
  for (const [kind, category, pattern] of RULES) {
    if (category !== null && home !== category && !home.startsWith(`${category}/`)) continue;
    if (pattern !== null && !pattern.test(name)) continue;
    return kind;
  }
  return 'box';
}
