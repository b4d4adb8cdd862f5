/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { elementHashes, inlineScriptHashes, RUNTIME_STYLE_HASHES, sha256Source } from '../inline-hashes';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('hashes of the inline code a page holds', () => {
  it('hashes the exact text, UTF-8', () => {
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(sha256Source('é')).toBe(hash('é'));
  });

  it.each([
    ['an inline script', '<script>a()</script>', [hash('a()')]],
    ['one with attributes', '<script id="x" nonce="n">b()</script>', [hash('b()')]],
    ['a script with src', '<script src="/x.js"></script>', []],
    ['JSON data', '<script id="__NEXT_DATA__" type="application/json">{}</script>', []],
    ['JSON-LD', '<script type="application/ld+json">{}</script>', []],
    ['two scripts', '<div><script>a()</script><p>x</p><script type="text/javascript">c()</script></div>', [hash('a()'), hash('c()')]],
  ])('finds %s', (_what, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it('hashes style and script elements of a React tree, not data scripts', () => {
    const tree = [
      createElement('style', { key: 1, dangerouslySetInnerHTML: { __html: '.a{}' } }),
      [createElement('style', { key: 2 }, '.b{}')],
      createElement('script', { key: 3, type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{}' } }),
      createElement('script', { key: 4, dangerouslySetInnerHTML: { __html: 'x()' } }),
    ];
    expect(elementHashes(tree, 'style')).toEqual([hash('.a{}'), hash('.b{}')]);
    expect(elementHashes(tree, 'script')).toEqual([hash('x()')]);
  });

  it('allows only the empty style tag the browser fills through the CSSOM (styled-components, the scroll lock)', () => {
    expect(RUNTIME_STYLE_HASHES).toEqual([hash('')]);
  });
});
