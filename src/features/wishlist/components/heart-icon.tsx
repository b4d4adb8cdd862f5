import styled from 'styled-components';

/** A heart, filled or outlined. Decorative: the control holding it carries the name and the pressed state. */
export function HeartIcon({ filled, size = 24 }: { filled: boolean; size?: number }) {
  return (
    <Svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-filled={filled ? 'true' : 'false'}>
      <path
        d="M12 20.3l-1.2-1.1C6.4 15.3 3.5 12.7 3.5 9.4A4.4 4.4 0 0 1 7.9 5c1.6 0 3.1.7 4.1 1.9A5.5 5.5 0 0 1 16.1 5a4.4 4.4 0 0 1 4.4 4.4c0 3.3-2.9 5.9-7.3 9.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
`;
