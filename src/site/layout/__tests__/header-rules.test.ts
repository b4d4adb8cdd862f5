import { describe, expect, it } from '@jest/globals';
import { PAYMENT_METHODS } from '@/contracts/checkout';
import type { Locale } from '@/lib/locales';
import { helpLinks, hasPressRoom, FOOTER_PAYMENT_METHODS, showsPackageDirective } from '../footer-links';
import { wishlistPlacement } from '../header-rules';
import { isMobileAppAgent } from '../mobile-app';

describe('header and footer rules', () => {
  it.each<[Locale, boolean, ReturnType<typeof wishlistPlacement>]>([
    ['fr-FR', false, { header: 'always', burger: false }],
    ['es-ES', false, { header: 'always', burger: false }],
    ['nl-NL', false, { header: 'always', burger: false }],
    ['it-IT', false, { header: 'always', burger: false }],
    ['fr-BE', false, { header: 'desktop', burger: true }],
    ['nl-BE', false, { header: 'desktop', burger: true }],
    ['fr-FR', true, { header: 'never', burger: false }],
    ['nl-BE', true, { header: 'never', burger: false }],
  ])('places the wishlist in %s (customer accounts %s)', (locale, accounts, placement) => {
    expect(wishlistPlacement(locale, accounts)).toEqual(placement);
  });

  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit wed-mobile/5.2', true],
    ['WED-MOBILE', true],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile', false],
    ['', false],
    [undefined, false],
  ])('recognises the mobile app in %j: %s', (agent, inApp) => {
    expect(isMobileAppAgent(agent)).toBe(inApp);
  });

  it.each<[Locale, boolean]>([
    ['fr-FR', true],
    ['es-ES', true],
    ['fr-BE', false],
    ['nl-BE', false],
    ['nl-NL', false],
    ['it-IT', false],
  ])('has a press room in %s: %s', (locale, press) => {
    expect(hasPressRoom(locale)).toBe(press);
    expect(helpLinks(locale).some((l) => l.key === 'press')).toBe(press);
  });

  it('links the company sites in the visitor’s language', () => {
    expect(helpLinks('nl-BE').map((l) => l.href)).toEqual([null, null, 'https://partners.escapade.example/nl/', 'https://careers.escapade.example/nl/']);
  });

  it('shows every payment method the checkout takes', () => {
    expect(FOOTER_PAYMENT_METHODS).toEqual(['card', 'bankTransfer', 'hotel']);
    // The footer's list is written out (the checkout's constants stay out of the first load): the same methods.
    expect([...FOOTER_PAYMENT_METHODS].sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it.each([
    ['product', true],
    ['hotel', true],
    ['search', true],
    ['contact', false],
    ['legal', false],
  ] as const)('shows the package-directive block on %s: %s', (page, shown) => {
    expect(showsPackageDirective(page)).toBe(shown);
  });
});
