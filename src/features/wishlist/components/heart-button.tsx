import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** The round heart button laid over a picture: the wishlist heart on cards and the remove button of saved items. */
export const HeartButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: ${theme.radius.pill};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${theme.shadow.sm};
  color: ${theme.colors.promo};
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover {
    transform: scale(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
