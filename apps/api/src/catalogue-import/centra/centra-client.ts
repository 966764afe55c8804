import type { z } from 'zod';
import {
  type CentraProductsRequest,
  centraBrandsAnswerSchema,
  centraCategoriesAnswerSchema,
  centraProductsAnswerSchema,
} from './centra-wire.ts';

/** Where the catalogue comes from: a Centra Checkout API (the plugin's address). */
export type CentraSource = {
  /** The plugin's base address, `https://<tenant>.centra.com/api/<uri>` (no trailing path). */
  url: string;
  /** The plugin's shared secret (`Authorization: Bearer …`); never sent to a browser. */
  secret?: string | undefined;
  /** Products a `POST /products` page asks for (default 200). */
  pageSize?: number;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** The catalogue as Centra answered it: each object unchecked, the import checks one by one. */
export type CentraCatalogue = {
  categories: unknown[];
  brands: unknown[];
  products: unknown[];
};

export class CentraSourceError extends Error {
  override name = 'CentraSourceError';
}

/**
 * Reads a whole catalogue: `GET /categories`, `GET /brands`, then `POST /products` page by
 * page (`skipFirst`, `limit`) until `productCount` products have come (or a page is empty).
 * Centra rate-limits catalogue reads on every page load; this is the one place that reads it.
 */
export async function fetchCentraCatalogue(
  source: CentraSource,
  onProducts?: (done: number, total: number) => void,
): Promise<CentraCatalogue> {
  const [categories, brands] = await Promise.all([
    fetchCentraCategories(source),
    fetchCentraBrands(source),
  ]);
  const pageSize = source.pageSize ?? 200;
  const products: unknown[] = [];
  for (let total = Number.POSITIVE_INFINITY; products.length < total; ) {
    const page = await call(source, 'POST', '/products', centraProductsAnswerSchema, {
      skipFirst: products.length,
      limit: pageSize,
      relatedProducts: false,
    } satisfies CentraProductsRequest);
    total = page.productCount;
    products.push(...page.products);
    onProducts?.(products.length, total);
    if (page.products.length === 0) break;
  }
  return { categories, brands, products };
}

/** `POST /products` of these ids only (a webhook's changed products). */
export async function fetchCentraProducts(source: CentraSource, ids: string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const answer = await call(source, 'POST', '/products', centraProductsAnswerSchema, {
    products: ids,
    limit: ids.length,
    relatedProducts: false,
  } satisfies CentraProductsRequest);
  return answer.products;
}

export async function fetchCentraCategories(source: CentraSource): Promise<unknown[]> {
  return (await call(source, 'GET', '/categories', centraCategoriesAnswerSchema)).categories;
}

export async function fetchCentraBrands(source: CentraSource): Promise<unknown[]> {
  const { brands } = await call(source, 'GET', '/brands', centraBrandsAnswerSchema);
  // Some plugins answer brands keyed by id, as the Shop API does.
  return Array.isArray(brands) ? brands : Object.values(brands);
}

async function call<Schema extends z.ZodType>(
  source: CentraSource,
  method: 'GET' | 'POST',
  path: string,
  schema: Schema,
  body?: unknown,
): Promise<z.infer<Schema>> {
  const url = `${source.url.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // A server-side, session-less call: Centra's token header says so.
    'API-token': 'none',
  };
  if (source.secret) headers.Authorization = `Bearer ${source.secret}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const send = () =>
    (source.fetch ?? fetch)(url, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(source.timeoutMs ?? 30_000),
    });
  let response: Response;
  try {
    // Every call only reads, so one that failed on the way (a kept-alive connection the
    // server had just closed) is sent once more.
    response = await send().catch(send);
  } catch (error) {
    throw new CentraSourceError(`Could not reach Centra at ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 403
        ? ' (is the shared secret right?)'
        : response.status === 429
          ? ' (rate limited: try a larger page or a longer interval)'
          : '';
    throw new CentraSourceError(
      `Centra answered ${method} ${path} with HTTP ${response.status}${hint}`,
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new CentraSourceError(`Centra's answer to ${method} ${path} is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CentraSourceError(
      `Centra's answer to ${method} ${path} is not the Checkout API's shape: ${issue?.path.join('.') || '(answer)'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
