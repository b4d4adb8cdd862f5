import type { Page } from '@playwright/test';
import { expect, SEGMENTS, test, type Locale } from './fixtures';

const headLinks = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string]));

test('a visitor finds help, legal pages, other countries, both Belgian languages and a way back from a missing page', async ({ page, site, baseURL }) => {
  // Nine pages, each checked with axe (1-4 s on a busy 2-core machine): more than the default 60 s may be needed.
  test.setTimeout(150_000);
  const { locale } = site;
  const { contact, legal } = SEGMENTS[locale];
  // Another point of sale for the country switcher: Italy, or Spain for Italian visitors.
  const other: Locale = locale === 'it-IT' ? 'es-ES' : 'it-IT';

  await test.step('home: indexable, in the right language, with canonical and hreflang alternates', async () => {
    await site.visit('/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + site.path('/'));
    const alternates = await headLinks(page, 'link[rel="alternate"][hreflang]');
    expect(alternates).toHaveLength(7);
    expect(new Map(alternates).get(locale)).toBe(baseURL + site.path('/'));
    expect(new Map(alternates).get('x-default')).toBe(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: site.t('home.hero.title') })).toBeVisible();
    // The language selector exists only where a country speaks two languages.
    await expect(page.getByRole('navigation', { name: site.t('header.language.label'), exact: true })).toHaveCount(locale.endsWith('BE') ? 1 : 0);
    // The build marks the browser's scripts with V8's compile hint (scripts/add-compile-hints.mjs).
    const script = await page.locator('script[src*="/_next/static/chunks/"]').first().getAttribute('src');
    expect(await (await page.request.get(script!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  await test.step('the header help link opens the localised contact page', async () => {
    await site.follow('banner', site.t('header.help'), site.path(`/${contact}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('contact.title'));
  });

  await test.step('the footer opens the sales conditions', async () => {
    await site.follow({ navigation: site.t('footer.legal.label') }, site.t('legal.salesConditions.title'), site.path(`/${legal}/sales-conditions`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('legal.salesConditions.title'));
  });

  await test.step('the country switcher shows the same page in another point of sale', async () => {
    const target = `/${other}/${SEGMENTS[other].legal}/sales-conditions`;
    await site.follow({ navigation: site.t('footer.country.label') }, site.t(`footer.country.${other.replace('-', '')}`), target);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('legal.salesConditions.title', other));
  });

  await test.step('the Belgian splash leads to Dutch, then the header switches to French and keeps the address', async () => {
    await site.visit('/be', { locale: 'fr-FR' });
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await site.follow('main', site.t('belgium.choice.nl', 'fr-FR'), '/nl-BE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    // The gifting home with a party in the hash: the switch carries the query and the hash (unit tests: site-header).
    await site.visit('/?flow=gifting#a=3', { locale: 'nl-BE' });
    await site.follow({ navigation: site.t('header.language.label', 'nl-BE') }, site.t('header.language.fr', 'nl-BE'), '/fr-BE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page).toHaveURL((url) => url.searchParams.get('flow') === 'gifting' && /(^#|&)a=3(&|$)/.test(url.hash));
  });

  await test.step('an unknown address answers 404 with the localised not-found page', async () => {
    await site.visit('/no-such-page-for-escapade', { status: 404 });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('notFound.title'));
    await site.follow('main', site.t('common.goToHomepage'), site.path('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.t('home.hero.title'));
  });
});
