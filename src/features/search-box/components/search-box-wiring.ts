/**
 * What the search box needs from other features, handed in by the app layer (src/site/search-box.tsx, the one place
 * that combines the box with the calendar and the guests fields): this feature imports no other.
 */
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { Flow } from '@/contracts/search-criteria';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';
import type { DatesSlotProps, GuestsSlotProps } from './search-box';
import type { ThemeOption } from './theme-select';

/** Dates kept in the visit's session, as the calendar reads them back. */
export type SessionDates = { checkin: string; checkout: string; nights: number };

/** Props of the real box as pages show it. */
export type LiveSearchBoxProps = {
  themes: readonly ThemeOption[];
  /** The flow a start page (home) was opened with (`?flow=`). */
  flow?: Flow;
  /** On the results page: the results' own name for the destination, once they have one. */
  destinationName?: string;
};

/** The dates field's button at rest (the calendar's): the facade draws it with the session's or the address's dates. */
export type DatesButtonProps = ComponentProps<'button'> & { checkin: string | null; checkout: string | null; nights: number | null; flexible?: FlexibleStay | null; 'data-facade'?: string };

/** In the page's first load: light parts and loaders only. */
export type FacadeWiring = {
  DatesButton: ComponentType<DatesButtonProps>;
  /** The real box, calendar and guests composed: its own chunk, fetched on first use. */
  loadLiveBox: () => Promise<ComponentType<LiveSearchBoxProps>>;
  /** The session's dates this page and flow may put back; their rules load only when the session holds anything. */
  loadSessionDates: (page: string, flow: Flow) => Promise<SessionDates | null>;
};

/** In the real box's chunk: the calendar's and the guests' fields, and the session's dates read at once. */
export type LiveWiring = {
  renderDates: (slot: DatesSlotProps) => ReactNode;
  renderGuests: (slot: GuestsSlotProps) => ReactNode;
  sessionDates: (page: string, flow: Flow) => SessionDates | null;
};
