import { casesFrom, setCrmDown } from './fixtures/crm';
import { expect, SEGMENTS, test } from './fixtures';

test('a visitor leaves a message while the CRM is down, sees the thank-you, and the CRM receives it once it is back', async ({ page, site, a11y }, testInfo) => {
  test.setTimeout(120_000);
  const { locale } = site;
  const user = `contact.${testInfo.project.name.toLowerCase()}.${Date.now()}`;
  const email = `${user}@gmail.com`;
  await setCrmDown(email, true);

  await test.step('the contact page offers help, quick actions, popular questions and no chat without an app id', async () => {
    await site.visit(`/${SEGMENTS[locale].contact}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.t('contact.banner.faq') })).toHaveAttribute('href', '#faq');
    for (const [id, request] of [['contact.quick.modify', 'modify'], ['contact.quick.cancel', 'cancel'], ['contact.quick.invoice', 'invoice']]) {
      await expect(main.getByRole('link', { name: site.t(id) })).toHaveAttribute('href', `${site.path(`/${SEGMENTS[locale].bookingLookup}`)}#request=${request}`);
    }
    await expect(main.locator('#faq summary')).toHaveCount(5);
    await expect(main.getByRole('link', { name: site.t('contact.chat.button') })).toHaveCount(0);
  });

  const dialog = page.getByRole('dialog', { name: site.t('contact.form.title') });
  await test.step('the message form opens in a modal, checks each field once left and suggests the mistyped e-mail domain', async () => {
    await page.getByRole('button', { name: site.t('contact.message.button') }).click();
    await dialog.getByRole('combobox', { name: site.t('contact.form.reason') }).selectOption('booking_cancellation');
    const booking = dialog.getByRole('textbox', { name: site.t('contact.field.bookingNumber') });
    await booking.fill('1234');
    await booking.press('Tab');
    await expect(dialog.getByText(site.t('contact.error.bookingNumber'))).toBeVisible();
    await booking.fill('12345678');
    const emailField = dialog.getByRole('textbox', { name: site.t('contact.field.email') });
    await emailField.fill(`${user}@gmial.com`);
    await emailField.press('Tab');
    await dialog.getByRole('button', { name: site.t('contact.email.suggestion').replace('{email}', email) }).click();
    await expect(emailField).toHaveValue(email);
    await dialog.getByRole('textbox', { name: site.t('contact.field.name') }).fill("Jeanne D'Arcy-Martin");
    await dialog.getByRole('textbox', { name: site.t('contact.field.phone') }).fill('+33 6 12 34 56 78');
    await dialog.getByRole('textbox', { name: site.t('contact.field.description') }).fill('Merci d’annuler ma réservation du mois prochain.');
    await booking.press('Tab');
    await a11y.checkOverlay('the contact form modal, filled in');
  });

  await test.step('Send runs the invisible captcha, stores the message and shows the thank-you on return', async () => {
    await dialog.getByRole('button', { name: site.t('contact.form.send') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === 'contact_thank_you', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: site.t('contact.success') })).toBeVisible();
    await expect(dialog).toBeHidden();
    await a11y.check('the contact page after a message was sent');
  });

  await test.step('nothing reaches the CRM while it is down; once it is back the worker delivers the message', async () => {
    await page.waitForTimeout(2_000);
    expect(await casesFrom(email)).toEqual([]);
    await setCrmDown(email, false);
    await expect.poll(() => casesFrom(email), { timeout: 30_000, intervals: [500] }).toHaveLength(1);
    const [delivered] = await casesFrom(email);
    expect(delivered).toMatchObject({ status: 'New', type: 'Booking', requestSubtype: 'Cancellation', contact_reason: 'booking_cancellation', Booking_ID__c: '12345678', name: "Jeanne D'Arcy-Martin", country: locale.slice(3) });
    expect(delivered.retURL).toContain(`${site.path(`/${SEGMENTS[locale].contact}`)}?ref=contact_thank_you`);
  });
});
