import type { Page } from '@playwright/test';
import { expect, SEGMENTS, test, type A11y, type Locale, type Site } from './fixtures';
import { MAIL_CATCHER, mailsTo } from './fixtures/mailbox';
import { payOnProviderPage } from './fixtures/payments';
import { fillBuyer } from './fixtures/buyer';

/** The gift checkout's address in a locale: the checkout's segment, then the gift's. */
const giftCheckout = (locale: Locale) => `/${SEGMENTS[locale].checkout}/${SEGMENTS[locale].giftCheckout}`;

/** The gift checkout's buyer fields filled, the card chosen and the order placed, then the card paid on the provider's page. */
async function payByCard(page: Page, site: Site, a11y: A11y, buyerEmail: string) {
  await fillBuyer(page, site, { firstName: 'Marie', lastName: 'Dupont', email: buyerEmail });
  await page.getByRole('radio', { name: new RegExp(site.t('checkout.payment.card')) }).check();
  await page.locator('#checkout-terms').check();
  await page.getByTestId('place-order').click();
  await payOnProviderPage(page, a11y);
  await page.waitForURL(new RegExp(`/${SEGMENTS[site.locale].confirmation}/\\d{8}#key=`));
  await expect(page.getByText(site.t('confirmation.status.confirmed'), { exact: true })).toBeVisible({ timeout: 15_000 });
}

