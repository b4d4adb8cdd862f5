import { expect, SEGMENTS, test, type Locale } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * The check, with the keyboard alone: 'a weekend near Lyon for two adults and a baby next month' in French,
 * the same in Spanish and Dutch for a city of theirs, and a gift in Italian, on desktop and on a phone.
 */
const TRIP: Record<Locale, { city: string; gift?: true }> = {
  'fr-FR': { city: 'Lyon' },
  'fr-BE': { city: 'Lyon' },
  'es-ES': { city: 'Barcelona' },
  'nl-BE': { city: 'Gent' },
  'nl-NL': { city: 'Gent' },
  'it-IT': { city: 'Roma', gift: true },
};

/** Presses Tab (Shift+Tab with `back`) until one of the elements `target` matches has the focus (on a phone the
 * summary's Modifier button is there twice once the page scrolls: in the hero and in the sticky bar). */
async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  for (let i = 0; i < limit; i++) {
    // After a Tab, focus rests on <body> only while the search box facade hands it to the real box: let it land.
    if (i > 0) await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 5_000 }).catch(() => {});
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const focusedDay = (page: Page) => page.locator('[data-day]:focus');

test('a visitor finds a stay or a gift with the keyboard alone, dates and guests included, and lands on matching results', async ({ page, site, a11y }) => {
  test.setTimeout(180_000);
  const { locale } = site;
  const { city, gift } = TRIP[locale];
  const isMobile = (page.viewportSize()?.width ?? 1366) < 1024;
  const searchPath = site.path(`/${SEGMENTS[locale].search}`);
  let scope: Locator = page.locator('body');

  await test.step('home: the flow (Gifts in Italian) and, on a phone, the search dialog', async () => {
    await site.visit('/');
    if (gift) {
      await tabTo(page, page.getByRole('radio', { name: site.t('searchBox.flow.booking') }));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: site.t('searchBox.flow.gifting') })).toBeChecked();
      await expect(page).toHaveURL(/[?&]flow=gifting/);
      await expect(page.getByRole('heading', { name: site.t('searchBox.heading.gifting') })).toBeVisible();
    }
    if (isMobile) {
      await tabTo(page, page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }));
      await page.keyboard.press('Enter');
      scope = page.getByRole('dialog', { name: site.t(gift ? 'searchBox.dialog.gifting' : 'searchBox.dialog.booking') });
      await expect(scope).toBeVisible();
      await a11y.check('search dialog');
    }
  });

  await test.step('destination: typed, suggested with its category, chosen with the arrow keys and Enter', async () => {
    const combobox = scope.getByRole('combobox', { name: site.t('destination.label') });
    await tabTo(page, combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // Focused and empty, the field recommends destinations with their hotel counts (§7).
    const recommended = site.t('destination.recommended.hotels').split(' · ')[0];
    await expect(page.getByRole('option', { name: new RegExp(recommended) }).first()).toBeVisible();
    await page.keyboard.type(city, { delay: 30 });
    const option = page.getByRole('option', { name: new RegExp(`^${city}\\s*${site.t('destination.category.city')}`) }).first();
    await expect(option).toBeVisible();
    await a11y.check('destination suggestions');
    for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue(city);
  });

  if (!gift) {
    await test.step('dates: a Friday to Sunday next month, chosen in the calendar with the arrow keys', async () => {
      await tabTo(page, scope.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }));
      await page.keyboard.press('Enter');
      await expect(focusedDay(page)).toHaveCount(1);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('Home');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      const friday = (await focusedDay(page).getAttribute('data-day'))!;
      await page.keyboard.press('Enter');
      await expect(page.getByText(site.t('calendar.step.checkout'))).toBeVisible();
      await a11y.check('calendar');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      // A complete range closes the calendar by itself a second later and the field shows the stay.
      await expect(page.locator('[data-day]')).toHaveCount(0, { timeout: 5000 });
      const sunday = new Date(`${friday}T12:00:00Z`);
      sunday.setUTCDate(sunday.getUTCDate() + 2);
      expect(sunday.getUTCDay()).toBe(0);
    });

    await test.step("guests: two adults and a baby in 'Who are you going with?', closed with Escape", async () => {
      await tabTo(page, scope.getByRole('button', { name: new RegExp(`^${site.t('guests.label')}`) }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: site.t('guests.title') });
      await expect(dialog).toBeVisible();
      const babies = dialog.getByRole('spinbutton', { name: site.t('guests.babies') });
      await tabTo(page, babies);
      await page.keyboard.press('ArrowUp');
      await expect(babies).toHaveValue('1');
      await expect(dialog.getByRole('switch', { name: site.t('guests.singleRoom') })).toBeChecked();
      await a11y.check('guests');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  } else {
    await test.step('a gift is for two adults: the guests are fixed', async () => {
      await expect(scope.getByRole('button', { name: new RegExp(`^${site.t('guests.label')}`) })).toBeDisabled();
      await expect(scope.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) })).toHaveCount(0);
    });
  }

  await test.step('searching lands on the results for that search, and the search box shows it', async () => {
    await tabTo(page, scope.getByRole('button', { name: site.t('searchBox.submit'), exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === searchPath && /(^|&|#)city=\d+/.test(url.hash));
    const url = new URL(page.url());
    const hash = new URLSearchParams(url.hash.slice(1));
    if (gift) {
      expect(url.searchParams.get('flow')).toBe('gifting');
      expect(hash.get('checkin')).toBeNull();
    } else {
      expect([hash.get('checkin'), hash.get('b')]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '1']);
    }
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
    const main = page.getByRole('main');
    await expect(main.getByText(site.t('offerCard.seeOffer'), { exact: true }).first()).toBeVisible();
    if (!gift) {
      // Two adults and a baby for Friday to Sunday: the first card names its cot and heads its program with 2 nights.
      const texts = (id: string) => [...site.t(id).matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]);
      const card = main.getByRole('article').first();
      await expect(card.getByRole('listitem').filter({ hasText: new RegExp(`^(${texts('offerCard.sleeping.cot').join('|')})$`) })).toHaveCount(1);
      await expect(card.getByRole('listitem').filter({ hasText: texts('offer.headword.nightsWithBreakfast').at(-1)!.replace('#', '2') })).toHaveCount(1);
    }
    if (isMobile) {
      await expect(page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }).first()).toContainText(city);
    } else {
      await expect(page.getByRole('combobox', { name: site.t('destination.label') })).toHaveValue(city);
      if (!gift) await expect(page.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) })).not.toContainText(site.t('calendar.placeholder'));
    }
    await a11y.check('results');
    // Each card shows up to 4 pictures (§9); on desktop its arrows appear on hover and move one picture on.
    const card = main.getByRole('article').first();
    await expect(card.locator('img')).toHaveCount(4);
    if (!isMobile) {
      await card.hover();
      const next = card.getByRole('button', { name: site.t('offerCard.gallery.next').replace('{index}', '1').replace('{count}', '4') });
      await expect(next).toBeVisible();
      await next.click();
      await expect(card.getByRole('button', { name: site.t('offerCard.gallery.previous').replace('{index}', '2').replace('{count}', '4') })).toBeVisible();
    }
  });

  if (!gift) {
    await test.step("a hotel's own offers: the calendar shows its prices per day", async () => {
      const hotelLink = page.getByRole('link', { name: site.t('offerCard.otherOffers') }).first();
      const href = await hotelLink.getAttribute('href');
      expect(href).toMatch(/hotelId=\d+/);
      await site.visit(href!.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/)/, ''));
      if (isMobile) {
        await page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }).first().click();
      }
      await page.getByRole('button', { name: new RegExp(`^${site.t('calendar.label')}`) }).locator('visible=true').first().click();
      await expect(page.locator('[data-day] .price').first()).toBeVisible();
      await a11y.check('calendar with prices');
    });
  }
});
