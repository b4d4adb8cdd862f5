import { expect, test } from './fixtures';

test('a visitor browses by the Inspirations menu and the themes panel, and an expired offer link suggests another stay', async ({ page, site, a11y, request }) => {
  test.setTimeout(120_000);
  const { locale } = site;
  const isMobile = (page.viewportSize()?.width ?? 1366) < 1024;
  const catalogLocale = locale.replace('-', '_');

  await test.step('home shows its promo bar and announcement banner', async () => {
    await site.visit('/');
    await expect(page.getByRole('complementary', { name: site.t('promotions.promoBar.label') }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: site.t('promotions.announcement.label') })).toBeVisible();
  });

  if (isMobile) {
    await test.step('the menu drawer walks four levels by keyboard and opens the themes', async () => {
      const burger = page.getByRole('button', { name: site.t('navigation.mobile.open'), exact: true });
      await burger.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: site.t('navigation.mobile.open') });
      await expect(drawer).toBeVisible();
      // Tab, country, region: each level replaces the list and takes focus to its heading.
      for (let level = 0; level < 3; level++) {
        const entry = drawer.locator('ul > li > button').first();
        const label = await entry.locator('span').first().innerText();
        await entry.focus();
        await page.keyboard.press('Enter');
        await expect(drawer.getByRole('heading', { name: label, exact: true })).toBeFocused();
      }
      await expect(drawer.getByRole('link', { name: new RegExp(site.t('navigation.menu.seeAll').replace('{label}', '.+')) })).toBeVisible();
      await expect(drawer.locator('ul > li > div > a').first()).toHaveAttribute('href', /#city=\d+/);
      await a11y.check('menu drawer, fourth level');
      for (let level = 0; level < 3; level++) await drawer.getByRole('button', { name: site.t('navigation.mobile.back') }).click();
      await drawer.getByRole('button', { name: site.t('navigation.themes.title') }).click();
      await expect(drawer.getByRole('link', { name: site.t('navigation.themeOfTheWeek.cta') })).toBeVisible();
      await a11y.check('menu drawer, themes');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  } else {
    await test.step('the mega menu walks four levels by keyboard', async () => {
      const nav = page.getByRole('navigation', { name: site.t('navigation.label') });
      const trigger = nav.getByRole('button', { name: site.t('navigation.inspirations') });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const tab = nav.locator('[data-menu-level="0"]').first();
      await expect(tab).toBeFocused();
      // Down opens the tab; Right goes one level deeper (its 'see all' link first), Down to its first node.
      await page.keyboard.press('ArrowDown');
      await expect(nav.locator('[data-menu-level="1"]').first()).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(nav.locator('[data-menu-level="2"]').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const city = nav.locator('ul[data-layout] a[data-menu-level="3"]').first();
      await expect(city).toBeFocused();
      // A level of 15 links or more is laid out in columns.
      for (const list of await nav.locator('ul[data-layout]').all()) {
        const count = await list.locator(':scope > li').count();
        await expect(list).toHaveAttribute('data-layout', count >= 15 ? 'columns' : 'list');
      }
      await a11y.check('mega menu, fourth level');
      const target = await city.getAttribute('href');
      expect(target).toMatch(/#city=\d+$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await a11y.check('results page from the menu');
    });

    await test.step('the themes panel shows an icon per theme and the theme of the week', async () => {
      const nav = page.getByRole('navigation', { name: site.t('navigation.label') });
      await nav.getByRole('button', { name: site.t('navigation.themes.title') }).click();
      const themes = nav.getByRole('region', { name: site.t('navigation.themes.title') });
      await expect(themes.getByRole('link').first()).toBeVisible();
      expect(await themes.locator('a svg').count()).toBe(await themes.getByRole('link').count());
      await expect(nav.getByRole('link', { name: site.t('navigation.themeOfTheWeek.cta') })).toHaveAttribute('href', /#theme=\d+/);
      await a11y.check('themes panel');
      await page.keyboard.press('Escape');
    });
  }

  await test.step("an expired offer's link lands on 'Too late!' with another offer of its hotel", async () => {
    const answer = await request.get(`/api/offers.json?locale=${catalogLocale}&pageSize=1`);
    const { exactMatch } = (await answer.json()) as { exactMatch: { hotel: { id: number; label: string } }[] };
    const hotel = exactMatch[0].hotel;
    await site.visit(`/expired-stay-${hotel.id}#hotelId=${hotel.id}&id=1`, { status: 404 });
    await expect(page.getByRole('heading', { level: 1, name: site.t('notFound.expired.title') })).toBeVisible();
    await expect(page.getByText(site.t('notFound.expired.text'))).toBeVisible();
    const other = page.getByRole('region', { name: site.t('notFound.expired.otherOffer').replace('{hotel}', hotel.label) });
    await expect(other.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: site.t('notFound.selection.title') }).getByRole('link')).toHaveCount(4);
    await a11y.check('expired offer');
  });
});
