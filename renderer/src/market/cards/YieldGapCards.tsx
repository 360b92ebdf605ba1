// Gross rental yield per place and bedroom count (both samples beside each figure, thin cells marked), and asking
// against transacted AED per area, with the way to fetch current listings when none are stored.
import type { BedsBucket } from '#shared/ipc/contract';
import { formatInteger } from '../../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../../i18n/strings';
import { BarsChart, type BarRow, type BarSpec } from '../charts/BarsChart';
import { seriesColor } from '../charts/chart-theme';
import { ChartCard } from '../ChartCard';
import { bedsLabel, formatFraction, pricePerAreaInUnit, withUnit } from '../market-format';
import { gapTable, yieldTable } from '../tables/market-tables';
import { AskingLoader } from './AskingLoader';
import { measureFormat, type CardProps } from './card-props';

const bedsOrder = (b: BedsBucket | null) => (b === null ? -1 : b);

export function YieldCard({ analysis, purposes, ctx, about, theme, rtl }: CardProps) {
  const { t, lang } = ctx;
  if (purposes.length < 2) {
    return (
      <section className="mk-card mk-card-note" data-testid="card-yield">
        <h2 className="mk-card-title">{t.cards.yield}</h2>
        <p className="muted">{t.cards.needBoth}</p>
      </section>
    );
  }
  const units = analysis.units;
  const beds = [...new Set(analysis.yields.map((y) => y.beds))].sort((a, b) => bedsOrder(a) - bedsOrder(b));
  const rows: BarRow[] = beds.map((b) => {
    const row: BarRow = { label: bedsLabel(b, t, lang) };
    for (const u of units) {
      const cell = analysis.yields.find((y) => y.unit === u.key && y.beds === b);
      if (!cell) continue;
      row[u.key] = cell.grossYield;
      const sample = `${pluralText(t.cards.sales, cell.saleCount, lang)} · ${pluralText(t.cards.rents, cell.rentCount, lang)}`;
      row[`${u.key}:note`] = cell.thin ? `${sample} · ${t.cards.thin}` : sample;
    }
    return row;
  });
  const bars: BarSpec[] = units.map((u, i) => ({
    key: u.key,
    label: ctx.placeName(u.key),
    color: seriesColor(theme, i),
  }));
  return (
    <ChartCard
      id="yield"
      title={t.cards.yield}
      note={t.cards.yieldNote}
      legend={bars.map((b) => ({ label: b.label, color: b.color }))}
      chart={
        <BarsChart
          rows={rows}
          bars={bars}
          full={(v) => formatFraction(v, lang)}
          // Whole percents where the tick is one, else one decimal (2.5 %, not a rounded 3 %).
          tick={(v) => formatFraction(v, lang, Math.abs(v * 100 - Math.round(v * 100)) < 1e-9 ? 0 : 1)}
          rtl={rtl}
          theme={theme}
        />
      }
      table={yieldTable(analysis, ctx)}
      about={about}
    />
  );
}

export function GapCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { t, lang, unit } = ctx;
  const cells = analysis.gaps
    .filter((g) => g.unit === unitKey && g.purpose === purpose)
    .sort((a, b) => bedsOrder(a.beds) - bedsOrder(b.beds));
  // No listings stored for the place in view (another place may have some): offer to load them.
  const noAsking = cells.every((g) => g.askingCount === 0);
  const rows: BarRow[] = cells.map((g) => ({
    label: bedsLabel(g.beds, t, lang),
    asking: pricePerAreaInUnit(g.askingMedianPerSqft, unit),
    transacted: pricePerAreaInUnit(g.transactedMedianPerSqft, unit),
    'asking:note': `${format(t.tiles.sample, { n: formatInteger(g.askingCount, lang) })}${g.gap === null ? '' : ` · ${t.cols.gap} ${formatFraction(g.gap, lang)}`}`,
    'transacted:note': format(t.tiles.sample, { n: formatInteger(g.transactedCount, lang) }),
  }));
  const bars: BarSpec[] = [
    { key: 'asking', label: withUnit(t.cols.asking, unit, lang), color: theme.series[2]! },
    { key: 'transacted', label: withUnit(t.cols.transacted, unit, lang), color: theme.series[0]! },
  ];
  const f = measureFormat('perArea', lang, unit);
  return (
    <ChartCard
      id="gap"
      title={t.cards.gap}
      note={
        <>
          {withUnit(t.cards.gapNote, unit, lang)}
          {noAsking && <span className="mk-note-strong"> {t.cards.noAsking}</span>}
        </>
      }
      legend={bars.map((b) => ({ label: b.label, color: b.color }))}
      chart={
        noAsking ? null : <BarsChart rows={rows} bars={bars} full={f.full} tick={f.tick} rtl={rtl} theme={theme} />
      }
      table={gapTable(analysis, ctx)}
      about={about}
      footer={noAsking ? <AskingLoader /> : null}
      // Nine columns, a row per place, purpose and bedroom count: under the chart, at full width.
      stacked
    />
  );
}
