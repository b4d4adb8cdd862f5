/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { requestIdOf } from '../request-id.js';
import { trustedProxies } from '../trusted-proxies.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const proxy = trustedProxies(['10.0.0.0/8', '::1']);
const from = (remoteAddress: string, id?: string | string[]) => ({ socket: { remoteAddress }, headers: id === undefined ? {} : { 'x-request-id': id } }) as never;

// docs/operations-observability.md, 'Request ids': a trusted proxy's sane id is kept, anything else replaced.
describe('the request id', () => {
  it("keeps the id a trusted proxy sends (nginx's hex id, a UUID, an IPv4 peer on a dual-stack socket)", () => {
    expect(requestIdOf(from('10.1.2.3', '4f2a9c0e1b7d4e5f8a6b3c2d1e0f9a8b'), proxy)).toBe('4f2a9c0e1b7d4e5f8a6b3c2d1e0f9a8b');
    expect(requestIdOf(from('::ffff:10.0.0.7', 'edge-1:42.7_a'), proxy)).toBe('edge-1:42.7_a');
    expect(requestIdOf(from('::1', '0b3c1f7e-2d5a-4c8e-9f61-7a2b3c4d5e6f'), proxy)).toBe('0b3c1f7e-2d5a-4c8e-9f61-7a2b3c4d5e6f');
  });

  it('ignores an id sent by anyone else, and with no trusted proxy at all', () => {
    const id = requestIdOf(from('203.0.113.9', 'chosen-by-the-client'), proxy);
    expect(id).not.toBe('chosen-by-the-client');
    expect(id).toMatch(UUID);
    expect(requestIdOf(from('10.1.2.3', 'chosen-by-the-client'), trustedProxies([]))).toMatch(UUID);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
    ['with a space', 'abc def'],
    ['with a line break (a forged log line)', 'abc\n{"level":"error"}'],
    ['with quotes', '"abc"'],
    ['two ids (the header sent twice)', 'abc, def'],
    ['not text', ['abc', 'def']],
  ])('replaces a trusted proxy’s id that is %s', (_what, sent) => {
    expect(requestIdOf(from('10.1.2.3', sent), proxy)).toMatch(UUID);
  });

  it('accepts 128 characters, no more', () => {
    expect(requestIdOf(from('10.1.2.3', 'a'.repeat(128)), proxy)).toBe('a'.repeat(128));
  });

  it('draws a new id for every request without one', () => {
    const ids = new Set(Array.from({ length: 50 }, () => requestIdOf(from('10.1.2.3'), proxy)));
    expect(ids.size).toBe(50);
  });
});
