/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { scriptSafeJson } from '../script-json';

describe('scriptSafeJson', () => {
  it('never lets a value close the script element or open markup in it', () => {
    expect(scriptSafeJson({ name: '</script><script>alert(1)</script>', note: 'a & b <!-- c -->' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"a \\u0026 b \\u003c!-- c --\\u003e"}',
    );
  });

  it('reads back as the same value, whatever the text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptSafeJson(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });
});
