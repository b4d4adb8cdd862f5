/** @jest-environment node */
// The response policy, in-process: next.config.js headers for every path, proxy.ts's nonce CSP for pages and
// API answers, and a strict CSP for every path the proxy skips. e2e/xss.spec.ts checks the same on a running server.
import { describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { config as proxyConfig, proxy } from '../../proxy';
import { securityProblems } from './csp';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with next.config.js
const { SECURITY_HEADERS } = require('../../src/lib/security/security-headers.js') as { SECURITY_HEADERS: { key: string; value: string }[] };
const SECURITY_HEADER_VALUES = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key.toLowerCase(), h.value]));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const nextConfig = require('../../next.config.js') as {
  poweredByHeader?: boolean;
  images: { contentSecurityPolicy?: string };
  headers: () => Promise<{ source: string; locale?: false; headers: { key: string; value: string }[] }[]>;
};

/** The headers next.config.js adds to a path (its `source` patterns are exact paths or end in `/:path*`). */
async function configHeaders(path: string): Promise<Record<string, string>> {
  const matches = (source: string) => (source.endsWith('/:path*') ? path.startsWith(source.slice(0, -'/:path*'.length)) : path === source);
  const headers: Record<string, string> = {};
  for (const rule of await nextConfig.headers()) if (matches(rule.source)) for (const h of rule.headers) headers[h.key.toLowerCase()] = h.value;
  return headers;
}

/** Whether proxy.ts runs for a path (its matcher: '/' and one regular expression). */
const proxied = (path: string) => proxyConfig.matcher.some((m) => (m === '/' ? path === '/' : new RegExp(`^${m}$`).test(path)));
const matcherPattern = proxyConfig.matcher.find((m) => m.includes('(?!'))!;

async function answer(path: string): Promise<{ headers: Record<string, string>; forwardedNonce: string | null }> {
  const headers = await configHeaders(path);
  let forwardedNonce: string | null = null;
  if (proxied(path)) {
    const response = proxy(new NextRequest(`http://localhost${path}`));
    response.headers.forEach((value, key) => {
      headers[key] = value;
    });
    forwardedNonce = response.headers.get('x-middleware-request-x-nonce');
  }
  return { headers, forwardedNonce };
}

describe('security headers of every response kind', () => {
  it('never says what runs the site', () => {
    expect(nextConfig.poweredByHeader).toBe(false);
  });

  it('matches build assets and public files alike: rules with `locale: false` (no locale in the path) and without (public files)', async () => {
    const rules = await nextConfig.headers();
    expect(rules.find((r) => r.source === '/:path*')?.locale).toBe(false);
    for (const rule of rules.filter((r) => r.source !== '/:path*')) {
      expect(rules.filter((r) => r.source === rule.source).map((r) => r.locale ?? 'prefixed').sort()).toEqual([false, 'prefixed']);
    }
  });

  it('gives optimised images a policy that forbids framing and scripts (Next sets it from images.contentSecurityPolicy)', () => {
    expect(securityProblems({ ...SECURITY_HEADER_VALUES, 'content-security-policy': nextConfig.images.contentSecurityPolicy }, 'asset')).toEqual([]);
  });

  it.each([
    ['home page', '/', 'page'],
    ['search page', '/recherche', 'page'],
    ['not-found page', '/nope/nope', 'page'],
    ['API answer', '/api/offers.json', 'api'],
    ['picture from the API', '/api/images/hotel-1-0.jpg', 'api'],
    ['build asset', '/_next/static/chunks/main.js', 'asset'],
    ['optimised image', '/_next/image', 'asset'],
    ['public file', '/favicon.svg', 'asset'],
    ['robots.txt', '/robots.txt', 'asset'],
  ] as const)('%s (%s) meets the policy', async (_what, path, kind) => {
    const { headers } = await answer(path);
    expect(securityProblems(headers, kind)).toEqual([]);
  });

  it('gives each page request its own nonce, and hands it to the document through x-nonce', async () => {
    const first = await answer('/recherche');
    const second = await answer('/recherche');
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonceOf(first.headers['content-security-policy'])).toBe(first.forwardedNonce);
    expect(first.forwardedNonce).not.toBe(second.forwardedNonce);
  });

  it('covers every path the proxy skips with a CSP from next.config.js', async () => {
    const skipped = /\(\?!([^)]*)\)/.exec(matcherPattern)![1].split('|');
    for (const prefix of skipped) {
      const path = `/${prefix}${prefix.includes('.') ? '' : '/x'}`;
      expect(proxied(path)).toBe(false);
      expect((await configHeaders(path))['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
