import type { GetServerSideProps } from 'next';
import { nameRequestRoute } from '@/lib/logging/request-store.js';
import type { AppPageProps } from '../page-types';

/**
 * `load`, naming the request's route kind after the page kind it answered (`page:product`, `page:notFound`,
 * `page:unavailable`; `page:redirect`) for the access log and the request metrics: a bounded label, never the
 * address (src/server/http/request-context.js).
 */
export function namingPageKind(load: GetServerSideProps<AppPageProps>): GetServerSideProps<AppPageProps> {
  return async (ctx) => {
    const result = await load(ctx);
    nameRequestRoute('props' in result ? `page:${(await result.props).page}` : 'redirect' in result ? 'page:redirect' : 'page:notFound');
    return result;
  };
}
