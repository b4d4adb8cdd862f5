import Link from 'next/link';
import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type StyleProps = { $variant?: ButtonVariant; $block?: boolean };

const buttonStyle = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${`${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${theme.radius.pill};
  border: 2px solid transparent;
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.white};
          &:hover { background: ${theme.colors.accentDark}; }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.white};
            color: ${theme.colors.brandDark};
            border-color: ${theme.colors.brand};
            &:hover { background: ${theme.colors.brandLight}; }
          `
        : css`
            background: transparent;
            color: ${theme.colors.brandDark};
            &:hover { text-decoration: underline; }
          `}
  &:disabled, &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const StyledButton = styled.button<StyleProps>`${buttonStyle}`;
const StyledLink = styled(Link)<StyleProps>`${buttonStyle}`;

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; block?: boolean };

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, block, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $block={block} {...rest} />;
}

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; block?: boolean };

/** A link that looks like a button (navigation stays a link for screen readers). */
export function LinkButton({ variant, block, ...rest }: LinkButtonProps) {
  return <StyledLink $variant={variant} $block={block} {...rest} />;
}
