import { defineMessages } from 'react-intl';
import type { LegalDocument } from '@/shared/routes';

/** The legal texts themselves: only the legal page imports them, so no other page ships them (issue 21 §2). */
export const LEGAL_BODIES = defineMessages<LegalDocument>({
  'sales-conditions': { id: 'legal.salesConditions.body' },
  'use-conditions': { id: 'legal.useConditions.body' },
  'data-protection': { id: 'legal.dataProtection.body' },
  cookies: { id: 'legal.cookies.body' },
});
