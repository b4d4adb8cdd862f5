import type { Page, Response } from '@playwright/test';
import { parseCsp, SHARED_PAGE_CACHE } from '../tests/security/csp';
import { expect, SEGMENTS, test } from './fixtures';

// Issue 21 §3 in a browser (fr-FR-desktop only, see playwright.config.ts): pages every visitor shares come with a
// CSP of hashes instead of a nonce; the page, its lazy parts, styles added in the browser and a dialog's scroll lock
// all run under it without a single violation. A first visit: no cookie at all, so no consent cookie either.
test.use({ consent: 'unanswered' });

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every CSP violation the page reports (the event, and Chromium's console message). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return violations;
}

/** Opens the modal behind a button: the page under it is scroll-locked while it is open, and no longer once closed. */
async function expectLockedUnderModal(page: Page, button: string) {
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(overflow, 'the page under the modal is locked').toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(overflow, 'the page is free again').not.toBe('hidden');
}

function expectSharedAnswer(response: Response, what: string) {
  const headers = response.headers();
  expect(headers['cache-control'], what).toBe(SHARED_PAGE_CACHE);
  const script = parseCsp(headers['content-security-policy']).get('script-src') ?? [];
  expect(script.join(' '), what).not.toMatch(/nonce|unsafe-inline|unsafe-eval|strict-dynamic/);
}

test('home, a search, a product with its calendar and the checkout run under their hash-based CSP without a violation', async ({ page, site, a11y }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const stay = `#checkin=${dayIn(24)}&checkout=${dayIn(25)}&night=1`;

  expectSharedAnswer(await site.visit('/'), 'home');
  // The real search box loads on first use: new components, new rules added in the browser.
  await page.getByRole('main').getByRole('button').first().focus();
  await page.waitForLoadState('networkidle');
  expect(violations, 'home').toEqual([]);

  expectSharedAnswer(await site.visit(`/${SEGMENTS[site.locale].search}${stay}`), 'results');
  const card = page.getByRole('main').getByTestId('offer-card').first();
  await expect(card).toBeVisible();
  const productHref = await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  expect(violations, 'results of a search').toEqual([]);

  expectSharedAnswer(await site.visit(productHref!.replace(/#.*$/, '') + stay), 'product');
  await expect(page.getByTestId('product-price-amount')).toBeVisible();
  // A dialog: the calendar.
  await page.getByTestId('booking-panel').getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).click();
  await a11y.checkOverlay('calendar');
  await page.keyboard.press('Escape');
  // A modal, with the scroll lock's style sheet (its rules added through the CSSOM: no text for the CSP to allow).
  await expectLockedUnderModal(page, site.t('product.practical.hours'));
  expect(violations, 'product with its calendar and a modal').toEqual([]);

  const offerId = new URL(page.url()).pathname.split('/')[2];
  expectSharedAnswer(await site.visit(`/${SEGMENTS[site.locale].checkout}/${offerId}${stay}`), 'checkout');
  await page.waitForLoadState('networkidle');
  expect(violations, 'checkout').toEqual([]);
});

test('a private page opens a modal under its nonce CSP without a violation, the page locked under it', async ({ page, site, context, baseURL }) => {
  const violations = await watchViolations(page);
  await context.addCookies([{ name: 'escapade-consent', value: 'v=1&analytics=0&advertising=0&at=1764201600', url: baseURL!, sameSite: 'Lax' }]);
  const stay = `#checkin=${dayIn(24)}&checkout=${dayIn(25)}&night=1`;
  await site.visit(`/${SEGMENTS[site.locale].search}${stay}`);
  const productHref = await page.getByRole('main').getByTestId('offer-card').first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
  const product = await site.visit(productHref!.replace(/#.*$/, '') + stay);
  expect(parseCsp(product.headers()['content-security-policy']).get('script-src')?.join(' ')).toMatch(/'nonce-/);
  await expectLockedUnderModal(page, site.t('product.practical.hours'));
  expect(violations).toEqual([]);
});
