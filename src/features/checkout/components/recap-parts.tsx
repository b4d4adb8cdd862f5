import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/* What every recap shares (stay, gift, order): the day in words and the recap's box. */

/** A calendar day (yyyy-MM-dd) in the visitor's words: 'vendredi 4 décembre 2026'. */
export function Day({ value }: { value: string }) {
  const intl = useIntl();
  return <>{intl.formatDate(`${value}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</>;
}

export const Recap = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: ${theme.font.size.lg};
  }
  h3 {
    font-size: ${theme.font.size.md};
    margin: ${theme.space.md} 0 ${theme.space.xs};
  }
  .offer {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
    img {
      border-radius: ${theme.radius.sm};
      object-fit: cover;
      flex: none;
    }
    p {
      margin: 0;
    }
    .label {
      font-weight: ${theme.font.weight.bold};
    }
    .hotel {
      color: ${theme.colors.textMuted};
    }
  }
  .stay {
    margin: ${theme.space.md} 0 0;
  }
  .programme {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  .policy {
    color: ${theme.colors.success};
    font-weight: ${theme.font.weight.semibold};
  }
  .lines {
    width: 100%;
    border-collapse: collapse;
    th {
      text-align: left;
      font-weight: ${theme.font.weight.regular};
    }
    td {
      text-align: right;
      white-space: nowrap;
    }
    th,
    td {
      padding: ${theme.space.xs} 0;
    }
    .total th,
    .total td {
      font-weight: ${theme.font.weight.bold};
      font-size: ${theme.font.size.lg};
      border-top: 1px solid ${theme.colors.border};
      padding-top: ${theme.space.sm};
    }
    small {
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.regular};
    }
  }
  .tax {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;
