import type { PageLoader } from '../../page-types';

export type ContactPageProps = Record<string, never>;

export const loadContactPage: PageLoader<ContactPageProps> = async ({ intl }) => ({
  props: {},
  title: intl.formatMessage({ id: 'contact.seo.title' }),
  description: intl.formatMessage({ id: 'contact.seo.description' }),
});
