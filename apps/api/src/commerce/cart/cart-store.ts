import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brands, products, variants } from '../../db/schema.ts';
import { selectionLines, selections, selectionVouchers, vouchers } from '../schema.ts';
import type { Voucher } from '../vouchers/vouchers.ts';

export type SelectionRow = typeof selections.$inferSelect;

/** A cart line with what pricing and the view need from the catalogue. */
export type CartLineRecord = {
  line: string;
  sku: string;
  size: string;
  quantity: number;
  stock: number;
  productId: number;
  productSku: string;
  name: string;
  brandName: string;
  slug: string;
  priceMinor: number;
  priceBeforeDiscountMinor: number;
  image: string;
};

export type ProductSize = { sku: string; size: string; stock: number };

export type CartRecord = {
  selection: SelectionRow;
  lines: CartLineRecord[];
  sizes: Map<number, ProductSize[]>;
  vouchers: Voucher[];
};

/**
 * Reads a selection with its lines (joined to sizes, products and brands), the other sizes of
 * those products and the applied vouchers: four indexed queries.
 */
export async function loadCart(db: Database, selectionId: string): Promise<CartRecord> {
  const [[selection], lineRows, voucherRows] = await Promise.all([
    db.select().from(selections).where(eq(selections.id, selectionId)),
    db
      .select({
        line: selectionLines.id,
        sku: selectionLines.sku,
        size: variants.size,
        quantity: selectionLines.quantity,
        stock: variants.stock,
        productId: products.id,
        productSku: products.sku,
        name: products.name,
        brandName: brands.name,
        slug: products.slug,
        priceMinor: products.priceMinor,
        priceBeforeDiscountMinor: products.priceBeforeDiscountMinor,
        images: products.images,
      })
      .from(selectionLines)
      .innerJoin(variants, eq(variants.sku, selectionLines.sku))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .where(eq(selectionLines.selectionId, selectionId))
      .orderBy(asc(selectionLines.createdAt), asc(selectionLines.id)),
    db
      .select({ voucher: vouchers })
      .from(selectionVouchers)
      .innerJoin(vouchers, eq(vouchers.code, selectionVouchers.code))
      .where(eq(selectionVouchers.selectionId, selectionId))
      .orderBy(asc(selectionVouchers.createdAt)),
  ]);
  if (!selection) throw new Error(`Selection ${selectionId} is missing`);
  const productIds = [...new Set(lineRows.map((line) => line.productId))];
  const sizeRows =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: variants.productId,
            sku: variants.sku,
            size: variants.size,
            stock: variants.stock,
          })
          .from(variants)
          .where(inArray(variants.productId, productIds))
          .orderBy(asc(variants.productId), asc(variants.position));
  const sizes = new Map<number, ProductSize[]>();
  for (const { productId, ...size } of sizeRows) {
    const list = sizes.get(productId);
    if (list) list.push(size);
    else sizes.set(productId, [size]);
  }
  return {
    selection,
    lines: lineRows.map(({ images, ...line }) => ({
      ...line,
      image: [...images].sort((a, b) => a.order - b.order)[0]?.filename ?? '',
    })),
    sizes,
    vouchers: voucherRows.map((row) => row.voucher),
  };
}
