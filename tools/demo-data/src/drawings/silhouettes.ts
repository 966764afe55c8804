import type { Paint } from './colour.ts';
import type { ProductKind } from './product-kind.ts';
import * as accessories from './silhouettes-accessories.ts';
import * as camping from './silhouettes-camping.ts';
import * as clothing from './silhouettes-clothing.ts';
import * as footwear from './silhouettes-footwear.ts';
import * as mountain from './silhouettes-mountain.ts';
import type { Drawer } from './svg.ts';

const DRAWERS: Record<ProductKind, Drawer> = {
  jacket: clothing.jacket,
  puffer: clothing.puffer,
  top: clothing.top,
  tee: clothing.tee,
  gilet: clothing.gilet,
  trousers: clothing.trousers,
  shorts: clothing.shorts,
  wetsuit: clothing.wetsuit,
  beanie: clothing.beanie,
  'brimmed-hat': clothing.brimmedHat,
  socks: clothing.socks,
  gloves: clothing.gloves,
  boot: footwear.boot,
  shoe: footwear.shoe,
  sandal: footwear.sandal,
  'ski-boot': footwear.skiBoot,
  tent: camping.tent,
  'sleeping-bag': camping.sleepingBag,
  mat: camping.mat,
  chair: camping.chair,
  table: camping.table,
  stove: camping.stove,
  mug: camping.mug,
  lantern: camping.lantern,
  backpack: camping.backpack,
  'hip-pack': camping.hipPack,
  'dry-bag': camping.dryBag,
  duffel: camping.duffel,
  skis: mountain.skis,
  binding: mountain.binding,
  goggles: mountain.goggles,
  helmet: mountain.helmet,
  poles: mountain.poles,
  transceiver: mountain.transceiver,
  shovel: mountain.shovel,
  rope: mountain.rope,
  harness: mountain.harness,
  crampons: mountain.crampons,
  'ice-axe': mountain.iceAxe,
  karabiner: mountain.karabiner,
  'chalk-bag': mountain.chalkBag,
  'crash-pad': mountain.crashPad,
  bottle: accessories.bottle,
  tube: accessories.tube,
  'head-torch': accessories.headTorch,
  book: accessories.book,
  compass: accessories.compass,
  map: accessories.map,
  sunglasses: accessories.sunglasses,
  paddleboard: accessories.paddleboard,
  paddle: accessories.paddle,
  'gift-card': accessories.giftCard,
  box: accessories.box,
};

/** The SVG elements of a product silhouette, drawn in a 600 x 600 box. */
export function silhouette(kind: ProductKind, paint: Paint, name: string): string {
  return DRAWERS[kind](paint, name.toLowerCase());
}
