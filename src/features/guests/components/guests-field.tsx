import dynamic from 'next/dynamic';
import { forwardRef, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SearchFieldButton, SearchFieldLabel, SearchFieldNote, SearchFieldValue } from '@/components/ui/search-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { Stepper } from '@/components/ui/stepper';
import type { Flow } from '@/contracts/search-criteria';
import { analyticsEvents, useAnalytics } from '@/shared/analytics';
import { guestsForFlow, isGuestSelectorDisabled, PARTICIPANTS, setParticipants, type GuestComposition } from '../model/guest-composition';
import { guestsMessages as messages } from './guests-messages';
import type { GuestsPanelProps } from './guests-panel';

/** The steppers load when the picker first opens. */
const GuestsPanel = dynamic<GuestsPanelProps>(() => import('./guests-panel'), {
  ssr: false,
  loading: () => (
    <SkeletonRegion>
      <Skeleton lines={4} />
    </SkeletonRegion>
  ),
});

export type GuestsFieldProps = {
  value: GuestComposition;
  /** Called once the picker closes (Escape, outside click or Confirm) with the chosen counts. */
  onChange: (value: GuestComposition) => void;
  flow: Flow;
};

/**
 * Guests of the search box: a button opening 'Who are you going with?' in the booking and hotel flows; fixed at two
 * adults (disabled) when gifting; a participants stepper (1 to 2) in the activity flow.
 */
export function GuestsField({ value, onChange, flow }: GuestsFieldProps) {
  const intl = useIntl();
  const { track } = useAnalytics();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  if (flow === 'activity') {
    return (
      <Participants>
        <Stepper
          label={intl.formatMessage(messages.participants)}
          description={intl.formatMessage(messages.participantsHelper)}
          min={PARTICIPANTS.min}
          max={PARTICIPANTS.max}
          value={setParticipants(PARTICIPANTS.default, value.adults)}
          onValueChange={(count) => onChange({ ...value, adults: setParticipants(value.adults, count) })}
        />
      </Participants>
    );
  }

  const shown = guestsForFlow(value, flow);
  const disabled = isGuestSelectorDisabled(flow);
  const changeOpen = (next: boolean) => {
    if (next) {
      setDraft(value);
      track(analyticsEvents.searchOverlay('display', 'guests'));
    } else if (draft !== value) {
      onChange(draft);
    }
    setOpen(next);
  };

  const trigger = <Trigger guests={shown} disabled={disabled} giftingNote={flow === 'gifting'} />;
  if (disabled) return trigger;
  return (
    <Dialog
      title={<FormattedMessage {...messages.title} />}
      trigger={trigger}
      open={open}
      onOpenChange={changeOpen}
      footer={
        <DialogClose asChild>
          <Button>
            <FormattedMessage {...messages.confirm} />
          </Button>
        </DialogClose>
      }
    >
      {open && <GuestsPanel value={draft} onChange={setDraft} />}
    </Dialog>
  );
}

type TriggerProps = ComponentProps<'button'> & { guests: GuestComposition; giftingNote: boolean };

const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger({ guests, giftingNote, ...rest }, ref) {
  return (
    <SearchFieldButton ref={ref} type="button" {...rest}>
      <SearchFieldLabel>
        <FormattedMessage {...messages.label} />
      </SearchFieldLabel>
      <SearchFieldValue>
        <FormattedMessage {...messages.summary} values={{ adults: guests.adults, children: guests.children, babies: guests.babies }} />
      </SearchFieldValue>
      {giftingNote && (
        <SearchFieldNote>
          <FormattedMessage {...messages.giftingFixed} />
        </SearchFieldNote>
      )}
    </SearchFieldButton>
  );
});





const Participants = styled.div`
  min-width: 0;
`;
