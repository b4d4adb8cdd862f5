import type { Locator, Page } from '@playwright/test';
import { expect, SEGMENTS, test, type Locale } from './fixtures';

/** A big city of each point of sale, as a visitor of that locale types it. */
const CITY: Record<Locale, string> = {
  'fr-FR': 'Lyon',
  'fr-BE': 'Namur',
  'es-ES': 'Sevilla',
  'nl-BE': 'Gent',
  'nl-NL': 'Utrecht',
  'it-IT': 'Firenze',
};

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

/** The whole number in a text ("363 offres", "Bekijk 1.024 aanbiedingen"). */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A price as shown in any locale ("60 €", "89,50 €", "€ 1.234,50") → euros. */
function money(text: string | null): number {
  const raw = (text ?? '').replace(/[^\d.,]/g, '');
  const decimal = /[.,]\d{2}$/.test(raw) ? raw.slice(-3, -2) : null;
  const whole = decimal ? raw.slice(0, -3) : raw;
  return Number(whole.replace(/[.,]/g, '')) + (decimal ? Number(raw.slice(-2)) / 100 : 0);
}

/** The phone's action bar (Filter, Map, Sort). */
const actionBar = (page: Page, label: string) => page.getByRole('navigation', { name: label });

const resultCount = async (page: Page) => digits(await page.getByTestId('result-count').textContent());
const hashOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));
const cardTitles = (page: Page) => page.getByRole('main').getByTestId('offer-card').getByRole('heading', { level: 3 });

/** The panel's 'View {count} offers' (or the modal's Confirm) count: the only button with a number. */
const viewCount = async (panel: Locator) => digits(await panel.getByRole('button', { name: /\d/ }).textContent());

/** Moves the maximum price 100 steps (10 × PageDown) down from 250+, and waits for the offer count to follow. */
async function lowerMaxPrice(page: Page, panel: Locator, maxLabel: string, before: number) {
  const thumb = panel.getByRole('slider', { name: maxLabel });
  await thumb.focus();
  for (let i = 0; i < 10; i += 1) await thumb.press('PageDown');
  await expect.poll(() => viewCount(panel)).toBeLessThan(before);
  return viewCount(panel);
}

/** Ticks the facility with the most offers, and waits for the counts to follow the draft. */
async function tickBiggestFacility(panel: Locator, legend: string, before: number) {
  const group = panel.getByRole('group', { name: legend });
  const boxes = group.getByRole('checkbox', { disabled: false });
  await expect(boxes.first()).toBeVisible();
  const names = await boxes.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent ?? ''));
  const counts = names.map(digits);
  const best = counts.indexOf(Math.max(...counts));
  const countsBefore = names.join('|');
  await boxes.nth(best).check();
  await expect.poll(() => viewCount(panel)).toBeLessThan(before);
  // The other facilities' counts are refetched for the new draft.
  await expect.poll(async () => (await group.locator('label').allTextContents()).join('|')).not.toBe(countsBefore);
  return viewCount(panel);
}

