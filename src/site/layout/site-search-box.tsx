import { useRouter } from 'next/compat/router';
import { useCallback } from 'react';
import { DateRangeField } from '@/features/calendar/components/date-range-field';
import { GuestsField } from '@/features/guests/components/guests-field';
import { SearchBox, type DatesSlotProps, type GuestsSlotProps } from '@/features/search-box/components/search-box';
import { hashText, type SearchHash } from '@/features/search-box/model/search-hash';
import { useAppConfig } from '../app-config-context';
import { href } from '../routes';
import type { SearchBoxTheme } from '../server/search-box-themes';

const renderDates = (slot: DatesSlotProps) => <DateRangeField {...slot} />;
const renderGuests = (slot: GuestsSlotProps) => <GuestsField {...slot} />;

/** Submitting opens the results page: the flow in the query, the criteria in the hash. */
function useGoToSearch() {
  const router = useRouter();
  const { locale } = useAppConfig();
  return useCallback(
    (hash: SearchHash) => {
      const { flow, ...criteria } = hash;
      const url = href.search(locale, { flow, hash: hashText(criteria) });
      if (router) void router.push(url);
      else window.location.assign(url);
    },
    [router, locale],
  );
}

/** The search box as pages use it: destination, calendar and guests composed, submitting to the results page. */
export function SiteSearchBox({ themes }: { themes: readonly SearchBoxTheme[] }) {
  const goToSearch = useGoToSearch();
  return <SearchBox themes={themes} onSubmit={goToSearch} renderDates={renderDates} renderGuests={renderGuests} />;
}
