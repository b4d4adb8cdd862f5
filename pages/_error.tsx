import type { NextPageContext } from 'next';
import { CrashPage } from '@/site/layout/crash-page';
import { loadMessages } from '@/lib/intl/messages';
import { toLocale } from '@/lib/locales';

/** Server-side render errors end here: the crash page in the visitor's language. */
export default function ErrorPage() {
  return <CrashPage />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const resolved = toLocale(locale);
  if (res) res.statusCode = err?.statusCode ?? res.statusCode ?? 500;
  return { locale: resolved, messages: await loadMessages(resolved) };
};
