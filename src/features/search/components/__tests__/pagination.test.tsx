import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DEFAULT_SEARCH_STATE } from '@/shared/search-address';
import { Pagination } from '../pagination';

const urlOf = (state: { page: number }) => `/recherche?page=${state.page}`;

describe('Pagination legend', () => {
  // The count line writes '2 121 offres' (plural message's #); the legend used to write 'sur 2121'.
  it.each([
    ['fr-FR', 'Pagination', /^1 - 24 résultats sur 2\s121$/],
    ['es-ES', 'Paginación', /^1 - 24 resultados de 2121$/], // Spanish groups only from five digits (CLDR minimumGroupingDigits 2)
    ['it-IT', 'Paginazione', /^1 - 24 .*2121$/], // Italian too
    ['nl-NL', 'Paginering', /^1 - 24 .*2\.121$/],
  ] as const)('in %s writes the numbers with the locale', (locale, navName, legend) => {
    renderWithProviders(<Pagination state={{ ...DEFAULT_SEARCH_STATE, page: 0 }} total={2121} pageSize={24} urlOf={urlOf} />, { locale });
    const nav = screen.getByRole('navigation', { name: navName });
    expect(within(nav).getByText(legend)).toBeInTheDocument();
  });

  it('groups a large Spanish total and the last page\'s range', () => {
    renderWithProviders(<Pagination state={{ ...DEFAULT_SEARCH_STATE, page: 504 }} total={12121} pageSize={24} urlOf={urlOf} />, { locale: 'es-ES' });
    expect(screen.getByText(/^12\.097 - 12\.120 resultados de 12\.121$/)).toBeInTheDocument();
  });
});
