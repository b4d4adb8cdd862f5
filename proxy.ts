import { NextResponse, type NextRequest } from 'next/server';
import { API_CSP, pageCsp, pagePolicyOptions } from '@/lib/security/content-security-policy';

/** A fresh CSP nonce per page request; _document puts it on every script and style tag. */
export function proxy(request: NextRequest) {
  const isApi = request.nextUrl.pathname.startsWith('/api/');
  if (isApi) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', API_CSP);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  // A page every visitor shares drops this nonce and gets the hash-based policy from the document instead
  // (src/site/server/page-cache.ts, pages/_document.tsx).
  const csp = pageCsp({ nonce, ...pagePolicyOptions() });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // '/' apart: with i18n Next matches the locale-prefixed path, and the pattern below needs a '/' after the locale.
  matcher: ['/', '/((?!_next/static|_next/image|favicon.svg|robots.txt).*)'],
};
