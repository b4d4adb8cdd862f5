import type { Locator } from '@playwright/test';
import { expect, SEGMENTS, test } from './fixtures';

/** The first of these markers lying wholly inside the map's visible area, clear of its controls (markers are also drawn just outside it). */
async function firstInView(markers: Locator): Promise<Locator | null> {
  const index = await markers.evaluateAll((elements) => {
    const container = elements[0]?.closest('.leaflet-container')?.getBoundingClientRect();
    if (!container) return -1;
    return elements.findIndex((element) => {
      const r = element.getBoundingClientRect();
      return r.left >= container.left + 8 && r.right <= container.right - 64 && r.top >= container.top + 72 && r.bottom <= container.bottom - 48;
    });
  });
  return index >= 0 ? markers.nth(index) : null;
}

test('a visitor explores results on the map, saves stays to the wishlist and finds them again', async ({ page, context, site, a11y }) => {
  test.setTimeout(120_000);
  const { locale } = site;
  const main = page.getByRole('main');
  const saved: string[] = [];

  await test.step('results: the heart on a card saves it (filled) and a second press takes it out', async () => {
    await site.visit(`/${SEGMENTS[locale].search}`);
    const cards = main.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    for (const index of [0, 1, 2]) {
      const heart = cards.nth(index).getByTestId('wishlist-heart');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      saved.push((await cards.nth(index).getByRole('link').first().innerText()).trim());
    }
    const third = cards.nth(2).getByTestId('wishlist-heart');
    await third.click();
    await expect(third).toHaveAttribute('aria-pressed', 'false');
    saved.pop();
  });

  await test.step('map: loaded on demand, opens as a modal, a marker shows its stay card, and the area can be searched', async () => {
    // Leaflet (which sets window.L) is not part of the results page until the map opens.
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('undefined');
    const mapButton = page.getByRole('button', { name: site.t('search.actions.map'), exact: true });
    await mapButton.click();
    const map = page.getByRole('dialog', { name: site.t('map.title') });
    await expect(map).toBeVisible();
    const stays = map.locator('[data-hotel-id]');
    const groups = map.locator('.escapade-cluster');
    await expect(stays.or(groups).first()).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('object');
    await a11y.check('map open');

    // Groups split when pressed: open them until a single stay shows.
    let marker = await firstInView(stays);
    for (let i = 0; i < 6 && !marker; i++) {
      await (await firstInView(groups))?.click();
      await page.waitForTimeout(500);
      marker = await firstInView(stays);
    }
    if (!marker) throw new Error('no single stay in view after opening the groups');
    await marker.click();
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(marker).toHaveClass(/escapade-pin--active/);
    const card = map.getByRole('region', { name: site.t('map.card.label') });
    await expect(card.getByRole('link').first()).toBeVisible();
    await expect(card).toContainText('€');
    await a11y.check('map with a stay card');

    await map.getByRole('button', { name: site.t('map.zoomOut') }).click();
    await map.getByRole('button', { name: site.t('map.searchArea') }).click();
    await expect(page).toHaveURL((url) => /(^#|&)lat=-?\d/.test(url.hash) && /(^#|&)distanceMax=\d+(&|$)/.test(url.hash) && !/(^#|&)city=/.test(url.hash));
    await expect(map.getByTestId('map-count')).toHaveText(/\d/);
    await page.keyboard.press('Escape');
    await expect(map).toBeHidden();
    // A keyboard user carries on from where the map was opened.
    await expect(mapButton).toBeFocused();
  });

  await test.step('wishlist page: the saved stays are listed with links, after a reload too', async () => {
    await site.visit(`/${SEGMENTS[locale].wishlist}`);
    const items = main.getByTestId('wishlist-item');
    await expect(items).toHaveCount(saved.length);
    for (const title of saved) await expect(main.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.reload();
    await expect(items).toHaveCount(saved.length);
    await a11y.check('wishlist after reload');
  });

  await test.step('a second tab shows the same wishlist, and a removal there reaches the first tab', async () => {
    const other = await context.newPage();
    await other.goto(site.path(`/${SEGMENTS[locale].wishlist}`));
    const otherItems = other.getByRole('main').getByTestId('wishlist-item');
    await expect(otherItems).toHaveCount(saved.length);
    await otherItems.first().getByRole('button').click();
    await expect(otherItems).toHaveCount(saved.length - 1);
    await expect(main.getByTestId('wishlist-item')).toHaveCount(saved.length - 1);
    await other.close();
  });
});
