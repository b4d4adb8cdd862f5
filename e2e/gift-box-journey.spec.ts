import { expect, SEGMENTS, test, type Locale } from './fixtures';
import { fillBuyer } from './fixtures/buyer';

/** The box checkout's address in a locale: the checkout's segment, then the box's. */
const boxCheckout = (locale: Locale) => `/${SEGMENTS[locale].checkout}/${SEGMENTS[locale].boxCheckout}`;

test('from the listing to a box, physical and back, a sleeve, personalised in the drawer, through the box checkout to the confirmation', async ({ page, site, a11y, context, baseURL }) => {
  // Four pages and an overlay checked with axe, three format switches: more than the default minute on a busy CI machine.
  test.slow();
  // The physical format is behind its flag: a tester's cookie switches it on for this browser.
  await context.addCookies([{ name: 'escapade-flags', value: 'physicalGiftFormat:on', url: baseURL! }]);
  await site.visit(`/${SEGMENTS[site.locale].giftBoxes}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('giftBoxes.listing.title'));
  const boxes = page.getByRole('main').getByRole('listitem');
  expect(await boxes.count()).toBeGreaterThan(3);

  // The first box (sold in both formats) opens its page, digital by default.
  const title = (await boxes.first().getByRole('heading', { level: 2 }).textContent())!.trim();
  await boxes.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].giftBoxes}/p/[a-z0-9-]+/[A-Z0-9]+-EBOX$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await a11y.check('box page');
  const digital = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.format.digital')) });
  await expect(digital).toBeChecked();
  const offer = page.getByRole('link', { name: site.t('giftBoxes.panel.offer'), exact: true });
  const code = (url: string) => new URL(url).pathname.split('/').pop()!;
  const digitalCode = code(page.url());
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${digitalCode}&giftFormat=digital`));

  const physical = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.format.physical')) });
  if (site.locale === 'it-IT') {
    // Italy sells no physical box: no such option, and nothing more to choose.
    await expect(physical).toHaveCount(0);
    await a11y.checkOverlay('Offer panel', 'aside');
    await personaliseAndBuy(`?code=${digitalCode}&giftFormat=digital`);
    return;
  }

  // Physical: the code's suffix and the address change, shipping joins the total; then back to digital.
  await expect(physical).toBeEnabled();
  await physical.check();
  const physicalCode = digitalCode.replace(/-EBOX$/, '-PBOX');
  await expect(page).toHaveURL(new RegExp(`/${physicalCode}$`));
  await a11y.check('physical box');
  await digital.check();
  await expect(page).toHaveURL(new RegExp(`/${digitalCode}$`));
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${digitalCode}&giftFormat=digital`));

  // Physical again, with a sleeve: kept in the hash and handed over with the box.
  await physical.check();
  await expect(page).toHaveURL(new RegExp(`/${physicalCode}`));
  const standard = page.getByRole('radio', { name: new RegExp(site.t('giftBoxes.extras.standard')) });
  await expect(standard).toBeChecked();
  // The sleeves' fieldset (its legend is the catalog's category name): the one holding the free standard option.
  const sleeves = page.locator('fieldset').filter({ has: standard });
  await sleeves.getByRole('radio').nth(1).check();
  await expect(page).toHaveURL(/#sleeves=\d+$/);
  const sleeve = /#sleeves=(\d+)$/.exec(page.url())![1];
  await expect(offer).toHaveAttribute('href', site.path(`${boxCheckout(site.locale)}?code=${physicalCode}&giftFormat=physical#sleeves=${sleeve}`));
  await a11y.checkOverlay('Offer panel with a sleeve', 'aside');
  await personaliseAndBuy(`?code=${physicalCode}&giftFormat=physical#sleeves=${sleeve}`);

  /** Offer opens 'Personalise your gift': the texts with their limits and the preview, then the box checkout paid by transfer. */
  async function personaliseAndBuy(handoff: string) {
    await test.step('personalise the gift in the drawer', async () => {
      await offer.click();
      const drawer = page.getByRole('dialog', { name: site.t('giftBoxes.personalise.title') });
      await expect(drawer).toBeVisible();
      const name = drawer.getByLabel(site.t('giftCard.fromName'));
      await name.fill('Zoé');
      const message = drawer.getByLabel(site.t('giftCard.message'));
      await message.fill('a'.repeat(180));
      await message.press('b');
      await expect(message).toHaveValue('a'.repeat(180));
      const alert = drawer.getByRole('alert');
      await expect(alert).toHaveText(site.t('giftCard.error.tooLong').replace('{maxlength}', '180'));
      await expect(alert).toHaveCount(0, { timeout: 3000 });
      await message.fill('Joyeux anniversaire');
      const preview = drawer.getByTestId('gift-card-preview');
      await expect(preview).toContainText('Joyeux anniversaire');
      await expect(preview).toContainText(site.t('giftCard.preview.from').replace('{name}', 'Zoé'));
      await a11y.checkOverlay('personalisation drawer');
      await drawer.getByRole('button', { name: site.t('giftBoxes.panel.offer'), exact: true }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === site.path(`${boxCheckout(site.locale)}${handoff}`));
    });

    await test.step('the box checkout with the texts, paid by bank transfer, to the confirmation', async () => {
      const recap = page.getByRole('region', { name: site.t('giftCheckout.recap.titleBox') });
      await expect(recap).toContainText('Joyeux anniversaire');
      await expect(recap).toContainText('Zoé');
      await a11y.check('box checkout');
      await fillBuyer(page, site, { firstName: 'Marie', lastName: 'Dupont', email: `e2e.box.${Date.now()}@example.fr` }, { italianAddress: true });
      await page.getByRole('radio', { name: new RegExp(site.t('checkout.payment.bankTransfer')) }).check();
      await page.locator('#checkout-terms').check();
      await page.getByTestId('place-order').click();
      await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
      await expect(page.getByRole('region', { name: site.t('giftCheckout.recap.titleBox') })).toContainText('Joyeux anniversaire');
      await a11y.check('box confirmation');
    });
  }
});
