import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { activityDateFieldId, activityDayOptions, chooseActivityDate, type ActivityDates, type ActivityToDate } from './activity-dates';

const messages = defineMessages({
  title: { id: 'product.booking.step.activityDates' },
  label: { id: 'product.booking.activityDate.label' },
  placeholder: { id: 'product.booking.activityDate.placeholder' },
  /** §5 'Please choose your activity dates.': the caller shows it where its other errors go, with `errorId`. */
  required: { id: 'product.booking.error.activityDates' },
});

/** The step's texts (ids in locales/*.json; the product page named them first). Plain descriptors: the label takes a value. */
export const activityDatesMessages = messages as Record<keyof typeof messages, MessageDescriptor>;

export type ActivityDatesStepProps = {
  activities: readonly ActivityToDate[];
  checkin: string;
  nights: number;
  value: ActivityDates;
  onChange: (value: Record<number, string>, activityId: number) => void;
  /** the activities flagged by a Book without their date (aria-invalid, described by the error) */
  missing?: readonly number[];
  /** the id of the caller's 'Please choose your activity dates.' */
  errorId?: string;
  /** prefix of the selects' ids (two steps on one page) */
  idPrefix?: string;
};

export { activityDateFieldId } from './activity-dates';

/**
 * The activity-dates step (§4): a select per activity of the programme that needs a date, offering each day of the
 * stay; a choice replaces the activity's earlier one. The product page's booking panel and the beneficiary's calendar
 * render it; what stops a Book is the caller's (`missingActivityDates`).
 */
export function ActivityDatesStep({ activities, checkin, nights, value, onChange, missing = [], errorId, idPrefix }: ActivityDatesStepProps) {
  const intl = useIntl();
  if (activities.length === 0) return null;
  return (
    <>
      <h3>{intl.formatMessage(activityDatesMessages.title)}</h3>
      {activities.map((activity) => {
        const id = activityDateFieldId(activity.activityId, idPrefix);
        const flagged = missing.includes(activity.activityId);
        return (
          <Field key={activity.activityId}>
            <label htmlFor={id}>{intl.formatMessage(activityDatesMessages.label, { activity: activity.title })}</label>
            <select
              id={id}
              value={value[activity.activityId] ?? ''}
              aria-invalid={flagged || undefined}
              aria-describedby={flagged ? errorId : undefined}
              onChange={(event) => onChange({ ...chooseActivityDate(value, activity.activityId, event.target.value) }, activity.activityId)}
            >
              <option value="" disabled>
                {intl.formatMessage(activityDatesMessages.placeholder)}
              </option>
              {activityDayOptions(activity.activityId, checkin, nights).map((option) => (
                <option key={option.value} value={option.value}>
                  {intl.formatDate(`${option.date}T12:00:00`, { weekday: 'long', day: 'numeric', month: 'long' })}
                </option>
              ))}
            </select>
          </Field>
        );
      })}
    </>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.sm};
  select {
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    font: inherit;
  }
  select[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
