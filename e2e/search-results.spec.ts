import { expect, SEGMENTS, test } from './fixtures';

/** Villeurbanne (GeoNames 2968254): no hotel of its own in the test catalog, Lyon's hotels within 30 km. */
const VILLEURBANNE = 2968254;

/** Lyon's landing page in each point of sale's words: the name in the visitor's language, folded (docs/search-model.md). */
const LYON_LANDING = { 'fr-FR': 'lyon', 'fr-BE': 'lyon', 'es-ES': 'lyon', 'nl-BE': 'lyon', 'nl-NL': 'lyon', 'it-IT': 'lione' } as const;

/** One branch of a `select` message: branch('{step, select, around {Stays within 30 km} other {…}}', 'around'). */
const branch = (message: string, key: string) => new RegExp(`${key} \\{([^}]*)\\}`).exec(message)?.[1] ?? message;

test('no results, widened suggestions and the activity search, each readable and accessible', async ({ page, site, a11y, context, baseURL }) => {
  test.setTimeout(120_000);
  const searchPath = `/${SEGMENTS[site.locale].search}`;

  await test.step('nothing matches: the no-results notice, and Remove all filters brings offers back', async () => {
    await site.visit(`${searchPath}#priceMin=9000000&stars=5`);
    await expect(page.getByText(site.t('search.noResults'))).toBeVisible();
    await a11y.check('no results');
    await page.getByRole('button', { name: site.t('search.removeAllFilters') }).click();
    await expect(page.getByRole('main').getByTestId('offer-card').first()).toBeVisible();
    expect(new URL(page.url()).hash).not.toContain('priceMin');
  });

  await test.step('a city without hotels: no exact results, the stays within 30 km, and a link to see more', async () => {
    await page.goto(`${site.path(searchPath)}#city=${VILLEURBANNE}`);
    await expect(page.getByText(site.t('search.noExactResults'))).toBeVisible();
    await expect(page.getByText(site.t('search.suggestions'))).toBeVisible();
    const block = page.getByRole('region', { name: branch(site.t('search.fallback.title'), 'around') });
    await expect(block.getByTestId('offer-card').first()).toBeVisible();
    expect(await block.getByTestId('offer-card').count()).toBeLessThanOrEqual(3);
    await expect(block.getByRole('link', { name: site.t('search.fallback.seeMore') })).toHaveAttribute('href', /distanceMax=30/);
    await a11y.check('fallback suggestions');
  });

  await test.step('a shareable landing address: the city in the path, the hash on top', async () => {
    const slug = LYON_LANDING[site.locale];
    const name = slug === 'lione' ? 'Lione' : 'Lyon';
    await site.visit(`${searchPath}/${slug}#a=1`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('offer-card').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name}`));
  });

  await test.step('activities: the activity-only search prices each activity per person', async () => {
    await context.addCookies([{ name: 'escapade-flags', value: 'activityOnlySearch:on', url: baseURL! }]);
    await site.visit(`${searchPath}?flow=activity`);
    const perPerson = new RegExp(site.t('offerCard.price.perPerson').replace('{price}', '.+'));
    await expect(page.getByRole('main').getByTestId('offer-card').first()).toContainText(perPerson);
    // A hash search in the browser goes through POST search/activity-only.json.
    const request = page.waitForRequest((r) => r.url().endsWith('/search/activity-only.json') && r.method() === 'POST');
    await page.goto(`${site.path(searchPath)}?flow=activity#a=1`);
    expect((await request).postDataJSON()).toMatchObject({ numberOfPackagesPerHotel: 20, criteria: { filters: { offer: { familyComposition: { adults: 1 } } } } });
    await expect(page.getByRole('main').getByTestId('offer-card').first()).toContainText(perPerson);
  });
});
