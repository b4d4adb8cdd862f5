import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Stepper } from '@/components/ui/stepper';
import { Switch } from '@/components/ui/switch';
import { GUEST_LIMITS, setGuestCount, setSingleRoom, type GuestComposition, type GuestKind } from '../model/guest-composition';
import { guestsMessages as messages } from './guests-messages';
import { theme } from '@/styles/theme';

export type GuestsPanelProps = {
  value: GuestComposition;
  onChange: (value: GuestComposition) => void;
};

/** The guest picker's body: adults 1-20, children 0-10, babies 0-10 and the single-room switch (follows the counts). */
export default function GuestsPanel({ value, onChange }: GuestsPanelProps) {
  const intl = useIntl();
  const stepper = (kind: GuestKind, label: string, description?: string) => (
    <Stepper
      label={label}
      description={description}
      min={GUEST_LIMITS[kind].min}
      max={GUEST_LIMITS[kind].max}
      value={value[kind]}
      onValueChange={(count) => onChange(setGuestCount(value, kind, count))}
    />
  );
  return (
    <Rows>
      {stepper('adults', intl.formatMessage(messages.adults))}
      {stepper('children', intl.formatMessage(messages.children), intl.formatMessage(messages.childrenHelp))}
      {stepper('babies', intl.formatMessage(messages.babies), intl.formatMessage(messages.babiesHelp))}
      <Separator />
      <Switch
        label={intl.formatMessage(messages.singleRoom)}
        description={intl.formatMessage(messages.singleRoomHelp)}
        checked={value.singleRoom}
        onCheckedChange={(checked) => onChange(setSingleRoom(value, checked))}
      />
    </Rows>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const Separator = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
`;
