import type { GetStaticProps } from 'next';
import NotFoundPage from '@/site/pages/not-found/not-found-page';
import { PageChrome } from '@/site/layout/page-chrome';
import { pageMessages } from '@/lib/intl/messages';
import { toLocale } from '@/lib/locales';

/** Next's own 404 (paths the catch-all never sees); the catch-all renders the same page for unknown routes. */
export default function NextNotFound() {
  return (
    <PageChrome>
      <NotFoundPage />
    </PageChrome>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const resolved = toLocale(locale);
  return { props: { locale: resolved, messages: await pageMessages(resolved, 'notFound') } };
};