test('a visitor chooses a destination by keyboard, searches, and reads offers on the results page', async ({ page, site, a11y }) => {
  test.setTimeout(120_000);
  const { locale } = site;
  const searchPath = site.path(`/${SEGMENTS[locale].search}`);

  await test.step('home: the destination combobox suggests the city and Enter chooses it', async () => {
    await site.visit('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await a11y.check('mobile search dialog');
    }
    const combobox = page.getByRole('combobox', { name: site.t('destination.label') });
    await combobox.click();
    await combobox.pressSequentially(CITY[locale], { delay: 20 });
    await expect(page.getByRole('option', { name: new RegExp(CITY[locale]) }).first()).toBeVisible();
    await a11y.check('destination suggestions');
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect(combobox).toHaveValue(new RegExp(CITY[locale]));
  });

  await test.step('searching opens the localised results page titled with the destination, from its address hash', async () => {
    await page.getByRole('button', { name: site.t('searchBox.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === searchPath && /(^|&|#)(city|poi|hotel|region|department|country|touristicregion|skiresort|searesort)=\d+/.test(url.hash));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CITY[locale]);
    await expect(page.getByRole('navigation', { name: site.t('search.suggestionLinks.title') })).toBeVisible();
    await a11y.check('results of the destination');
  });
});

test('a visitor narrows by price and a facility, sorts, goes to page 2 and back to the same results and place', async ({ page, site, a11y }) => {
  test.setTimeout(150_000);
  const mobile = isMobile(page);
  const searchPath = `/${SEGMENTS[site.locale].search}`;
  await site.visit(searchPath);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(24);

  await test.step('filters: the offer count follows the draft, and Confirm applies it to the address', async () => {
    if (mobile) {
      await actionBar(page, site.t('search.actions.label')).getByRole('button', { name: site.t('search.actions.filter') }).click();
      const modal = page.getByRole('dialog', { name: site.t('filters.modalTitle') });
      await expect(modal).toBeVisible();
      await a11y.checkOverlay('filters modal');
      const afterPrice = await lowerMaxPrice(page, modal, site.t('filters.price.max'), total);
      await tickBiggestFacility(modal, site.t('filters.facilities.title'), afterPrice);
      await modal.getByRole('button', { name: new RegExp(site.t('filters.confirm')) }).click();
      await expect(modal).toBeHidden();
      // One facility and a changed budget: the Filter button counts 2.
      await expect(actionBar(page, site.t('search.actions.label')).getByRole('button', { name: new RegExp(site.t('search.actions.filter')) })).toContainText('2');
    } else {
      await page.getByRole('button', { name: site.t('filters.price.title'), exact: true }).click();
      const price = page.getByRole('dialog', { name: site.t('filters.price.title') });
      await a11y.checkOverlay('price dropdown');
      await lowerMaxPrice(page, price, site.t('filters.price.max'), total);
      await price.getByRole('button', { name: /\d/ }).click();
      await expect(price).toBeHidden();
      await expect.poll(() => resultCount(page)).toBeLessThan(total);
      const afterPrice = await resultCount(page);

      await page.getByRole('button', { name: site.t('filters.facilities.title'), exact: true }).click();
      const facilities = page.getByRole('dialog', { name: site.t('filters.facilities.title') });
      await a11y.checkOverlay('facilities dropdown');
      await tickBiggestFacility(facilities, site.t('filters.facilities.title'), afterPrice);
      await facilities.getByRole('button', { name: /\d/ }).click();
      await expect(facilities).toBeHidden();
    }
    expect(hashOf(page).get('priceMax')).toBe('15000');
    expect(hashOf(page).get('facilities')).toMatch(/^[a-z0-9_-]+$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
  });

  if (!mobile) {
    await test.step('the other dropdowns open accessibly; the collapsed Activities list keeps hidden options out of the tab order', async () => {
      for (const id of ['filters.activities.title', 'filters.distance.title', 'filters.more.title']) {
        const trigger = page.getByRole('button', { name: site.t(id), exact: true });
        await trigger.click();
        const panel = page.getByRole('dialog', { name: site.t(id) });
        await expect(panel.getByRole('button', { name: /\d/ })).toBeVisible();
        await a11y.checkOverlay(`${id} dropdown`);
        if (id === 'filters.activities.title') {
          const list = panel.getByRole('group', { name: site.t(id) });
          const fold = (await list.locator('xpath=..').boundingBox())!.y + 124;
          await list.getByRole('checkbox').first().focus();
          // Every option reached by Tab is wholly above the fold, until focus leaves the list for 'Show more'.
          for (let i = 0; i < 8; i += 1) {
            const box = await page.evaluate(() => (document.activeElement?.closest('label') ?? null)?.getBoundingClientRect().bottom ?? null);
            if (box === null) break;
            expect(box).toBeLessThanOrEqual(fold + 1);
            await page.keyboard.press('Tab');
          }
          await expect(panel.getByRole('button', { name: site.t('filters.showMore') })).toBeFocused();
        }
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    });
  }

  await test.step('sorting by ascending price reorders the cards', async () => {
    if (mobile) {
      await actionBar(page, site.t('search.actions.label')).getByRole('button', { name: site.t('search.actions.sort'), exact: true }).click();
      const drawer = page.getByRole('dialog', { name: site.t('sort.title') });
      await expect(drawer).toBeVisible();
      await a11y.checkOverlay('sort drawer');
      await drawer.getByRole('button', { name: site.t('sort.priceAsc'), exact: true }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('combobox', { name: site.t('sort.title') }).selectOption({ label: site.t('sort.priceAsc') });
    }
    await expect.poll(() => hashOf(page).get('sort')).toBe('priceAsc');
    const cards = page.getByRole('main').getByTestId('offer-card');
    await expect.poll(async () => {
      const prices = (await cards.locator('strong').allTextContents()).slice(0, 6).map(money);
      return prices.length > 1 && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
    }).toBe(true);
  });

  await test.step('page 2 starts at the top; going back shows page 1 again at the same place', async () => {
    const pagination = page.getByRole('navigation', { name: site.t('pagination.label') });
    await pagination.scrollIntoViewIfNeeded();
    const firstOfPage1 = await cardTitles(page).first().textContent();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(500);

    await pagination.getByRole('link', { name: site.t('pagination.page').replace('{page}', '2'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|#|$)/);
    await expect(cardTitles(page).first()).not.toHaveText(firstOfPage1!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(300);
    expect(hashOf(page).get('sort')).toBe('priceAsc');
    await a11y.check('page 2');

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cardTitles(page).first()).toHaveText(firstOfPage1!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 100);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(place + 100);
    expect(hashOf(page).get('priceMax')).toBe('15000');
  });
});
