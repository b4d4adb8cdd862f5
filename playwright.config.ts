import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_PREVIEW_SECRET } from './e2e/fixtures/content-pages';
import { LOCAL_CRM } from './e2e/fixtures/crm';
import { CARE_SITE, LOCAL_IDENTITY_PROVIDER } from './e2e/fixtures/customer-care';
import { MAIL_CATCHER } from './e2e/fixtures/mailbox';
import { PAYMENT_SANDBOX } from './e2e/fixtures/payments';
import { locales as LOCALES } from './src/lib/i18n-config.js';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

// Debian's Chromium (no browser downloads here); Playwright's own only when neither is present.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * Journeys that run in some projects only, to keep CI under 40 minutes (README, 'Tests'); every other journey runs in
 * all twelve. The main journeys (search, results, shell pages, checkout from a card through the product page to the
 * confirmation, the booking lookup, its modification and cancellation) run everywhere; secondary ones in two projects,
 * two locales and both viewports (CI on a 2-core machine: README, 'Tests'); the projects without them open each of
 * their page kinds with axe (page-kinds-smoke.spec.ts), and the link walk (desktop of every locale) opens every page
 * kind's links.
 */
const PROJECTS = LOCALES.flatMap((locale) => [`${locale}-desktop`, `${locale}-mobile`]);
/** `E2E_ALL=1` runs every journey in all twelve projects (QA, before a release): 339 tests, 31 minutes on 27 November. */
const ALL = process.env.E2E_ALL === '1';
const SECONDARY = ALL ? PROJECTS : ['fr-FR-desktop', 'es-ES-mobile'];
const ONLY_IN: Record<string, readonly string[]> = {
  // Server behaviour that does not depend on the locale: one project.
  'xss.spec.ts': ['fr-FR-desktop'],
  'page-cache.spec.ts': ['fr-FR-desktop'],
  'security-edges.spec.ts': ['fr-FR-desktop'],
  'header-size.spec.ts': ['fr-FR-desktop'],
  // The phone header in the four locales whose header differs, at 360 px, from one project.
  'header-fit.spec.ts': ['fr-FR-desktop'],
  'orders-last-room.spec.ts': ['fr-FR-desktop'],
  'process-lifecycle.spec.ts': ['fr-FR-desktop'],
  // The shipped nginx configuration in front of two production instances (docs/deployment.md).
  'deployment.spec.ts': ['fr-FR-desktop'],
  // The journeys' own axe check (e2e/fixtures/index.ts): one project.
  'axe-check-scope.spec.ts': ['fr-FR-desktop'],
  // A page kind drawn only once its code is there (docs/navigation.md): the browser's loading, in one project.
  'page-kind-code.spec.ts': ['fr-FR-desktop'],
  // The Tab walk through every page kind.
  'keyboard-focus.spec.ts': SECONDARY,
  // France on a desktop, Italy (no physical box) on a phone.
  'gift-box-journey.spec.ts': ALL ? PROJECTS : ['fr-FR-desktop', 'it-IT-mobile'],
  // Server HTML, read over HTTP: one viewport per locale.
  'link-walk.spec.ts': LOCALES.map((locale) => `${locale}-desktop`),
  'map-wishlist.spec.ts': SECONDARY,
  'navigation.spec.ts': SECONDARY,
  'search-box-journey.spec.ts': SECONDARY,
  'contact-journey.spec.ts': SECONDARY,
  'activity-giftcard-journey.spec.ts': SECONDARY,
  'hotel-journey.spec.ts': SECONDARY,
  // The stay product page in detail (the checkout journey opens it with axe and books from it everywhere): a
  // secondary journey (docs/product-page.md).
  'product-journey.spec.ts': SECONDARY,
  // Flexible dates (issue 36, point 6): a weekend in a chosen month, a card opened at its price, another weekend.
  'flexible-search-journey.spec.ts': SECONDARY,
  // Cookie consent, partner minisites and the error modal (issue 20, points 4-6); the minisite is in the smoke pass elsewhere.
  'consent-minisite-journey.spec.ts': SECONDARY,
  // The beneficiary's redemption and gift codes as payment (docs/redemption.md); the login page is in the smoke pass elsewhere.
  'redemption-journey.spec.ts': SECONDARY,
  // Customer care, against its own server (CUSTOMER_CARE is per process).
  'customer-care-journey.spec.ts': SECONDARY,
  // Its login page, a page kind of that server, with axe where the journey does not run.
  'customer-care-login-smoke.spec.ts': PROJECTS.filter((project) => !SECONDARY.includes(project)),
  // Customer accounts (docs/accounts.md): sign up, book, trips, sign out, wishlist merged; the sign-in page is in the smoke pass elsewhere.
  'account-journey.spec.ts': SECONDARY,
  // Home per flow and the content service's pages (docs/home-and-cms.md); their page kinds are in the smoke pass elsewhere.
  'home-cms-journey.spec.ts': SECONDARY,
  // The page kinds above, opened and checked with axe where their journeys do not run.
  'page-kinds-smoke.spec.ts': PROJECTS.filter((project) => !SECONDARY.includes(project)),
};

const viewports = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
  mobile: { ...devices['Pixel 7'], browserName: 'chromium' as const },
};

