/** @jest-environment node */
// The client address used for rate limits and logs (src/server/http/client-address.ts): X-Forwarded-For is read only
// when the socket's peer is one of TRUSTED_PROXIES, and then only as far as the trusted hops go.
import { describe, expect, it } from '@jest/globals';
import { parseEnv } from '@/lib/env';
import { clientAddress, trustedProxies } from '@/server/http/client-address';

const request = (remoteAddress: string | undefined, forwarded?: string | string[]) =>
  ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress } }) as never;

describe('TRUSTED_PROXIES', () => {
  it('is empty by default: the client is the socket address', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
  });

  it('reads addresses and CIDR blocks of both families, comma or space separated', () => {
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7  ::1,fd00::/8 ' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
  });

  it.each(['10.0.0.0/33', 'localhost', '10.0.0.1/8/2', '::1/129', '10.0.0', '*'])('refuses %s and names the variable', (value) => {
    expect(() => parseEnv({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('client address', () => {
  const none = trustedProxies([]);
  const lb = trustedProxies(['10.0.0.0/24', 'fd00::/8']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (the default: no proxy is)', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), none)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '1.1.1.1, 2.2.2.2'), lb)).toBe('203.0.113.9');
  });

  it('changing the last X-Forwarded-For entry on each request never changes the address (the bypass of issue 22)', () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => clientAddress(request('203.0.113.9', `10.1.2.${i}`), none)));
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  it('reads the entry the trusted proxy appended, not the ones the client wrote before it', () => {
    expect(clientAddress(request('10.0.0.5', '6.6.6.6, 198.51.100.7'), lb)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.5', ['6.6.6.6', '198.51.100.7']), lb)).toBe('198.51.100.7');
  });

  it('walks through a chain of trusted proxies to the first untrusted hop', () => {
    expect(clientAddress(request('10.0.0.5', '6.6.6.6, 198.51.100.7, 10.0.0.9, 10.0.0.10'), lb)).toBe('198.51.100.7');
  });

  it('keeps the trusted peer when it forwards nothing or garbage, and the left-most entry when every hop is trusted', () => {
    expect(clientAddress(request('10.0.0.5'), lb)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', 'not-an-address'), lb)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '10.0.0.7, 10.0.0.8'), lb)).toBe('10.0.0.7');
  });

  it('understands IPv4 on a dual-stack socket, IPv6 and entries with ports', () => {
    expect(clientAddress(request('::ffff:10.0.0.5', '198.51.100.7:4711'), lb)).toBe('198.51.100.7');
    expect(clientAddress(request('fd00::1', '[2001:db8::5]:443'), lb)).toBe('2001:db8::5');
    expect(clientAddress(request('::ffff:203.0.113.9'), none)).toBe('203.0.113.9');
    expect(clientAddress(request(undefined), none)).toBe('unknown');
  });
});
