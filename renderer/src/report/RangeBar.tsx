// The estimate's range drawn: a band from low to high on a scale of AED, the three marks labelled, and the subject's
// own figure (asking price, or current rent) marked where the broker gave one. Plain SVG, so the window and the
// printed report draw the same picture and the printer finds it complete at once.
import type { Lang } from '#shared/domain/lang';
import { labelled } from '../i18n/format';

export interface RangeMark {
  value: number;
  label: string;
  text: string;
}

export interface RangeBarProps {
  low: number;
  central: number;
  high: number;
  labels: { low: string; central: string; high: string };
  /** Each value formatted (AED). */
  texts: { low: string; central: string; high: string };
  mark?: RangeMark | null;
  title: string;
  lang: Lang;
  /** Right to left: the scale runs from the right, as the figures above it and the language read. */
  rtl?: boolean;
}

const W = 640;
const H = 124;
const PAD = 70;
const BAND_Y = 48;

export function RangeBar({ low, central, high, labels, texts, mark, title, lang, rtl = false }: RangeBarProps) {
  const values = [low, high, ...(mark ? [mark.value] : [])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = Math.max(max - min, high * 0.05, 1);
  const lo = min - span * 0.15;
  const hi = max + span * 0.15;
  const along = (v: number) => PAD + ((v - lo) / (hi - lo)) * (W - 2 * PAD);
  const x = (v: number) => (rtl ? W - along(v) : along(v));
  const tick = (v: number, label: string, text: string, key: string, strong = false) => (
    <g key={key} data-mark={key}>
      <line x1={x(v)} x2={x(v)} y1={BAND_Y - 14} y2={BAND_Y + 14} className={strong ? 'rb-tick strong' : 'rb-tick'} />
      <text x={x(v)} y={BAND_Y - 20} textAnchor="middle" className="rb-label">
        {label}
      </text>
      <text x={x(v)} y={BAND_Y + 30} textAnchor="middle" className={strong ? 'rb-value strong' : 'rb-value'}>
        {text}
      </text>
    </g>
  );
  return (
    <svg
      className="rb-svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={title}
      data-testid="range-bar"
      direction="ltr"
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{title}</title>
      <line x1={PAD / 2} x2={W - PAD / 2} y1={BAND_Y} y2={BAND_Y} className="rb-axis" />
      <rect
        x={Math.min(x(low), x(high))}
        y={BAND_Y - 8}
        width={Math.max(2, Math.abs(x(high) - x(low)))}
        height={16}
        rx={4}
        className="rb-band"
      />
      {tick(low, labels.low, texts.low, 'low')}
      {tick(high, labels.high, texts.high, 'high')}
      {tick(central, labels.central, texts.central, 'central', true)}
      {mark && (
        <g data-mark="subject">
          <path
            d={`M ${x(mark.value)} ${BAND_Y + 40} l -7 12 h 14 z`}
            className="rb-subject"
            transform={`translate(0 -4)`}
          />
          <text x={x(mark.value)} y={BAND_Y + 62} textAnchor="middle" className="rb-subject-text">
            {labelled(mark.label, mark.text, lang)}
          </text>
        </g>
      )}
    </svg>
  );
}
