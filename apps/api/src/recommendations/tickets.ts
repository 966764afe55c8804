/**
 * The embedded engine's click tickets: which list recommended which product, readable back
 * when the shopper clicks. Opaque to clients, as Elevate's are; a ticket is not a secret.
 */
export type TicketContents = { list: string; productKey: string };

export function createTicket({ list, productKey }: TicketContents): string {
  return Buffer.from(JSON.stringify(['t1', list, productKey])).toString('base64url');
}

/** The list and product a ticket names, or null for anything this engine did not make. */
export function readTicket(ticket: string): TicketContents | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(ticket, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value[0] === 't1' &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string' &&
      value[2].length > 0
    ) {
      return { list: value[1], productKey: value[2] };
    }
  } catch {
    // not base64url JSON: not ours
  }
  return null;
}
