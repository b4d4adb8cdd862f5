import styled from 'styled-components';

type IconShape = { paths: string[]; circles?: [number, number, number][] };

/** One line drawing per theme icon key of the catalog (vocabularies: `icon`), 24 × 24, stroked. */
const SHAPES: Record<string, IconShape> = {
  cutlery: { paths: ['M6 3v5a2 2 0 0 0 4 0V3', 'M8 10v11', 'M17 3c-2 1.5-3 4-3 8h3v10'] },
  'wine-glass': { paths: ['M8 3h8l-.4 5a3.6 3.6 0 0 1-7.2 0z', 'M12 12v8', 'M8.5 21h7'] },
  compass: { paths: ['M15.5 8.5l-2 5-5 2 2-5z'], circles: [[12, 12, 9]] },
  museum: { paths: ['M12 3l9 5H3z', 'M4 10h16', 'M3 21h18', 'M6 10v8', 'M10 10v8', 'M14 10v8', 'M18 10v8'] },
  heart: { paths: ['M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z'] },
  leaf: { paths: ['M5 20C5 10.5 10 5 20 4c0 9.5-5.5 15.5-15 16z', 'M5 20c3-4.5 6.5-8 11-11'] },
  treehouse: { paths: ['M12 21v-5', 'M12 3l7 6.5H5z', 'M7 12.5h10v4H7z', 'M9 21h6'] },
  lotus: { paths: ['M12 19c-4 0-8-2.5-9-7 4 0 7.5 2 9 7z', 'M12 19c4 0 8-2.5 9-7-4 0-7.5 2-9 7z', 'M12 19c-2.4-3.5-2.4-9 0-13 2.4 4 2.4 9.5 0 13z'] },
  wave: { paths: ['M2 10c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5 0', 'M2 16c2.5-3 5-3 7.5 0s5 3 7.5 0 3.5-2 5 0'] },
  peak: { paths: ['M2.5 20L9 8l4 6.5 2.5-3.5 6 9z', 'M7.2 11.3l1.8 1.4 1.6-1.8'] },
  'golf-flag': { paths: ['M7 21V3l10 4-10 4', 'M3.5 21h8'] },
  diamond: { paths: ['M6.5 4h11L21 9l-9 11L3 9z', 'M3 9h18', 'M12 20L8.5 9l2-5', 'M12 20l3.5-11-2-5'] },
  city: { paths: ['M3 21h18', 'M5 21V9h5v12', 'M10 21V4h6v17', 'M16 21v-8h3.5v8', 'M12.5 7.5h1', 'M12.5 11h1', 'M12.5 14.5h1'] },
  ski: { paths: ['M3 17.5l18-6', 'M7.5 14l3-4.5 4 1.5 2-3.5', 'M10.5 9.5L9 6.5'], circles: [[15.5, 4.5, 1.6]] },
  paw: { paths: ['M7.5 17.5c0-3.4 2.1-5.5 4.5-5.5s4.5 2.1 4.5 5.5c0 2-2 2.5-4.5 2.5s-4.5-.5-4.5-2.5z'], circles: [[6, 10, 1.7], [9.5, 6.5, 1.7], [14.5, 6.5, 1.7], [18, 10, 1.7]] },
  'chef-hat': { paths: ['M7 14.5a4 4 0 1 1 1.8-7.6 4 4 0 0 1 6.4 0A4 4 0 1 1 17 14.5V20H7z', 'M7 17h10'] },
  bike: { paths: ['M6 16.5l4-8h5.5l3 8', 'M10 8.5l2.5 8h0', 'M8.5 5.5h3.5'], circles: [[6, 16.5, 3.5], [18.5, 16.5, 3.5]] },
  horse: { paths: ['M7 4v8a5 5 0 0 0 10 0V4', 'M7 4h2.5', 'M14.5 4H17'], circles: [[8.8, 8, 0.3], [15.2, 8, 0.3], [9.5, 12.5, 0.3], [14.5, 12.5, 0.3]] },
  'ferris-wheel': { paths: ['M12 3v14', 'M5 10h14', 'M7 5l10 10', 'M17 5L7 15', 'M8.5 21l3.5-11 3.5 11', 'M6 21h12'], circles: [[12, 10, 7]] },
  family: { paths: ['M3 20c0-3.9 2-6.5 5-6.5s5 2.6 5 6.5', 'M11 20c0-3.9 2-6.5 5-6.5s5 2.6 5 6.5'], circles: [[8, 8, 2.6], [16, 8, 2.6]] },
  castle: { paths: ['M4 21V8h2.5v2.5H9V8h2v2.5h2V8h2v2.5h2.5V8H20v13z', 'M10 21v-4.5a2 2 0 0 1 4 0V21'] },
};

const FALLBACK: IconShape = { paths: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z'] };

/** A theme's icon (decorative: the link holding it carries the theme's name); unknown keys get a star. */
export function ThemeIcon({ icon, size = 28 }: { icon: string | null | undefined; size?: number }) {
  const shape = (icon && SHAPES[icon]) || FALLBACK;
  return (
    <Svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" data-icon={icon && SHAPES[icon] ? icon : 'star'}>
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {shape.circles?.map(([cx, cy, r]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />)}
    </Svg>
  );
}

/** Whether the catalog's icon key has its own drawing. */
export const hasThemeIcon = (icon: string): boolean => icon in SHAPES;

const Svg = styled.svg`
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.6;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
