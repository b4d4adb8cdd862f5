import type { HTMLAttributes, LabelHTMLAttributes } from 'react';

/** The class that hides text from the eye but not from screen readers (its rule is in the global style). */
export const VISUALLY_HIDDEN = 'visually-hidden';

type Props = HTMLAttributes<HTMLElement> & Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> & { as?: 'span' | 'h1' | 'h2' | 'label' | 'div' | 'p' };

/**
 * Text for screen readers only. A plain element with a global class rather than a styled component: pages draw it
 * dozens of times (stars, struck prices, live regions), and each styled instance costs the server a style lookup.
 */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: Props) {
  return <Tag className={className ? `${VISUALLY_HIDDEN} ${className}` : VISUALLY_HIDDEN} {...rest} />;
}
