import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';

/** Shared frames of the content blocks: one width, one rhythm. */
export const BlockSection = styled.section`
  ${pageColumn}
  padding: ${`${theme.space.xl} ${theme.space.md}`};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.font.size.xl};
  }
`;

export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '240px'}, 1fr));
`;

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadow.sm};
  border: 1px solid ${theme.colors.border};
  overflow: hidden;
  color: ${theme.colors.text};
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  &:hover h3 {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  }
`;

export const ctaLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${`0 ${theme.space.lg}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white};
  font-weight: ${theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.accentDark};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
