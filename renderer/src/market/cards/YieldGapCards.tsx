// Gross rental yield per place and bedroom count (both samples beside each figure, thin cells marked), and asking
// against transacted AED per area, with the way to fetch current listings while any place lacks them in full.
import type { BedsBucket, MarketAnalysis } from '#shared/ipc/contract';
import { sayIn, useMessage } from '../../i18n/messages';
import { BarsChart, type BarRow, type BarSpec } from '../../components/charts/BarsChart';
import { seriesColor } from '../../components/charts/chart-theme';
import { ChartCard } from '../ChartCard';
import { areaUnitLabel, formatFraction, pricePerAreaInUnit, purposeLabel } from '#shared/market/market-format';
import { gapTable, yieldTable } from '#shared/market/tables/market-tables';
import { bedsName, shownBedsRows } from '#shared/market/tables/table-model';
import { AskingLoader } from './AskingLoader';
import { BY_PURPOSE_MESSAGE } from '#shared/market/market-view-ids';
import { measureAxisTitle, measureFormat, type CardProps } from './card-props';

const bedsOrder = (b: BedsBucket | null) => (b === null ? -1 : b);

export function YieldCard({ analysis, purposes, ctx, about, theme, rtl }: CardProps) {
  const { lang } = ctx;
  const say = useMessage();
  if (purposes.length < 2) {
    return (
      <section className="mk-card mk-card-note" data-testid="card-yield">
        <h2 className="mk-card-title">{say('marketCards.yield')}</h2>
        <p className="muted">{say('marketCards.needBoth')}</p>
      </section>
    );
  }
  const units = analysis.units;
  const beds = [...new Set(shownBedsRows(analysis.yields, ctx).map((y) => y.beds))].sort(
    (a, b) => bedsOrder(a) - bedsOrder(b),
  );
  const rows: BarRow[] = beds.map((b) => {
    const row: BarRow = { label: bedsName(b, ctx) };
    for (const u of units) {
      const cell = analysis.yields.find((y) => y.unit === u.key && y.beds === b);
      if (!cell) continue;
      row[u.key] = cell.grossYield;
      const counts = { sales: cell.saleCount, rents: cell.rentCount };
      row[`${u.key}:note`] = say(cell.thin ? 'marketCards.yieldSampleThin' : 'marketCards.yieldSample', counts);
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
      title={say('marketCards.yield')}
      note={say('marketCards.yieldNote')}
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
          titles={{ left: say('marketView.cols.grossYield'), x: say('areaTable.cols.beds') }}
        />
      }
      table={yieldTable(analysis, ctx)}
      about={about}
    />
  );
}

/** One line per place and purpose whose current listings are not all stored: none at all, or a partial sample. */
export function askingNotes(analysis: MarketAnalysis, ctx: CardProps['ctx']): string[] {
  const { lang } = ctx;
  const say = sayIn(lang);
  const lines: string[] = [];
  for (const u of analysis.units) {
    for (const purpose of ['for-sale', 'for-rent'] as const) {
      const parts = analysis.asking.filter((a) => a.unit === u.key && a.purpose === purpose);
      if (parts.length === 0 || parts.every((a) => a.complete)) continue;
      // The all-bedrooms cell holds every listing of the others: the largest count is the sample's n.
      const n = Math.max(
        0,
        ...analysis.gaps.filter((g) => g.unit === u.key && g.purpose === purpose).map((g) => g.askingCount),
      );
      const listed = parts.reduce((sum, a) => sum + (a.listed ?? 0), 0);
      const counted = parts.every((a) => a.listed !== null);
      const words = { place: ctx.placeName(u.key), purpose: purposeLabel(purpose, lang) };
      if (n === 0 && parts.every((a) => a.listed === null)) lines.push(say('marketCards.askingMissing', words));
      // The place's own listing search is not stored, so how many listings it has is not known: the ones stored came
      // from other searches (a Listings search, a portfolio), never "n of n".
      else if (!counted) lines.push(say('marketCards.askingOther', { ...words, count: n, n }));
      // Every place's count is known and all its listings are stored (another search stored them): not a partial
      // sample, though not one full load of the search either, which the gap waits for.
      else if (n > 0 && n >= listed) lines.push(say('marketCards.askingUnloaded', { ...words, n }));
      else lines.push(say('marketCards.askingPartial', { ...words, count: listed, n }));
    }
  }
  return lines;
}

export function GapCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { lang, unit } = ctx;
  const say = useMessage();
  const cells = shownBedsRows(analysis.gaps, ctx)
    .filter((g) => g.unit === unitKey && g.purpose === purpose)
    .sort((a, b) => bedsOrder(a.beds) - bedsOrder(b.beds));
  // Asking prices are charted only from a place's complete listings: a partial sample's bar beside the transacted
  // one would read as the place's gap. The table lists it, marked, with its n.
  const charted = cells.some((g) => g.askingComplete && g.askingCount > 0);
  const noAsking = cells.every((g) => g.askingCount === 0);
  const notes = askingNotes(analysis, ctx);
  const unitName = areaUnitLabel(unit, lang);
  const rows: BarRow[] = cells.map((g) => ({
    label: bedsName(g.beds, ctx),
    asking: g.askingComplete ? pricePerAreaInUnit(g.askingMedianPerSqft, unit) : null,
    transacted: pricePerAreaInUnit(g.transactedMedianPerSqft, unit),
    // n of the median: units, a unit advertised more than once counted once.
    'asking:note': `${say('marketView.tiles.sample', { n: g.askingCount - g.askingRepeats })}${g.gap === null ? '' : ` · ${say('marketView.cols.gap')} ${formatFraction(g.gap, lang)}`}`,
    'transacted:note': say('marketView.tiles.sample', { n: g.transactedCount }),
  }));
  const bars: BarSpec[] = [
    // A rent's bars are yearly rents per area, and say so (they read as prices per area).
    { key: 'asking', label: say(BY_PURPOSE_MESSAGE[purpose].askingBar, { unit: unitName }), color: theme.series[2]! },
    {
      key: 'transacted',
      label: say(BY_PURPOSE_MESSAGE[purpose].transactedBar, { unit: unitName }),
      color: theme.series[0]!,
    },
  ];
  const f = measureFormat('perArea', lang, unit);
  return (
    <ChartCard
      id="gap"
      title={say('marketCards.gap')}
      shows={ctx.scope(unitKey, purpose)}
      note={
        <>
          {say('marketCards.gapNote', { unit: areaUnitLabel(unit, lang) })}
          {noAsking && notes.length === 0 && <span className="mk-note-strong"> {say('marketCards.noAsking')}</span>}
          {notes.length > 0 && (
            <>
              <ul className="mk-asking-notes" data-testid="asking-notes">
                {notes.map((line) => (
                  <li key={line} className="mk-note-strong">
                    {line}
                  </li>
                ))}
              </ul>
              {/* The next step right under what it fixes, not below a table of ten columns. */}
              <AskingLoader lead={say('marketCards.askingNext')} />
            </>
          )}
        </>
      }
      legend={bars.map((b) => ({ label: b.label, color: b.color }))}
      chart={
        charted ? (
          <BarsChart
            rows={rows}
            bars={bars}
            full={f.full}
            tick={f.tick}
            rtl={rtl}
            theme={theme}
            titles={{ left: measureAxisTitle('perArea', purpose, unit, lang), x: say('areaTable.cols.beds') }}
          />
        ) : null
      }
      table={gapTable(analysis, ctx)}
      about={about}
      // Ten columns, a row per place, purpose and bedroom count: under the chart, at full width.
      stacked
    />
  );
}
