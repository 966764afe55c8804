import { z } from 'zod';
import { text } from '../../http/text.ts';
import { maxLineQuantity } from './cart-service.ts';

/**
 * The body of `POST /api/cart/add-item` (requirements R-CALL-13), one schema for both carts:
 * the embedded backend's (`add-item-route.ts`) and Centra's (`centra-add-item-route.ts`), so a
 * shop answers bad input alike whichever commerce it runs on.
 */
export const addItemBody = z.object({
  sku: text({ min: 1, minMessage: 'Choose a size', max: 100 }),
  quantity: z.number().int().min(1).max(maxLineQuantity).default(1),
});
