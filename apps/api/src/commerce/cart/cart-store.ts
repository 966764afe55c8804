import { asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { brands, products, variants } from '../../db/schema.ts';
import { selectionLines, selections } from '../schema.ts';
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
  /** The colourway's name and swatch, so a bag line says which colour it is. */
  colourName: string;
  colourHex: string;
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

/** Vouchers as `json_agg` gives them: timestamps arrive as strings. */
type VoucherJson = Omit<Voucher, 'expiresAt' | 'createdAt'> & {
  expiresAt: string | null;
  createdAt: string;
};

/**
 * Reads a selection with its vouchers, and its lines joined to sizes, products and brands with
 * each product's other sizes: two queries, run side by side unless inside a transaction
 * (where one connection must not run two queries at once).
 */
export async function loadCart(db: Database, selectionId: string): Promise<CartRecord> {
  const selectionQuery = () =>
    db
      .select({
        selection: selections,
        vouchers: sql<VoucherJson[] | null>`(
          select json_agg(json_build_object(
            'code', v.code, 'description', v.description, 'kind', v.kind,
            'percentOff', v.percent_off, 'amountOffMinor', v.amount_off_minor,
            'minimumSpendMinor', v.minimum_spend_minor, 'expiresAt', v.expires_at,
            'combinesWithOrderDiscounts', v.combines_with_order_discounts,
            'createdAt', v.created_at) order by sv.created_at)
          from selection_vouchers sv join vouchers v on v.code = sv.code
          where sv.selection_id = selections.id)`,
      })
      .from(selections)
      .where(eq(selections.id, selectionId));
  const linesQuery = () =>
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
        colourName: products.colourName,
        colourHex: products.colourHex,
        slug: products.slug,
        priceMinor: products.priceMinor,
        priceBeforeDiscountMinor: products.priceBeforeDiscountMinor,
        images: products.images,
        sizes: sql<ProductSize[]>`(
          select json_agg(json_build_object('sku', s.sku, 'size', s.size, 'stock', s.stock)
            order by s.position)
          from variants s where s.product_id = products.id)`,
      })
      .from(selectionLines)
      .innerJoin(variants, eq(variants.sku, selectionLines.sku))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .where(eq(selectionLines.selectionId, selectionId))
      .orderBy(asc(selectionLines.createdAt), asc(selectionLines.id));

  const [[row], lineRows] =
    db instanceof PgTransaction
      ? [await selectionQuery(), await linesQuery()]
      : await Promise.all([selectionQuery(), linesQuery()]);
  if (!row) throw new Error(`Selection ${selectionId} is missing`);
  const sizes = new Map<number, ProductSize[]>();
  for (const line of lineRows) sizes.set(line.productId, line.sizes ?? []);
  return {
    selection: row.selection,
    lines: lineRows.map(({ images, sizes: _sizes, ...line }) => ({
      ...line,
      image: [...images].sort((a, b) => a.order - b.order)[0]?.filename ?? '',
    })),
    sizes,
    vouchers: (row.vouchers ?? []).map((voucher) => ({
      ...voucher,
      expiresAt: voucher.expiresAt ? new Date(voucher.expiresAt) : null,
      createdAt: new Date(voucher.createdAt),
    })),
  };
}
