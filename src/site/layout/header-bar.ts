import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** The band every header of the site draws (full, booking flow, gate): white, a line under it. */
export const HeaderBar = styled.header`
  background: ${theme.colors.white};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** The header's row: the page's width, the header's height, its items centred on one line. */
export const HeaderRow = styled.div`
  ${pageColumn}
  height: ${theme.layout.headerHeight};
  padding: 0 ${theme.space.md};
  display: flex;
  align-items: center;
`;
