import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address the fake provider knows, as Loqate's Retrieve answers it. */
export type KnownAddress = {
  Id: string;
  Line1: string;
  Line2: string;
  Company: string;
  City: string;
  PostalCode: string;
  CountryIso2: string;
};

export type FakeAddressLookup = {
  /** The provider's script and stylesheet, as LOQATE_SCRIPT_URL and LOQATE_STYLE_URL take them. */
  scriptUrl: string;
  styleUrl: string;
  /** The Find and Retrieve calls the browser made, with their query parameters. */
  calls: { service: 'Find' | 'Retrieve'; params: Record<string, string> }[];
  close(): Promise<void>;
};

/**
 * The browser half of Loqate's Address Capture, reduced to what the checkout uses:
 * `new pca.Address(fields, options)` searches as the shopper types into a SEARCH field, lists
 * Find's answers under it, and on a choice calls Retrieve and writes each POPULATE field the
 * way the real script does (`element.value = ...`, no event), then calls `populate` listeners.
 */
const providerScript = (origin: string) => `(() => {
  const origin = ${JSON.stringify(origin)};
  const SEARCH = 1, POPULATE = 2;
  class Address {
    constructor(fields, options) {
      this.fields = fields;
      this.options = options;
      this.listeners = { populate: [] };
      this.cleanups = [];
      for (const field of fields.filter((f) => f.mode & SEARCH && f.field === 'Line1')) {
        const input = document.getElementById(field.element);
        if (!input) continue;
        const onInput = () => this.find(input);
        input.addEventListener('input', onInput);
        this.cleanups.push(() => input.removeEventListener('input', onInput));
      }
    }
    async call(service, version, params) {
      const query = new URLSearchParams({ Key: this.options.key, ...params });
      const response = await fetch(origin + '/Capture/Interactive/' + service + '/' + version + '/json3.ws?' + query);
      return (await response.json()).Items;
    }
    async find(input) {
      const text = input.value.trim();
      const asked = (this.asked = (this.asked ?? 0) + 1);
      if (text.length < 3) return;
      const items = await this.call('Find', 'v1.10', { Text: text, Countries: this.options.countries.codesList });
      // Only the answer to the latest text is listed.
      if (asked !== this.asked) return;
      for (const old of document.querySelectorAll('.pca-list')) old.remove();
      const list = document.createElement('ul');
      list.className = 'pca-list';
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', 'Addresses found');
      for (const item of items) {
        const option = document.createElement('li');
        option.setAttribute('role', 'option');
        option.tabIndex = 0;
        option.textContent = item.Text + ', ' + item.Description;
        option.addEventListener('click', () => this.retrieve(item.Id));
        list.append(option);
      }
      input.after(list);
    }
    async retrieve(id) {
      const [address] = await this.call('Retrieve', 'v1.20', { Id: id });
      for (const old of document.querySelectorAll('.pca-list')) old.remove();
      for (const field of this.fields.filter((f) => f.mode & POPULATE)) {
        const element = document.getElementById(field.element);
        if (element) element.value = address[field.field] ?? '';
      }
      for (const listener of this.listeners.populate) listener(address, []);
    }
    listen(event, handler) { this.listeners[event]?.push(handler); }
    destroy() { for (const cleanup of this.cleanups) cleanup(); }
  }
  window.pca = { Address };
})();`;

/**
 * A local stand-in for Loqate (script, stylesheet, and the Find and Retrieve services of
 * Address Capture, in their json3 shape) for browser tests of the checkout's lookup.
 */
export async function startFakeAddressLookup({
  key,
  addresses,
}: {
  key: string;
  addresses: KnownAddress[];
}): Promise<FakeAddressLookup> {
  const calls: FakeAddressLookup['calls'] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const json = (body: unknown) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify(body));
    };
    const service = url.pathname.match(/^\/Capture\/Interactive\/(Find|Retrieve)\//)?.[1] as
      | 'Find'
      | 'Retrieve'
      | undefined;
    if (request.method === 'OPTIONS') {
      // A preflight: the test browser adds a header of its own (X-Forwarded-For) to every call.
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      });
      response.end();
    } else if (url.pathname === '/js/address.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(providerScript(origin));
    } else if (url.pathname === '/css/address.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end(
        '.pca-list { list-style: none; margin: 0; padding: 0; border: 1px solid #555; }',
      );
    } else if (service) {
      const params = Object.fromEntries(url.searchParams);
      calls.push({ service, params });
      // Loqate answers an unknown key with an error item (error 2).
      if (params.Key !== key) {
        json({
          Items: [{ Error: '2', Description: 'Unknown key', Cause: 'The key is not valid.' }],
        });
      } else if (service === 'Find') {
        const text = (params.Text ?? '').toLowerCase();
        json({
          Items: addresses
            .filter((address) =>
              `${address.Line1} ${address.PostalCode}`.toLowerCase().includes(text),
            )
            .map((address) => ({
              Id: address.Id,
              Type: 'Address',
              Text: address.Line1,
              Description: `${address.City} ${address.PostalCode}`,
            })),
        });
      } else {
        json({ Items: addresses.filter((address) => address.Id === params.Id) });
      }
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/js/address.js`,
    styleUrl: `${origin}/css/address.css`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
