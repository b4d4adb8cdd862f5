import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { searchFieldLabelStyle } from '@/components/ui/search-field';
import { themeIconKey, type ThemeIconKey } from '../model/themes';
import { searchBoxMessages as messages } from './search-box-messages';
import { theme } from '@/styles/theme';
import { flexibleStayText } from '@/shared/flexible/flexible-stay-text';
import type { FlexibleStay } from '@/shared/search-address/flexible-stay';

// The search box's parts at rest, shared by the real box and the light facade pages draw before its code loads
// (search-box-facade.tsx, drawn through search-box-frame.tsx): one definition, so the swap moves nothing. No behaviour here: styles
// and icon paths only, so importing this file costs the facade almost nothing.

/** Sticky summary on mobile once the page is scrolled past this and the bar is out of view. */
export const STICKY_SCROLL_THRESHOLD_PX = 250;

export const BoxFields = styled.div<{ $layout: 'bar' | 'dialog' }>`
  display: flex;
  width: 100%;
  ${({ $layout }) =>
    $layout === 'bar'
      ? css`
          align-items: flex-start;
          padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg};
          & > div:first-child {
            padding-left: 0;
          }
          border-radius: ${theme.radius.pill};
          background: ${theme.colors.white};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadow.lg};
          & > * + * {
            border-left: 1px solid ${theme.colors.border};
          }
        `
      : css`
          flex-direction: column;
          gap: ${theme.space.sm};
          & > * {
            padding: ${theme.space.sm} ${theme.space.md};
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radius.md};
          }
        `}
`;

export const BoxCell = styled.div<{ $grow: number }>`
  flex: ${({ $grow }) => $grow} 1 0;
  min-width: 0;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
`;

export const SubmitCell = styled.div<{ $layout: 'bar' | 'dialog' }>`
  flex: none;
  align-self: center;
  padding-left: ${theme.space.sm};
  ${({ $layout }) =>
    $layout === 'bar'
      ? css`
          border-left: 0 !important;
        `
      : css`
          align-self: stretch;
          border: 0 !important;
          padding: 0 !important;
          margin-top: ${theme.space.sm};
        `}
`;

export const SummaryButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  width: 100%;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.white};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.md};
  font: inherit;
  text-align: left;
  cursor: pointer;
  svg {
    color: ${theme.colors.brand};
  }
`;

const SummaryText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const SummaryMain = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${theme.font.weight.bold};
`;

/** Dates and travellers: each part whole, the second one on its own line when both do not fit. */
const SummaryDetails = styled.span`
  & > span {
    white-space: nowrap;
  }
  & > span + span::before {
    content: ' · ';
  }
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const SummaryEdit = styled.span`
  flex: none;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;

export const DestinationField = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* The same ring as the bar's other fields (ui/search-field.tsx), round the label and the text: where the caret is. */
  &:has(> input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${theme.radius.sm};
  }
`;

export const FieldLabel = styled.label`
  ${searchFieldLabelStyle}
`;

export const DestinationInput = styled.input`
  width: 100%;
  min-height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  text-overflow: ellipsis;
  &::placeholder {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.font.weight.regular};
  }
  /* The ring goes round the whole field, label included (DestinationField), as round the bar's other fields. */
  &:focus-visible {
    outline: none;
  }
`;

/** The label, with the 'And 30km around' hint beside it (so the bar keeps its height when the hint shows). */
export const FieldHeader = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const FieldHint = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;

const ICON_PATHS: Record<ThemeIconKey, string> = {
  wellness: 'M12 20c-4-2-7-5-7-9 3 0 5 1.5 7 4 2-2.5 4-4 7-4 0 4-3 7-7 9zm0-5c-1-3-1-6 0-10 1 4 1 7 0 10z',
  romantic: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  gastronomy: 'M7 3v7a2 2 0 0 0 4 0V3M9 12v9M16 3c-2 2-2 6 0 8v10',
  family: 'M8 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zm8 2a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM4 21v-6a4 4 0 0 1 8 0v6m1 0v-4a3 3 0 0 1 6 0v4',
  generic: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8z',
};

export const ThemeSvg = styled.svg`
  width: 20px;
  height: 20px;
  flex: none;
  color: ${theme.colors.brand};
`;

export const ThemeValue = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 32px;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${theme.font.weight.semibold};
`;

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A theme's icon (the theme select and the facade's theme field). */
export function ThemeIcon({ id }: { id: number | null }) {
  return (
    <ThemeSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[themeIconKey(id)]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </ThemeSvg>
  );
}

export const BoxRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  width: 100%;
`;

export const BoxHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  color: inherit;
`;

export const DesktopOnly = styled.div`
  width: 100%;
  ${theme.media.mobile} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  width: 100%;
  ${theme.media.desktop} {
    display: none;
  }
`;

/** The magnifier of the search button and the phone summary. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.8-4.8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export const BoxForm = styled.form`
  width: 100%;
`;

export type SummaryContentProps = {
  destination: string | null | undefined;
  withDates: boolean;
  checkin?: string | null;
  checkout?: string | null;
  /** A flexible search, said in words when there are no dates. */
  flexible?: FlexibleStay | null;
  travellers: number;
};

/** The phone summary bar's content (inside a SummaryButton): the destination, the dates and travellers, 'Edit'. */
export function SummaryContent({ destination, withDates, checkin, checkout, flexible, travellers }: SummaryContentProps) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(new Date(`${iso}T12:00:00`), { day: 'numeric', month: 'short' });
  return (
    <>
      <SearchIcon />
      <SummaryText>
        <SummaryMain>{destination || intl.formatMessage(messages.summaryAnywhere)}</SummaryMain>
        <SummaryDetails>
          {withDates && (
            <span>
              {checkin && checkout ? (
                <FormattedMessage {...messages.summaryDates} values={{ checkin: day(checkin), checkout: day(checkout) }} />
              ) : flexible ? (
                flexibleStayText(intl, flexible)
              ) : (
                <FormattedMessage {...messages.summaryAnyDates} />
              )}
            </span>
          )}
          <span>
            <FormattedMessage {...messages.summaryTravellers} values={{ count: travellers }} />
          </span>
        </SummaryDetails>
      </SummaryText>
      <SummaryEdit>
        <FormattedMessage {...messages.summaryEdit} />
      </SummaryEdit>
    </>
  );
}
