import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../catalogue/catalogue-client.ts';
import { sampleProduct } from '../testing/sample-answers.ts';
import { AnswerMismatchError } from './answer-mismatch-error.ts';

const answering = (body: unknown) =>
  createCatalogueClient({ baseUrl: 'http://shop.test', fetch: async () => Response.json(body) });

describe('answers checked against the contract (outside production)', () => {
  it('given an answer the contract allows, hands it on as it came, extra fields and all', async () => {
    const product = { ...sampleProduct(), addedLater: true };
    expect(await answering({ products: [product] }).productsById([7])).toEqual([product]);
  });

  it('given a renamed field, throws naming the call, the answer and the field', async () => {
    const { priceAsNumber, ...renamed } = sampleProduct();
    const error = await answering({ products: [{ ...renamed, price: priceAsNumber }] })
      .productsById([7])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect(error).toMatchObject({
      call: 'POST /api/catalog/products-by-id',
      answer: 'products',
      issues: [{ path: 'products[0].priceAsNumber' }],
    });
    expect((error as Error).message).toBe(
      "POST /api/catalog/products-by-id: the answer is not the contract's products: " +
        'products[0].priceAsNumber: Invalid input: expected number, received undefined',
    );
  });

  it('given a retyped field, says what was expected and what came', async () => {
    const error = await answering({ products: [sampleProduct({ currency: 'EUR' as 'GBP' })] })
      .productsById([7])
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(
      /products\[0\]\.currency: Invalid input: expected "GBP"/,
    );
  });

  it('lists the first three fields and counts the rest', async () => {
    const error = await answering({ products: [{ id: 7 }] })
      .productsById([7])
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/ \(and \d+ more\)$/);
  });
});
