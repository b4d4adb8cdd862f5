import type { PageLoader } from '../../page-types';
import { ROBOTS_NOINDEX } from '../../server/seo';

export type BeneficiaryPageProps = Record<string, never>;

/** The beneficiary's login and redemption (§2.13 `/beneficiary/login`, docs/redemption.md). Never indexed. */
export const loadBeneficiaryPage: PageLoader<BeneficiaryPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'beneficiary.title' }),
  description: intl.formatMessage({ id: 'beneficiary.intro' }),
  robots: ROBOTS_NOINDEX,
});
