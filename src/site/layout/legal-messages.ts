import { defineMessages } from 'react-intl';
import type { LegalDocument } from '@/shared/routes';

export const LEGAL_TITLES = defineMessages<LegalDocument>({
  'sales-conditions': { id: 'legal.salesConditions.title' },
  'use-conditions': { id: 'legal.useConditions.title' },
  'data-protection': { id: 'legal.dataProtection.title' },
  cookies: { id: 'legal.cookies.title' },
});
