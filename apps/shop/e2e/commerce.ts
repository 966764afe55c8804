/** A delivery address as the commerce API takes it. */
export type GuestAddress = {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  city: string;
  zipCode: string;
  country: string;
};

const anotherShopper: GuestAddress = {
  firstName: 'Bea',
  lastName: 'Quick',
  email: 'bea@example.com',
  address1: '2 Fell Lane',
  city: 'Ambleside',
  zipCode: 'LA22 0AA',
  country: 'GB',
};

/**
 * Another shopper, outside the browser: a guest session of the shop's commerce API at `url`
 * adds `quantity` of `sku` and pays by test invoice, delivering to `address` (default: a
 * shopper in the Lake District). Answers the order number.
 */
export async function buyAsGuest(
  url: string,
  {
    sku,
    quantity,
    address = anotherShopper,
  }: { sku: string; quantity: number; address?: GuestAddress },
): Promise<string> {
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${url}/commerce${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'API-Token': token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { token: response.headers.get('API-Token') ?? token, body: await response.json() };
  };
  const { token } = await call('GET', '/selection', 'none');
  const added = await call('POST', `/items/${encodeURIComponent(sku)}`, token, { quantity });
  if (!added.body.selection?.items?.length) {
    throw new Error(`adding ${sku} failed: ${JSON.stringify(added.body).slice(0, 300)}`);
  }
  const paid = await call('POST', '/payment', added.token, {
    termsAndConditions: true,
    paymentMethod: 'test-invoice',
    address,
  });
  if (!paid.body.order) throw new Error(`paying for ${sku} failed: ${JSON.stringify(paid.body)}`);
  return String(paid.body.order.order);
}
