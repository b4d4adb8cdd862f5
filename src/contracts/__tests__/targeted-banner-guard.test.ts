/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ContractError } from '../guards';
import { parseTargetedBannerResponse } from '../targeted-banner';
import { targetedBannerResponseSchema } from '../targeted-banner.schema';

const cta = fc.record({ label: fc.string(), url: fc.webUrl(), newTab: fc.boolean() }, { requiredKeys: ['label', 'url', 'newTab'] }).chain((c) =>
  fc.option(fc.string(), { nil: undefined }).map((category) => (category === undefined ? c : { ...c, category })),
);
const banner = fc.record({
  id: fc.integer(),
  themeId: fc.option(fc.integer(), { nil: null }),
  title: fc.string(),
  subtitle: fc.string(),
  imageUrl: fc.string(),
  imageMobile: fc.string(),
  imagePosition: fc.constantFrom('center', 'left', 'right'),
  imageAlt: fc.string(),
  ctas: fc.array(cta, { maxLength: 3 }),
  url: fc.string(),
  newTab: fc.boolean(),
  campaign: fc.string(),
  category: fc.string(),
});
const answer = fc.record({ items: fc.array(banner, { maxLength: 3 }) });

/** A JSON value one step off: a field replaced or removed, an extra field, a wrong type at the top. */
const damaged = fc.oneof(
  answer.chain((a) =>
    a.items.length === 0
      ? fc.constant<unknown>(a)
      : fc.tuple(fc.nat(a.items.length - 1), fc.constantFrom(...Object.keys(a.items[0])), fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.double())).map(([i, key, value]) => {
          const items = a.items.map((item, j) => (j === i ? { ...item, [key]: value } : item));
          return { items } as unknown;
        }),
  ),
  answer.map((a) => ({ ...a, extra: 1, items: a.items.map((item) => ({ ...item, unknownField: 'x' })) })),
  fc.jsonValue(),
  fc.constantFrom<unknown>(null, [], 'banners', { items: null }, { items: [null] }, { items: [{ id: 1.5 }] }, { items: [{}] }),
);

const viaGuard = (body: unknown) => {
  try {
    return { success: true as const, data: parseTargetedBannerResponse(body) };
  } catch (error) {
    expect(error).toBeInstanceOf(ContractError);
    return { success: false as const };
  }
};

describe('targetedBanner.json, checked without zod', () => {
  it('accepts what the schema accepts, with the same data, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fc.oneof(answer, damaged), (body) => {
        const schema = targetedBannerResponseSchema.safeParse(body);
        const guard = viaGuard(body);
        expect(guard.success).toBe(schema.success);
        if (schema.success && guard.success) expect(guard.data).toEqual(schema.data);
      }),
      { numRuns: 500 },
    );
  });

  it('names the bad field', () => {
    expect(() => parseTargetedBannerResponse({ items: [{ id: 'x' }] })).toThrow('items[0].id: expected an integer');
    expect(() => parseTargetedBannerResponse(null)).toThrow('answer: expected an object');
  });
});
