// Chart colours for the light and dark themes as plain values, not CSS variables: a chart exported as PNG is drawn
// from its SVG alone, where variables of the page do not reach.
import type { Theme } from '../../state/preferences-store';

export interface ChartTheme {
  surface: string;
  text: string;
  muted: string;
  grid: string;
  /** Lines and bars in order: bedroom counts, places. */
  series: readonly string[];
  sale: string;
  rent: string;
  ready: string;
  offPlan: string;
  bar: string;
  negative: string;
}

const LIGHT: ChartTheme = {
  surface: '#ffffff',
  text: '#0f1b2d',
  muted: '#5b6b80',
  grid: '#e3e8ef',
  series: ['#0e7c6b', '#2f6fdb', '#d9822b', '#a23dad', '#c23b4a', '#5b6b80'],
  sale: '#2f6fdb',
  rent: '#d9822b',
  ready: '#0e7c6b',
  offPlan: '#a23dad',
  bar: '#0e7c6b',
  negative: '#c23b4a',
};

const DARK: ChartTheme = {
  surface: '#121b2d',
  text: '#e6ecf5',
  muted: '#93a3ba',
  grid: '#25324a',
  series: ['#2bb39b', '#6ea3ff', '#f0a04b', '#c77ddb', '#f0717f', '#b8c4d6'],
  sale: '#6ea3ff',
  rent: '#f0a04b',
  ready: '#2bb39b',
  offPlan: '#c77ddb',
  bar: '#2bb39b',
  negative: '#f0717f',
};

export function chartTheme(theme: Theme): ChartTheme {
  return theme === 'dark' ? DARK : LIGHT;
}

/** The n-th series colour, cycling. */
export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.series[index % theme.series.length]!;
}
