import { SEGMENTS, test } from './fixtures';

/**
 * Screenshots to look at by eye, not assertions: `npm run e2e:screenshots` writes them to test-results/screenshots/
 * for a few projects (locale × viewport). Every page is still checked with axe.
 */
test('screenshots of the shell pages', async ({ page, site }, testInfo) => {
  test.setTimeout(180_000);
  const { contact, legal } = SEGMENTS[site.locale];
  const pages: [string, string, number][] = [
    ['home', '/', 200],
    ['contact', `/${contact}`, 200],
    ['legal', `/${legal}/sales-conditions`, 200],
    ['not-found', '/no-such-page', 404],
    ['belgium', '/be', 200],
  ];
  const viewport = (testInfo.project.metadata as { viewport?: string }).viewport ?? 'desktop';
  for (const [name, path, status] of pages) {
    await site.visit(path, { status });
    await page.screenshot({ path: `test-results/screenshots/${name}-${site.locale}-${viewport}.png`, fullPage: true });
  }
});
