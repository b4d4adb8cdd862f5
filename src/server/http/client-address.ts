import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { env } from '@/lib/env';
import { normaliseAddress as normalise, trustedProxies } from './trusted-proxies.js';

/** Proxies whose X-Forwarded-For entries are believed: addresses and CIDR blocks (TRUSTED_PROXIES). */
export type TrustedProxies = { check(address: string): boolean };
export { trustedProxies };

/** An X-Forwarded-For entry without its port or brackets (`[::1]:443` → `::1`, `1.2.3.4:80` → `1.2.3.4`). */
function entryAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return normalise(bracketed[1]);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return normalise(withPort ? withPort[1] : entry);
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
