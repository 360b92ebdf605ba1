// A chart's legend as the page reads it: each series' swatch (hidden from screen readers, which read the names
// only) and its name in the interface language, wrapping and flowing in the page's direction. recharts' own legend
// named each swatch by its series key and in English ("L-1042 legend icon").
import './chart-legend.css';

export interface LegendEntry {
  label: string;
  color: string;
}

export function ChartLegend({ entries, label }: { entries: readonly LegendEntry[]; label: string }) {
  if (entries.length === 0) return null;
  return (
    <ul className="chart-legend" aria-label={label}>
      {entries.map((entry, i) => (
        // Two series may share a label (two agencies of one name); their order is the chart's, so it keys them.
        <li key={`${i}:${entry.label}`}>
          <span className="chart-swatch" style={{ background: entry.color }} aria-hidden="true" />
          <span dir="auto">{entry.label}</span>
        </li>
      ))}
    </ul>
  );
}
