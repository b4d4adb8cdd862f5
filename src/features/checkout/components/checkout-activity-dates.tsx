import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ActivityToDate } from '@/shared/activity-dates/activity-dates';
import { ActivityDatesStep, activityDatesMessages } from '@/shared/activity-dates/activity-dates-step';
import { theme } from '@/styles/theme';

type Props = {
  activities: readonly ActivityToDate[];
  checkin: string;
  nights: number;
  chosen: Readonly<Record<number, string>>;
  /** the activities a Place order without their day flagged */
  flagged: readonly number[];
  idPrefix: string;
  onChange: (chosen: Record<number, string>) => void;
};

/**
 * The stay checkout's activity-dates step (§4; docs/checkout.md): the product page's step (a select per activity,
 * offering the stay's days, check-in to the last night), shown when the address came without the days. Place order
 * without all of them says 'Please choose your activity dates.' here and flags the missing ones.
 */
export function CheckoutActivityDates({ activities, checkin, nights, chosen, flagged, idPrefix, onChange }: Props) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <Step data-testid="checkout-activity-dates">
      <ActivityDatesStep activities={activities} checkin={checkin} nights={nights} value={chosen} onChange={onChange} missing={flagged} errorId={errorId} idPrefix={idPrefix} />
      {flagged.length > 0 && (
        <p id={errorId} role="alert" className="error">
          {intl.formatMessage(activityDatesMessages.required)}
        </p>
      )}
    </Step>
  );
}

const Step = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.md};
  }
  .error {
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.font.size.sm};
  }
`;
