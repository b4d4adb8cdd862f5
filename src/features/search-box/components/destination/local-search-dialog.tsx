import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { currentPosition } from '@/lib/geolocation';
import { DEFAULT_LOCAL_DISTANCE_KM, distanceText, LOCAL_DISTANCES_KM, localSearchPlace, type LocalDistanceKm } from '../../model/local-search';
import type { SearchBoxDestination } from '../../model/box-state';
import { destinationMessages as messages, distanceMessages } from './destination-messages';
import { theme } from '@/styles/theme';

type Status = 'idle' | 'locating' | 'unavailable';

export type LocalSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (destination: SearchBoxDestination) => void;
};

/** 'Travel locally!': 100, 200 or 300 km around the visitor's position (200 by default). */
export function LocalSearchDialog({ open, onOpenChange, onChoose }: LocalSearchDialogProps) {
  const intl = useIntl();
  const [distance, setDistance] = useState<LocalDistanceKm>(DEFAULT_LOCAL_DISTANCE_KM);
  const [status, setStatus] = useState<Status>('idle');

  const search = async () => {
    setStatus('locating');
    const position = await currentPosition();
    if (!position) {
      setStatus('unavailable');
      return;
    }
    const text = distanceText({ distanceKm: distance });
    onChoose({ label: intl.formatMessage(distanceMessages[text.key], { distanceKm: distance, city: '' }), place: localSearchPlace(position, distance) });
    setStatus('idle');
    onOpenChange(false);
  };

  return (
    <Dialog
      title={<FormattedMessage {...messages.localTitle} />}
      description={<FormattedMessage {...messages.localIntro} />}
      open={open}
      onOpenChange={(next) => {
        if (!next) setStatus('idle');
        onOpenChange(next);
      }}
      footer={
        <Button onClick={search} aria-disabled={status === 'locating'}>
          <FormattedMessage {...messages.localSubmit} />
        </Button>
      }
    >
      <Fieldset>
        <Legend>
          <FormattedMessage {...messages.localDistanceLegend} />
        </Legend>
        <Choices>
          {LOCAL_DISTANCES_KM.map((km) => (
            <Choice key={km}>
              <input type="radio" name="local-distance" value={km} checked={distance === km} onChange={() => setDistance(km)} />
              <span>
                <FormattedMessage {...messages.localDistance} values={{ km }} />
              </span>
            </Choice>
          ))}
        </Choices>
      </Fieldset>
      <Status role="status" $problem={status === 'unavailable'}>
        {status === 'locating' && <FormattedMessage {...messages.localLocating} />}
        {status === 'unavailable' && <FormattedMessage {...messages.localDenied} />}
      </Status>
    </Dialog>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Choices = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

const Choice = styled.label`
  flex: 1;
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: block;
    padding: ${theme.space.sm};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    text-align: center;
    font-weight: ${theme.font.weight.semibold};
  }
  input:checked + span {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p<{ $problem: boolean }>`
  margin: ${theme.space.md} 0 0;
  color: ${({ $problem }) => ($problem ? theme.colors.danger : theme.colors.textMuted)};
  &:empty {
    margin: 0;
  }
`;