/** One project per locale and viewport: `npx playwright test --project=es-ES-mobile` runs one alone. */
export default defineConfig({
  testDir: './e2e',
  // Journeys are *.spec.ts; screenshots to look at (*.shots.ts) run only with E2E_SCREENSHOTS=1 (npm run e2e:screenshots).
  testMatch: process.env.E2E_SCREENSHOTS ? '**/*.shots.ts' : '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: LOCALES.flatMap((locale) =>
    (Object.keys(viewports) as (keyof typeof viewports)[]).map((viewport) => ({
      name: `${locale}-${viewport}`,
      testIgnore: Object.entries(ONLY_IN)
        .filter(([, projects]) => !projects.includes(`${locale}-${viewport}`))
        .map(([spec]) => `**/${spec}`),
      use: { ...viewports[viewport], locale, launchOptions },
      metadata: { locale, viewport },
    })),
  ),
  // The site and, beside it, its local stand-ins in one process (scripts/local-services.ts, docs/local-services.md): the
  // SMTP catcher it sends its mails to with the mailbox they are read in (e2e/fixtures/mailbox.ts), the local CRM it
  // hands contact messages to (e2e/fixtures/crm.ts cuts it and reads it), and the payment provider's local
  // implementation whose hosted page takes the journeys' card payments (e2e/fixtures/payments.ts).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node --import tsx scripts/local-services.ts',
          // The last one it starts: the three answer once this one does.
          url: `${PAYMENT_SANDBOX.url}/health`,
          reuseExistingServer: !process.env.CI,
          env: {
            LOCAL_SMTP_PORT: String(MAIL_CATCHER.smtpPort),
            LOCAL_MAILBOX_PORT: String(MAIL_CATCHER.httpPort),
            LOCAL_CRM_PORT: String(LOCAL_CRM.port),
            LOCAL_PAYMENT_PORT: String(PAYMENT_SANDBOX.port),
            LOCAL_PAYMENT_WEBHOOK_URL: `${baseURL}/api/payments/webhook`,
            PAYMENT_API_KEY: PAYMENT_SANDBOX.apiKey,
            PAYMENT_WEBHOOK_SECRET: PAYMENT_SANDBOX.webhookSecret,
          },
        },
        {
          command: 'node scripts/start.mjs',
          url: `${baseURL}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          // Its own small catalog (seeded in seconds), apart from the database `npm start` uses.
          env: {
            PORT: String(PORT),
            HOSTNAME: '127.0.0.1',
            SITE_URL: baseURL,
            // Each test's browser says which visitor it is (X-Forwarded-For, e2e/fixtures/index.ts), so the per-client
            // rate limits count each test apart.
            TRUSTED_PROXIES: '127.0.0.1',
            SQLITE_FILE: process.env.E2E_SQLITE_FILE ?? 'data/e2e.sqlite',
            SEED_SCALE: process.env.E2E_SEED_SCALE ?? 'test',
            SMTP_URL: MAIL_CATCHER.smtpUrl,
            CRM_URL: LOCAL_CRM.webToCaseUrl,
            // A CRM back after a few seconds is reached within seconds: retries from 1 s, a look every 500 ms.
            CRM_RETRY_BASE_MS: '1000',
            CRM_POLL_INTERVAL_MS: '500',
            PAYMENT_PROVIDER_URL: PAYMENT_SANDBOX.url,
            PAYMENT_API_KEY: PAYMENT_SANDBOX.apiKey,
            PAYMENT_WEBHOOK_SECRET: PAYMENT_SANDBOX.webhookSecret,
            PREVIEW_SECRET: E2E_PREVIEW_SECRET,
          },
        },
        // Customer care (docs/customer-care.md): the local OpenID Connect provider, then a second server from the
        // same build in customer-care mode (the site's port + 7, its own small SQLite file, one process).
        {
          command: 'node --import tsx scripts/oidc-provider.ts',
          url: `${LOCAL_IDENTITY_PROVIDER.url}/health`,
          reuseExistingServer: !process.env.CI,
          env: {
            OIDC_PROVIDER_PORT: String(LOCAL_IDENTITY_PROVIDER.port),
            OIDC_PROVIDER_CLIENT_ID: LOCAL_IDENTITY_PROVIDER.clientId,
            OIDC_PROVIDER_CLIENT_SECRET: LOCAL_IDENTITY_PROVIDER.clientSecret,
            OIDC_PROVIDER_REDIRECT_URIS: `${CARE_SITE.url}/api/customer-care/callback`,
            OIDC_PROVIDER_STORE: LOCAL_IDENTITY_PROVIDER.store,
          },
        },
        {
          command: 'node scripts/start.mjs',
          url: `${CARE_SITE.url}/api/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: {
            PORT: String(CARE_SITE.port),
            HOSTNAME: '127.0.0.1',
            SITE_URL: CARE_SITE.url,
            SQLITE_FILE: CARE_SITE.sqliteFile,
            SEED_SCALE: process.env.E2E_SEED_SCALE ?? 'test',
            WEB_CONCURRENCY: '1',
            // The harness's own stand-ins (else demo mode would start a second set on the default ports).
            SMTP_URL: MAIL_CATCHER.smtpUrl,
            CRM_URL: LOCAL_CRM.webToCaseUrl,
            PAYMENT_PROVIDER_URL: PAYMENT_SANDBOX.url,
            PAYMENT_API_KEY: PAYMENT_SANDBOX.apiKey,
            PAYMENT_WEBHOOK_SECRET: PAYMENT_SANDBOX.webhookSecret,
            CUSTOMER_CARE: 'on',
            OIDC_ISSUER_URL: LOCAL_IDENTITY_PROVIDER.url,
            OIDC_CLIENT_ID: LOCAL_IDENTITY_PROVIDER.clientId,
            OIDC_CLIENT_SECRET: LOCAL_IDENTITY_PROVIDER.clientSecret,
          },
        },
      ],
});
