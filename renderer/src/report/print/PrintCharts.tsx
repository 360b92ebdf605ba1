// The printed report's two charts, drawn at a fixed size with animations off so the page is complete when first
// drawn: AED per area over time in the subject's place (the monthly median from the stored transactions, the
// comparables as dots, those in the estimate filled), and the comparables' price against their size.
import { CartesianGrid, ComposedChart, Scatter, XAxis, YAxis, ZAxis } from 'recharts';
import type { CmaComparable, MonthlyPoint } from '#shared/ipc/contract';
import { ChartLegend } from '../../components/ChartLegend';
import type { ReportFormat } from '../report-format';
import { SQM_PER_SQFT } from '../subject-form';
import { Said } from '../Said';

const WIDTH = 680;
const HEIGHT = 280;
const ACCENT = '#2459c9';
const OUT = '#9aa3ad';
const LINE = '#1f2937';

/** The first of every month (every second one over a long span) within the domain: the time axis's ticks. */
function monthTicks([from, to]: [number, number]): number[] {
  const ticks: number[] = [];
  const start = new Date(from);
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth() + 1; ; m++) {
    const ms = Date.UTC(y, m, 1);
    if (ms > to) break;
    ticks.push(ms);
  }
  const step = Math.ceil(ticks.length / 7);
  return ticks.filter((_, i) => i % step === 0);
}

const dayMs = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const monthMs = (month: string) => Date.parse(`${month}-15T00:00:00Z`);

export interface PrintChartsProps {
  monthly: readonly MonthlyPoint[];
  comparables: readonly CmaComparable[];
  place: string;
  /** A rent's figures are per year. */
  rent: boolean;
  fmt: ReportFormat;
  rtl: boolean;
}

export function PrintCharts({ monthly, comparables, place, rent, fmt, rtl }: PrintChartsProps) {
  const say = fmt.say;
  const perUnit = (perSqft: number) => (fmt.unit === 'sqft' ? perSqft : perSqft / SQM_PER_SQFT);
  const inUnit = (sqft: number) => (fmt.unit === 'sqft' ? sqft : sqft * SQM_PER_SQFT);
  const dated = comparables.filter((c) => c.date && c.pricePerSqft !== null);
  const point = (c: CmaComparable) => ({ x: dayMs(c.date!), y: perUnit(c.pricePerSqft!) });
  const medians = monthly
    .filter((m) => m.medianPricePerSqft !== null)
    .map((m) => ({ x: monthMs(m.month), y: perUnit(m.medianPricePerSqft!) }));
  const xs = [...medians.map((m) => m.x), ...dated.map((c) => dayMs(c.date!))];
  const domain: [number, number] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  const monthTick = (ms: number) => fmt.month(new Date(ms).toISOString().slice(0, 7));
  const sized = comparables.filter((c) => c.areaSqft !== null);
  const bySize = (c: CmaComparable) => ({ x: inUnit(c.areaSqft!), y: c.price });
  const trendCaption = say(rent ? 'reportView.print.trendChartRent' : 'reportView.print.trendChart', {
    unit: fmt.unitLabel,
    place,
  });
  return (
    <>
      <figure className="pr-figure" data-testid="print-trend-chart">
        <figcaption>
          <Said text={trendCaption} />
        </figcaption>
        <ComposedChart width={WIDTH} height={HEIGHT} margin={{ top: 10, right: 24, bottom: 10, left: 24 }}>
          <CartesianGrid stroke="#e5e7eb" />
          <ZAxis range={[22, 22]} />
          <XAxis
            type="number"
            dataKey="x"
            domain={domain}
            reversed={rtl}
            ticks={monthTicks(domain)}
            tickFormatter={monthTick}
          />
          <YAxis
            type="number"
            dataKey="y"
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(v: number) => fmt.integer(v)}
            width={70}
          />
          <Scatter
            data={medians}
            name={say('reportView.print.median')}
            fill={LINE}
            line={{ stroke: LINE, strokeWidth: 2 }}
            shape={() => <g />}
            isAnimationActive={false}
          />
          <Scatter
            data={dated.filter((c) => !c.included).map(point)}
            name={say('reportView.print.excludedMark')}
            fill={OUT}
            isAnimationActive={false}
          />
          <Scatter
            data={dated.filter((c) => c.included).map(point)}
            name={say('reportView.print.includedMark')}
            fill={ACCENT}
            isAnimationActive={false}
          />
        </ComposedChart>
        {/* The app's legend, not recharts': its swatches are hidden from screen readers (recharts named them in
            English, "<series> legend icon"). */}
        <ChartLegend
          label={trendCaption}
          entries={[
            { label: say('reportView.print.median'), color: LINE },
            { label: say('reportView.print.excludedMark'), color: OUT },
            { label: say('reportView.print.includedMark'), color: ACCENT },
          ]}
        />
      </figure>
      <figure className="pr-figure" data-testid="print-size-chart">
        <figcaption>{say('reportView.print.sizeChart')}</figcaption>
        <ComposedChart width={WIDTH} height={HEIGHT} margin={{ top: 10, right: 24, bottom: 10, left: 24 }}>
          <CartesianGrid stroke="#e5e7eb" />
          <ZAxis range={[22, 22]} />
          <XAxis
            type="number"
            dataKey="x"
            domain={['auto', 'auto']}
            reversed={rtl}
            tickFormatter={(v: number) => fmt.integer(v)}
            name={fmt.unitLabel}
          />
          <YAxis
            type="number"
            dataKey="y"
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(v: number) => fmt.compact(v)}
            width={70}
          />
          <Scatter
            data={sized.filter((c) => !c.included).map(bySize)}
            name={say('reportView.print.excludedMark')}
            fill={OUT}
            isAnimationActive={false}
          />
          <Scatter
            data={sized.filter((c) => c.included).map(bySize)}
            name={say('reportView.print.includedMark')}
            fill={ACCENT}
            isAnimationActive={false}
          />
        </ComposedChart>
        <ChartLegend
          label={say('reportView.print.sizeChart')}
          entries={[
            { label: say('reportView.print.excludedMark'), color: OUT },
            { label: say('reportView.print.includedMark'), color: ACCENT },
          ]}
        />
      </figure>
    </>
  );
}
