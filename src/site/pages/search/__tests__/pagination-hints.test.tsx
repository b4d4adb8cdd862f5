import { beforeEach, describe, expect, it } from '@jest/globals';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { ReactElement } from 'react';
import { Pagination, type PaginationProps } from '@/features/search/components/pagination';
import { parseSearchState } from '@/shared/search-address';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/testing/render-with-providers';

/** What next/head would put in the document head: Next's own head manager, recording the elements. */
let head: ReactElement[] = [];
const headManager = { mountedInstances: new Set(), updateHead: (elements: ReactElement[]) => void (head = elements) };

const state = (page: number) => parseSearchState('theme=26', { page: String(page) }, new Date('2026-11-25T10:00:00Z'), 'Europe/Paris');
const hint = (rel: string) => head.find((el) => el.type === 'link' && (el.props as { rel?: string }).rel === rel)?.props as { href?: string } | undefined;

function renderPagination(locale: Locale, props: Omit<PaginationProps, 'total' | 'pageSize'>) {
  renderWithProviders(
    <HeadManagerContext.Provider value={headManager as never}>
      <Pagination total={100} pageSize={24} {...props} />
    </HeadManagerContext.Provider>,
    { locale },
  );
}

beforeEach(() => {
  head = [];
  headManager.mountedInstances.clear();
});

describe('pagination link hints', () => {
  it("carry the locale prefix Next adds to links (a bare /busqueda would be the French site's 404)", () => {
    renderPagination('es-ES', { state: state(1), urlOf: (s) => `/busqueda${s.page ? `?page=${s.page}` : ''}#theme=26` });
    expect(hint('prev')?.href).toBe('/es-ES/busqueda#theme=26');
    expect(hint('next')?.href).toBe('/es-ES/busqueda?page=2#theme=26');
  });

  it('have no prefix in the default locale', () => {
    renderPagination('fr-FR', { state: state(0), urlOf: (s) => `/recherche?page=${s.page}` });
    expect(hint('prev')).toBeUndefined();
    expect(hint('next')?.href).toBe('/recherche?page=1');
  });
});