test('an activity from the results, bought for myself for one person, then the gift drawer to a customised gift card paid by card', async ({ page, site, a11y, context, baseURL }) => {
  // Seven pages, a modal and a drawer checked with axe, two card payments and the local mailbox's two pages (3.8 min
  // in fr-FR desktop on a machine loaded 17 on 2 cores before the mailbox's pages).
  test.setTimeout(300_000);

  await test.step('open an activity from the results', async () => {
    await context.addCookies([{ name: 'escapade-flags', value: 'activityOnlySearch:on', url: baseURL! }]);
    await site.visit(`/${SEGMENTS[site.locale].search}?flow=activity`);
    const card = page.getByRole('main').getByTestId('offer-card').first();
    await expect(card).toBeVisible();
    const link = card.getByRole('link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`/${SEGMENTS[site.locale].activity}/\\d+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${SEGMENTS[site.locale].activity}/\\d+`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: site.t('activity.program.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: site.t('activity.practical.title') })).toBeVisible();
    await a11y.check('activity page');
  });

  const id = new URL(page.url()).pathname.split('/').pop()!;
  const panel = page.getByTestId('activity-panel');
  const people = panel.getByRole('spinbutton', { name: site.t('activity.panel.people') });

  await test.step('choose one person: the hash and the price follow; three is ignored', async () => {
    await expect(people).toHaveValue('2');
    const forTwo = await panel.getByTestId('activity-price').textContent();
    await people.fill('1');
    await expect(page).toHaveURL(/#a=1$/);
    await expect(panel.getByTestId('activity-price')).not.toHaveText(forTwo!);
    await people.fill('3');
    await people.blur();
    await expect(people).toHaveValue('1');
    await expect(page).toHaveURL(/#a=1$/);
  });

  await test.step('buy for myself: the modal hands off to the gift checkout with own use', async () => {
    await panel.getByRole('button', { name: site.t('activity.panel.ownUse') }).click();
    const dialog = page.getByRole('dialog', { name: site.t('activity.modal.ownUse') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: site.t('activity.modal.continue') })).toHaveAttribute('href', site.path(`${giftCheckout(site.locale)}?customType=OWN_USE#id=${id}&a=1`));
    await a11y.checkOverlay('activity purchase modal', '[role="dialog"]');
  });

  await test.step('the header gift drawer leads to the gift card page', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByTestId('gift-drawer-trigger').click();
    const drawer = page.getByRole('dialog', { name: site.t('header.gifts.title') });
    await expect(drawer).toBeVisible();
    await a11y.checkOverlay('gift drawer', '[role="dialog"]');
    await drawer.getByRole('link', { name: new RegExp(site.t('header.gifts.giftCard')) }).click();
    await expect(page).toHaveURL(/\/giftcard\/customization$/);
  });

  await test.step('customise a gift card with its live preview', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('giftCard.title'));
    const preview = page.getByTestId('gift-card-preview');
    await page.getByRole('radio', { name: site.t('giftCard.design.love') }).check({ force: true });
    await expect(preview).toHaveAttribute('data-design', 'love');
    await page.getByRole('radio', { name: /^50\s?€$|^€\s?50$/ }).check({ force: true });
    await expect(preview).toContainText(/50/);
    const name = page.getByLabel(site.t('giftCard.fromName'));
    await name.fill('Zoé');
    const message = page.getByLabel(site.t('giftCard.message'));
    await message.fill('a'.repeat(180));
    await message.press('b');
    await expect(message).toHaveValue('a'.repeat(180));
    // Within the page: Next's route announcer is an alert too.
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(site.t('giftCard.error.tooLong').replace('{maxlength}', '180'));
    await expect(alert).toHaveCount(0, { timeout: 3000 });
    await message.fill('Joyeux anniversaire');
    await expect(preview).toContainText('Joyeux anniversaire');
    await expect(preview).toContainText(site.t('giftCard.preview.from').replace('{name}', 'Zoé'));
    await a11y.check('gift card page');
    await page.getByRole('main').getByRole('button', { name: site.t('giftCard.offer') }).click();
    await expect(page).toHaveURL(new RegExp(`${giftCheckout(site.locale)}\\?productType=GIFTCARD&amount=5000&design=love$`));
  });

  const buyerEmail = `e2e.gift.${Date.now()}@example.fr`;
  await test.step('the gift checkout: the server recap with the texts, the buyer, the card on the provider page', async () => {
    const recap = page.getByRole('region', { name: site.t('giftCheckout.recap.title') });
    await expect(recap).toContainText('Joyeux anniversaire');
    await expect(page.getByRole('link', { name: site.t('bookingFlow.back'), exact: true })).toHaveAttribute('href', site.path('/giftcard/customization'));
    // Gifts are paid online only: no payment at the hotel.
    await expect(page.getByRole('radio')).toHaveCount(2);
    await a11y.check('gift checkout');
    await payByCard(page, site, a11y, buyerEmail);
  });

  await test.step('the confirmation: confirmed by the signed event, the code sent with its validity, the card to print offered', async () => {
    await expect(page.getByTestId('vouchers')).toBeVisible();
    await expect(page.getByRole('region', { name: site.t('giftCheckout.recap.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: site.t('giftCard.print.title') })).toBeVisible();
    await a11y.check('gift confirmation');
  });

  await test.step("the code's e-mail read in the local mailbox's pages: the code in its HTML part, the card's PDF attached", async () => {
    // Delivered by e-mail (the outbox through the harness's local mailbox): the code whose prefix the page shows.
    const prefix = (await page.getByTestId('vouchers').locator('strong').first().textContent()) ?? '';
    const [mail] = await mailsTo(buyerEmail, { timeoutMs: 30_000 });
    await page.goto(`${MAIL_CATCHER.httpUrl}/?to=${encodeURIComponent(buyerEmail)}`);
    await expect(page.getByRole('banner')).toContainText("The demo's local mailbox");
    await a11y.check("the local mailbox's messages");
    // The page shows the subject decoded (the catcher's JSON keeps it as sent: MIME-encoded when it is not ASCII, as
    // the Spanish 'código').
    expect(mail.subject).not.toBe('');
    const message = page.getByRole('table').getByRole('link').first();
    const subject = (await message.textContent()) ?? '';
    await message.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await a11y.check("a message in the local mailbox");
    const htmlPart = page.frameLocator('iframe[title="HTML part of the message"]');
    await expect(htmlPart.locator('body')).toContainText(new RegExp(`${prefix}(-[A-HJKMNP-Z2-9]{4}){3}`));
    const pdf = page.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: /\.pdf$/ });
    const answer = await page.request.get(new URL((await pdf.getAttribute('href'))!, page.url()).href);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('the activity bought for myself and paid by card: its confirmation offers no card to print', async () => {
    await site.visit(`${giftCheckout(site.locale)}?customType=OWN_USE#id=${id}&a=1`);
    const recap = page.getByRole('region', { name: site.t('giftCheckout.recap.titleOwnUse') });
    await expect(recap).toContainText(site.t('giftCheckout.recap.ownUse'));
    await payByCard(page, site, a11y, `e2e.activity.${Date.now()}@example.fr`);
    await expect(page.getByTestId('vouchers')).toBeVisible();
    await expect(page.getByRole('region', { name: site.t('giftCheckout.recap.titleOwnUse') })).toBeVisible();
    await a11y.check('activity confirmation');
    await expect(page.getByTestId('gift-card-download')).toHaveCount(0);
  });
});
