import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';
import { theme } from '@/styles/theme';

export type SkeletonVariant = 'text' | 'image' | 'card';

export type SkeletonProps = {
  variant?: SkeletonVariant;
  /** Number of text lines (text and card variants); the last one is shorter, like real text. */
  lines?: number;
  /** Any CSS width, e.g. "60%"; defaults to the container's width. */
  width?: string;
};

/** Width of each placeholder line: full lines then a shorter last one, e.g. lineWidths(3) → ["100%", "100%", "60%"]. */
export function lineWidths(lines: number): string[] {
  return Array.from({ length: lines }, (_, i) => (i === lines - 1 && lines > 1 ? '60%' : '100%'));
}

/** Grey placeholder blocks; hidden from screen readers (they mean nothing): wrap them in SkeletonRegion. */
export function Skeleton({ variant = 'text', lines = variant === 'card' ? 2 : 1, width }: SkeletonProps) {
  const text = lineWidths(lines).map((w, i) => <Line key={i} $width={w} />);
  return (
    <Stack aria-hidden="true" $width={width}>
      {variant !== 'text' && <Picture />}
      {variant !== 'image' && text}
    </Stack>
  );
}

/**
 * Container for skeletons while content loads: aria-busy, and a polite status ("Loading…") for screen readers.
 * Render the real content in its place once it arrives.
 */
export function SkeletonRegion({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage id="ui.skeleton.loading" />
      </VisuallyHidden>
      {children}
    </div>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Stack = styled.div<{ $width?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: ${({ $width }) => $width ?? '100%'};
`;

const Block = styled.div`
  border-radius: ${theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${theme.colors.surface} 25%,
    ${theme.colors.border} 50%,
    ${theme.colors.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${theme.colors.surface};
  }
`;

const Line = styled(Block)<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: ${theme.font.size.md};
`;

const Picture = styled(Block)`
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.md};
`;
