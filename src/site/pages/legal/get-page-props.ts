import { LEGAL_DOCUMENTS, type LegalDocument } from '@/shared/routes';
import type { PageLoader } from '../../page-types';
import { LEGAL_TITLES } from '../../layout/legal-messages';

export type LegalPageProps = { document: LegalDocument };

const isLegalDocument = (value: string | undefined): value is LegalDocument =>
  (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');

export const loadLegalPage: PageLoader<LegalPageProps> = async ({ intl, params }) => {
  const document = params[0];
  if (!isLegalDocument(document)) return { notFound: true };
  return {
    props: { document },
    title: intl.formatMessage(LEGAL_TITLES[document]),
    description: intl.formatMessage({ id: 'legal.seo.description' }),
  };
};
