/** A Content-Security-Policy header as directive → sources (lower-cased names, sources as written). */
export function parseCsp(header: string | null | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The Cache-Control of a page every visitor shares (src/site/server/page-cache.ts): it must carry the hash-based CSP. */
export const SHARED_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

/**
 * Why a response's headers miss the site's policy (empty when they meet it): the issue 7 §2 list. A 'page' a shared
 * cache may keep (its Cache-Control says so) is held to the hash-based policy, any other page to the nonce policy.
 */
export function securityProblems(headers: Record<string, string | undefined>, kind: 'page' | 'shared page' | 'api' | 'asset'): string[] {
  if (kind === 'page' && headers['cache-control'] === SHARED_PAGE_CACHE) kind = 'shared page';
  const problems: string[] = [];
  const get = (name: string) => headers[name.toLowerCase()];
  const hsts = /max-age=(\d+)/.exec(get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < 31_536_000 || !/includeSubDomains/i.test(get('strict-transport-security') ?? '')) problems.push('HSTS of a year with includeSubDomains');
  if (get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options: nosniff');
  if (!get('referrer-policy')) problems.push('Referrer-Policy');
  if (!get('permissions-policy')) problems.push('Permissions-Policy');
  if (get('x-powered-by') !== undefined) problems.push('no X-Powered-By');
  const csp = parseCsp(get('content-security-policy'));
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors 'none'");
  if (kind === 'page') {
    const script = csp.get('script-src') ?? [];
    if (!script.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s))) problems.push('a nonce in script-src');
    if (script.includes("'unsafe-inline'") || script.includes("'unsafe-eval'")) problems.push("no 'unsafe-inline' or 'unsafe-eval' in script-src");
    if (csp.get('object-src')?.join(' ') !== "'none'") problems.push("object-src 'none'");
    if (csp.get('base-uri')?.join(' ') !== "'none'") problems.push("base-uri 'none'");
    const styleElements = csp.get('style-src-elem') ?? csp.get('style-src') ?? [];
    if (styleElements.includes("'unsafe-inline'") || !styleElements.some((s) => s.startsWith("'nonce-"))) problems.push('style elements by nonce only');
  } else if (kind === 'shared page') {
    // A page a cache may keep (issue 21 §3): its inline code by hash, never by a nonce every visitor would share.
    const script = csp.get('script-src') ?? [];
    if (script[0] !== "'self'" || !script.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))) problems.push("script-src 'self' plus sha256 hashes only");
    if (csp.get('object-src')?.join(' ') !== "'none'") problems.push("object-src 'none'");
    if (csp.get('base-uri')?.join(' ') !== "'none'") problems.push("base-uri 'none'");
    // Style elements follow style-src unless a style-src-elem is there; either way by hash only.
    for (const directive of ['style-src', ...(csp.has('style-src-elem') ? ['style-src-elem'] : [])]) {
      const styles = csp.get(directive) ?? [];
      if (styles[0] !== "'self'" || !styles.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))) problems.push(`${directive} 'self' plus sha256 hashes only`);
    }
  } else {
    // Data and assets run nothing: no script source at all.
    const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
    if (script.join(' ') !== "'none'") problems.push("scripts 'none' (default-src 'none')");
  }
  return problems;
}
