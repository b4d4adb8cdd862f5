import { expect, test } from './fixtures';

/*
 * The journeys' axe check looks again only at what changed on a page it already checked (e2e/fixtures/index.ts,
 * scopeToChanges): a fault added anywhere after the first check, in the main content, the footer or an attribute
 * of the header, must still be found, and a fault on an unchanged page must not be hidden by the scope of a check.
 */
test('the axe check finds a fault added anywhere after the page was first checked', async ({ page, site, a11y }) => {
  await site.visit('/');
  const addNamelessButton = (where: string) =>
    page.evaluate((selector) => {
      const button = document.createElement('button');
      button.id = 'axe-probe';
      document.querySelector(selector)!.append(button);
    }, where);
  const removeProbe = () => page.evaluate(() => document.getElementById('axe-probe')?.remove());

  await addNamelessButton('main');
  await expect(a11y.check('a nameless button in the main content')).rejects.toThrow(/button-name/);
  await removeProbe();
  await a11y.check('the main content mended');

  await addNamelessButton('footer');
  await expect(a11y.check('a nameless button in the footer')).rejects.toThrow(/button-name/);
  await removeProbe();
  await a11y.check('the footer mended');

  await page.evaluate(() => document.querySelector('header a')!.setAttribute('aria-expanded', 'sometimes'));
  await expect(a11y.check('a wrong attribute value in the header')).rejects.toThrow(/aria-valid-attr-value/);
  // Unchanged since: the next check still reports it, as the fault is still there.
  await expect(a11y.check('the same fault, nothing changed')).rejects.toThrow(/aria-valid-attr-value/);
  await page.evaluate(() => document.querySelector('header a')!.removeAttribute('aria-expanded'));
  await a11y.check('the header mended');
});
