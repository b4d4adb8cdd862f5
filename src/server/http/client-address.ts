import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { env } from '@/lib/env';

/** Proxies whose X-Forwarded-For entries are believed: addresses and CIDR blocks (TRUSTED_PROXIES). */
export type TrustedProxies = { check(address: string): boolean };

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1; anything else is kept as written. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** An X-Forwarded-For entry without its port or brackets (`[::1]:443` → `::1`, `1.2.3.4:80` → `1.2.3.4`). */
function entryAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return normalise(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return normalise(withPort ? withPort[1] : entry);
}

/** The trust list of `entries` (already validated by src/lib/env.ts). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    check(address) {
      const family = isIP(address);
      return family !== 0 && entries.length > 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

let configured: TrustedProxies | undefined;
/** The trust list of this server's configuration (TRUSTED_PROXIES, empty by default). */
export function configuredProxies(): TrustedProxies {
  configured ??= trustedProxies(env().TRUSTED_PROXIES);
  return configured;
}

/**
 * The address of the client, for rate limits and logs. The socket's peer, unless that peer is a trusted proxy: then
 * X-Forwarded-For is read from the right (each trusted proxy appends the address it was reached from) and the first
 * entry that is not a trusted proxy is the client. Entries left of it are the client's to forge and never read, so
 * with no trusted proxy (the default) X-Forwarded-For changes nothing.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: TrustedProxies = configuredProxies()): string {
  let address = normalise(req.socket?.remoteAddress ?? '');
  if (!address) return 'unknown';
  if (!trusted.check(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  for (let i = entries.length - 1; i >= 0; i--) {
    const hop = entryAddress(entries[i]);
    // Garbage handed on by a trusted proxy: the last address that proxy vouched for is the best known.
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!trusted.check(address)) return address;
  }
  return address;
}
