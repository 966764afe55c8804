import type { ClientState } from '@cairn/commerce-client';

type Keys = { sessionKey: string; customerKey: string };
type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const shoppingKeysKey = 'cairn.order-shopping-keys';
const handledPrefix = 'cairn.order-handled.';

/**
 * Before paying: remember the recommendation keys the shopper shopped with. Paying regenerates
 * them (requirements R-FLOW-8), and the order belongs to the session that placed it.
 */
export function rememberShoppingKeys(storage: SessionStorageLike | undefined, keys: Keys): void {
  try {
    storage?.setItem(shoppingKeysKey, JSON.stringify(keys));
  } catch {
    // storage refused: the order is reported with the keys of now
  }
}

export type FinishedOrder = {
  /** False when this tab has finished the order already (a reload of the success page). */
  first: boolean;
  /** The keys the order was shopped with, for reporting it to the recommendations engine. */
  shoppingKeys: Keys;
  /** Whether the keys were regenerated here (payment normally does it already). */
  regenerated: boolean;
};

/**
 * After an order (the success page): once per order and tab, make sure the recommendation
 * session and customer keys are new ones, and answer the keys the order was shopped with.
 */
export function finishOrder(
  orderNumber: string,
  state: Pick<ClientState, 'recommendationKeys' | 'regenerateRecommendationKeys'>,
  storage: SessionStorageLike | undefined,
): FinishedOrder {
  const handled = `${handledPrefix}${orderNumber}`;
  const current = state.recommendationKeys();
  let shoppingKeys: Keys | null = null;
  try {
    if (storage?.getItem(handled))
      return { first: false, shoppingKeys: current, regenerated: false };
    storage?.setItem(handled, '1');
    shoppingKeys = parseKeys(storage?.getItem(shoppingKeysKey) ?? null);
    storage?.removeItem(shoppingKeysKey);
  } catch {
    // storage refused: finish without the remembered keys
  }
  const stillCurrent = !shoppingKeys || shoppingKeys.sessionKey === current.sessionKey;
  if (stillCurrent) state.regenerateRecommendationKeys();
  return { first: true, shoppingKeys: shoppingKeys ?? current, regenerated: stillCurrent };
}

function parseKeys(text: string | null): Keys | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' &&
      value !== null &&
      'sessionKey' in value &&
      'customerKey' in value &&
      typeof value.sessionKey === 'string' &&
      typeof value.customerKey === 'string'
      ? { sessionKey: value.sessionKey, customerKey: value.customerKey }
      : null;
  } catch {
    return null;
  }
}
