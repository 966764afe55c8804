import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApi } from '../../testing/test-api.ts';
import { Shopper } from '../testing/shopper.ts';

describe.each(testDatabases())('the wishlist on $name', (database) => {
  const api = useTestApi(database);
  let products: { id: number; sku: string; variant: string }[];
  let sequence = 0;
  beforeAll(async () => {
    const result = (await api.database.db.execute(sql`
      select p.id, p.sku, min(v.sku) as variant from products p join variants v on v.product_id = p.id
      where v.stock > 3 and p.bundle_info is null group by p.id, p.sku order by p.id limit 5`)) as unknown as {
      rows: { id: number; sku: string; variant: string }[];
    };
    products = result.rows;
  });

  const product = (index: number) => products[index] ?? { id: 0, sku: '', variant: '' };
  const customer = async () => {
    const shopper = new Shopper(api);
    await shopper.register(`wish.${Date.now()}.${sequence++}@example.com`);
    return shopper;
  };

  it('answers 401 to a guest', async () => {
    const guest = new Shopper(api);
    expect((await guest.post('/customer/wishlists/0')).status).toBe(401);
    expect((await guest.post(`/customer/wishlists/0/items/${product(0).id}`)).status).toBe(401);
  });

  it('adds by product id or sku, lists with product and addedToBag, newest first', async () => {
    const shopper = await customer();
    expect((await shopper.post(`/customer/wishlists/0/items/${product(0).id}`)).status).toBe(201);
    expect((await shopper.post(`/customer/wishlists/0/items/${product(1).sku}`)).status).toBe(201);
    await shopper.post(`/items/${product(0).variant}`);
    const answer = await shopper.post('/customer/wishlists/0', { body: { page: 1, limit: 50 } });
    expect(answer.status).toBe(200);
    const { items, paging } = answer.body.wishlist;
    expect(paging).toEqual({ page: 1, limit: 50, total: 2 });
    expect(items.map((item: { product: { id: number } }) => item.product.id).sort()).toEqual(
      [product(0).id, product(1).id].sort(),
    );
    const byId = new Map(
      items.map((item: { product: { id: number }; addedToBag: boolean }) => [
        item.product.id,
        item.addedToBag,
      ]),
    );
    expect(byId.get(product(0).id)).toBe(true);
    expect(byId.get(product(1).id)).toBe(false);
    expect(items[0].product).toMatchObject({ sku: expect.any(String), name: expect.any(String) });
  });

  it("answers an error containing 'duplicate item' for a product already there", async () => {
    const shopper = await customer();
    await shopper.post(`/customer/wishlists/0/items/${product(2).id}`);
    const again = await shopper.post(`/customer/wishlists/0/items/${product(2).sku}`);
    expect(again.status).toBe(409);
    expect(again.body.errors.product).toContain('duplicate item');
  });

  it('removes an item, and answers 404 for one not there or an unknown product', async () => {
    const shopper = await customer();
    await shopper.post(`/customer/wishlists/0/items/${product(3).id}`);
    expect((await shopper.delete(`/customer/wishlists/0/items/${product(3).id}`)).status).toBe(200);
    expect((await shopper.delete(`/customer/wishlists/0/items/${product(3).id}`)).status).toBe(404);
    const unknown = await shopper.post("/customer/wishlists/0/items/no-such-product'--");
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.product).toBe('unknown product');
    const list = await shopper.post('/customer/wishlists/0');
    expect(list.body.wishlist.items).toEqual([]);
  });

  it('pages by page and limit, 50 at most; wishlists other than 0 do not exist', async () => {
    const shopper = await customer();
    for (const index of [0, 1, 2]) {
      await shopper.post(`/customer/wishlists/0/items/${product(index).id}`);
    }
    const first = await shopper.post('/customer/wishlists/0', { body: { page: 1, limit: 2 } });
    const second = await shopper.post('/customer/wishlists/0', { body: { page: 2, limit: 2 } });
    expect(first.body.wishlist.items).toHaveLength(2);
    expect(second.body.wishlist.items).toHaveLength(1);
    expect((await shopper.post('/customer/wishlists/0', { body: { limit: 51 } })).status).toBe(400);
    const other = await shopper.post('/customer/wishlists/1');
    expect(other.status).toBe(400);
    expect(other.body.errors.wishlistId).toBe('unknown wishlist');
  });
});
