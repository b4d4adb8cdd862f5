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

test('a visitor chooses a destination by keyboard, searches, and reads offers and filters on the results page', async ({ page, site, a11y }) => {
  test.setTimeout(150_000);
  const { locale } = site;
  const isMobile = (page.viewportSize()?.width ?? 1366) < 1024;
  const searchPath = site.path(`/${SEGMENTS[locale].search}`);

  await test.step('home: the destination combobox suggests the city and Enter chooses it', async () => {
    await site.visit('/');
    if (isMobile) {
      await page.getByRole('button', { name: new RegExp(site.t('searchBox.summary.edit')) }).first().click();
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

  await test.step('searching opens the localised results page with the destination in the address hash', async () => {
    await page.getByRole('button', { name: site.t('searchBox.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === searchPath && /(^|&|#)(city|poi|hotel|region|department|country|touristicregion|skiresort|searesort)=\d+/.test(url.hash));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(CITY[locale]);
  });

  await test.step('the whole catalog lists offer cards with prices, and the filters open accessibly', async () => {
    await site.visit(`/${SEGMENTS[locale].search}`);
    const main = page.getByRole('main');
    await expect(main.getByText(site.t('offerCard.seeOffer'), { exact: true }).first()).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: new RegExp(site.t('search.actions.filter')) }).click();
      await expect(page.getByRole('dialog', { name: site.t('filters.modalTitle') })).toBeVisible();
    } else {
      await page.getByRole('button', { name: new RegExp(`^${site.t('filters.price.title')}`) }).click();
      await expect(page.getByRole('dialog', { name: site.t('filters.price.title') })).toBeVisible();
    }
    await a11y.check('filters open');
    await page.keyboard.press('Escape');
  });
});
