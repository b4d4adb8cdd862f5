// @ts-check
// Which peers are trusted proxies (TRUSTED_PROXIES): read by client-address.ts (X-Forwarded-For) and by
// request-context.js (X-Request-Id). CommonJS and plain JavaScript: scripts/serve.mjs requires it without a build.
const { BlockList, isIP } = require('node:net');

/** @typedef {{ check(address: string): boolean }} TrustedProxies Proxies whose forwarded headers are believed. */

/**
 * `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1; anything else is kept as written.
 * @param {string} address
 */
function normaliseAddress(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/**
 * The trust list of `entries`: addresses and CIDR blocks (already validated by src/lib/env.ts).
 * @param {readonly string[]} entries
 * @returns {TrustedProxies}
 */
function trustedProxies(entries) {
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

/**
 * The entries of a TRUSTED_PROXIES value: comma- or space-separated, empty meaning none (as src/lib/env.ts reads it).
 * @param {string | undefined} value
 */
function proxyEntries(value) {
  return (value ?? '').trim().split(/[\s,]+/).filter(Boolean);
}

module.exports = { normaliseAddress, proxyEntries, trustedProxies };
