import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { socketFrom } from '../testing/test-api.ts';
import {
  addressBlock,
  addressFromChain,
  clientAddress,
  clientAddresses,
} from './client-address.ts';

describe('addressBlock', () => {
  it('keeps an IPv4 address, and takes the IPv4 address out of an IPv4-mapped one', () => {
    expect(addressBlock('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const written of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ]) {
      expect(addressBlock(written), written).toBe(block);
    }
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressBlock('unknown')).toBe('unknown');
    expect(addressBlock('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(addressBlock('999.1.1.1')).toBe('999.1.1.1');
  });
});

describe('clientAddress', () => {
  const app = new Hono()
    .use('*', clientAddresses({ trustedHops: 1 }))
    .get('/', (c) => c.text(clientAddress(c)));
  const seen = async (socket: string, forwardedFor?: string) =>
    (
      await app.request(
        '/',
        { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
        socketFrom(socket),
      )
    ).text();

  it('is the /64 of an IPv6 client, behind the trusted proxy or not', async () => {
    expect(await seen('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(await seen('10.0.0.1', '2001:db8:5:6:1:2:3:4')).toBe('2001:db8:5:6::/64');
    expect(await seen('10.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    expect(addressFromChain('10.0.0.1', '198.51.100.9, 203.0.113.1', 1)).toBe('203.0.113.1');
  });
});
