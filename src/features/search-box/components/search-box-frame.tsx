import type { HTMLAttributes, ReactNode, Ref, FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { Flow } from '@/contracts/search-criteria';
import { FlowToggle, type ToggleFlow } from './flow-toggle';
import { searchBoxMessages as messages } from './search-box-messages';
import { BoxCell, BoxFields, BoxForm, BoxHeading, BoxRoot, DesktopOnly, MobileOnly, SearchIcon, SubmitCell } from './search-box-parts';

/**
 * The search box's frame, drawn the same by the real box and by its facade (the box at rest, without its code):
 * flow radios, heading, the inline bar on desktop and the summary button on mobile. One definition, so the swap
 * from one to the other moves nothing.
 */

export type BarCell = 'destination' | 'dates' | 'theme' | 'guests';

/** The bar's cells in a flow, in order: no dates for gifts (sold without dates), no theme for activities. */
export const barCells = (flow: Flow): BarCell[] => [
  'destination',
  ...(flow !== 'gifting' ? (['dates'] as const) : []),
  ...(flow !== 'activity' ? (['theme'] as const) : []),
  'guests',
];

const GROW: Record<BarCell, number> = { destination: 1.5, dates: 1.8, theme: 1.1, guests: 1.3 };

const HEADINGS = { booking: messages.headingBooking, hotel: messages.headingBooking, gifting: messages.headingGifting, activity: messages.headingActivity } as const;
export const DIALOG_TITLES = { booking: messages.dialogBooking, hotel: messages.dialogBooking, gifting: messages.dialogGifting, activity: messages.dialogActivity } as const;

export type BoxBarProps = {
  flow: Flow;
  layout: 'bar' | 'dialog';
  /** What each cell of the flow holds. */
  cell: (cell: BarCell) => ReactNode;
  /** Extra attributes of the Search button (the facade marks it). */
  submitProps?: HTMLAttributes<HTMLButtonElement> & { [data: `data-${string}`]: string };
};

/** The fields in a row (desktop bar) or a column (mobile dialog), then Search. */
export function BoxBar({ flow, layout, cell, submitProps }: BoxBarProps) {
  return (
    <BoxFields $layout={layout}>
      {barCells(flow).map((name) => (
        <BoxCell key={name} $grow={GROW[name]}>
          {cell(name)}
        </BoxCell>
      ))}
      <SubmitCell $layout={layout}>
        <Button type="submit" block={layout === 'dialog'} {...submitProps}>
          <SearchIcon />
          <FormattedMessage {...messages.submit} />
        </Button>
      </SubmitCell>
    </BoxFields>
  );
}

export type SearchBoxFrameProps = {
  flow: Flow;
  onFlow: (flow: ToggleFlow) => void;
  withActivities: boolean;
  formLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The desktop bar (a BoxBar). */
  bar: ReactNode;
  /** The mobile summary button. */
  summary: ReactNode;
  summaryRef?: Ref<HTMLDivElement>;
  rootProps?: HTMLAttributes<HTMLDivElement>;
  /** What only the real box has (the sticky summary, the mobile dialog). */
  children?: ReactNode;
};

export function SearchBoxFrame({ flow, onFlow, withActivities, formLabel, onSubmit, bar, summary, summaryRef, rootProps, children }: SearchBoxFrameProps) {
  return (
    <BoxRoot {...rootProps}>
      <FlowToggle value={flow} onChange={onFlow} withActivities={withActivities} />
      <BoxHeading>
        <FormattedMessage {...HEADINGS[flow]} />
      </BoxHeading>
      <DesktopOnly>
        <BoxForm role="search" aria-label={formLabel} onSubmit={onSubmit}>
          {bar}
        </BoxForm>
      </DesktopOnly>
      <MobileOnly ref={summaryRef}>{summary}</MobileOnly>
      {children}
    </BoxRoot>
  );
}
