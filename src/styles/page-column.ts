import { css } from 'styled-components';
import { theme } from './theme';

/**
 * The site's page column: as wide as the layout allows, centred. Every page body, header, footer and full-width band
 * takes it from here (`${pageColumn}` first in its styles, its own padding after).
 */
export const pageColumn = css`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
`;
