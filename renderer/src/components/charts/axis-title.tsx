// Axis titles of the Market charts, drawn in the chart's SVG (so the PNG export, a copy of that SVG, carries them):
// each value axis names its measure and unit above its ticks, the category axis names what runs along it below.
import type { ReactElement } from 'react';
import type { LabelProps } from 'recharts';
import type { ChartTheme } from './chart-theme';

export interface AxisTitles {
  /** What runs along the bottom ("Month", "Bedrooms"). */
  x?: string;
  /** The measure and unit of the first value axis ("Median sale price (AED)"), and of the second when there is one. */
  left?: string;
  right?: string;
}

/** Room the titles need around the plot. */
export function titleMargins(titles: AxisTitles | undefined): { top: number; bottom: number } {
  return { top: titles?.left || titles?.right ? 24 : 8, bottom: titles?.x ? 22 : 4 };
}

/** An axis's box (recharts gives a cartesian one to an axis's label). */
function boxOf(viewBox: LabelProps['viewBox']): { x: number; y: number; width: number; height: number } {
  const box = (viewBox ?? {}) as Partial<Record<'x' | 'y' | 'width' | 'height', unknown>>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height) };
}

/**
 * A value axis's title, above its ticks, running inward from the chart's edge: an axis drawn on the left starts at
 * its left edge, one drawn on the right ends at its right edge (so a long title never runs off the image).
 */
export function valueAxisLabel(title: string | undefined, edge: 'left' | 'right', theme: ChartTheme) {
  if (!title) return undefined;
  return {
    content: ({ viewBox }: LabelProps): ReactElement => {
      const box = boxOf(viewBox);
      const x = edge === 'left' ? box.x : box.x + box.width;
      return (
        <text
          className="mk-axis-title"
          x={x}
          y={box.y - 12}
          textAnchor={edge === 'left' ? 'start' : 'end'}
          fill={theme.muted}
          fontSize={11}
          fontWeight={600}
        >
          {title}
        </text>
      );
    },
  };
}

/** The category axis's title, centred under its ticks. */
export function categoryAxisLabel(title: string | undefined, theme: ChartTheme) {
  if (!title) return undefined;
  return {
    content: ({ viewBox }: LabelProps): ReactElement => {
      const box = boxOf(viewBox);
      return (
        <text
          className="mk-axis-title"
          x={box.x + box.width / 2}
          y={box.y + box.height + 14}
          textAnchor="middle"
          fill={theme.muted}
          fontSize={11}
          fontWeight={600}
        >
          {title}
        </text>
      );
    },
  };
}
