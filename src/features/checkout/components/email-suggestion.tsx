import styled from 'styled-components';
import { theme } from '@/styles/theme';

/* The e-mail field's 'You mean …?' (checkout-form.tsx): the rule and its button, fetched when the field is first visited. */

export { suggestEmail } from '@/lib/text/email-typo';

/** Puts the suggested address in the field. */
export const Suggestion = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 1px dashed ${theme.colors.brand};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  font: inherit;
  cursor: pointer;
`;
