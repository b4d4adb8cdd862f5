import type { BeneficiaryGift, BeneficiarySessionEndReason } from '@/contracts/redemption';
import { toCatalogLocale } from '@/lib/locales';
import { csrfCookie, csrfTokenOf, newCsrfToken } from '@/server/auth';
import { getDb } from '@/server/db/get-db';
import { beneficiaryPageSession } from '@/server/redemption/beneficiary-session';
import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type BeneficiaryPageProps = {
  /** the gift of the beneficiary's session (a reload, the way back from the checkout), or null: the code field */
  gift: BeneficiaryGift | null;
  /** why a session this browser had shows the code field again (ended or expired, its gift used or expired) */
  ended: BeneficiarySessionEndReason | null;
};

/**
 * The beneficiary's login and redemption (§2.13 `/beneficiary/login`, docs/redemption.md). The page hands out the
 * CSRF cookie the login repeats and reads the beneficiary's session (its cookie; none, no query). Never indexed; a
 * page with a cookie, or setting one, is never stored by a cache (page-cache.ts).
 */
export const loadBeneficiaryPage: PageLoader<BeneficiaryPageProps> = async ({ intl, locale, req, res, env }) => {
  if (!csrfTokenOf(req.headers)) res.setHeader('Set-Cookie', csrfCookie(newCsrfToken(), env.SITE_URL));
  const { gift, ended } = await beneficiaryPageSession(getDb(), req, toCatalogLocale(locale));
  return {
    props: { gift, ended },
    title: intl.formatMessage({ id: 'beneficiary.title' }),
    description: intl.formatMessage({ id: 'beneficiary.intro' }),
    robots: ROBOTS_NOINDEX,
  };
};
