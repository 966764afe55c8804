import type { AccountCreationDetails } from './schema.ts';

export type EngageForwarder = {
  newsletterSignup(email: string): Promise<void>;
  accountCreation(email: string, details: AccountCreationDetails): Promise<void>;
};

export type EngageForwarderOptions = {
  /** The Voyado Engage tenant, e.g. `https://acme.voyado.com`. */
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * Forwards sign-ups and new accounts to Voyado Engage's contacts API
 * (`POST {url}/api/v2/contacts`, `apikey` header). A contact that already exists (409) counts
 * as forwarded; any other failure throws with the status.
 */
export function createEngageForwarder({
  url,
  apiKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
}: EngageForwarderOptions): EngageForwarder {
  const endpoint = new URL('api/v2/contacts', url.endsWith('/') ? url : `${url}/`);

  async function createContact(contact: Record<string, unknown>, source: string) {
    const target = new URL(endpoint);
    target.searchParams.set('source', source);
    const response = await fetchImpl(target, {
      method: 'POST',
      headers: {
        apikey: apiKey,
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': 'cairn-api',
      },
      body: JSON.stringify(contact),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok && response.status !== 409) {
      throw new Error(`Voyado Engage answered ${response.status} ${response.statusText}`.trim());
    }
  }

  return {
    newsletterSignup: (email) =>
      createContact({ email, preferences: { acceptsEmail: true } }, 'newsletter-signup'),
    accountCreation: (email, details) =>
      createContact(
        {
          email,
          firstName: details.firstName,
          lastName: details.lastName,
          countryCode: details.countryCode,
          preferences: { acceptsEmail: details.acceptsEmail ?? false },
        },
        'account-creation',
      ),
  };
}
