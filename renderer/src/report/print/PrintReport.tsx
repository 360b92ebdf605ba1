// The printable client report: the route's CMA query computed through the contract (report:cma, and the place's
// monthly medians through market:analyze, both from the store), or a kept report's version as it was computed
// (reports:get), laid out as A4 pages without the app shell or any control. When every table and chart is drawn (and the fonts are in), <html data-print-ready="done"> tells the
// printers to print; a failure sets "failed" and says why on the page.
import { useEffect, useMemo, useState } from 'react';
import { isRtl } from '#shared/domain/lang';
import type { CmaReport, MonthlyPoint } from '#shared/ipc/contract';
import type { BrandView } from '#shared/report/brand';
import { PRINT_READY, type PrintRoute } from '#shared/report/print-route';
import { api } from '../../api/api';
import { errorText } from '../../i18n/error-text';
import { reportColumns, splitComparables } from '../comparable-columns';
import { ComparablesTable } from '../ComparablesTable';
import { CoverageNote } from '../CoverageNote';
import { EstimateSummary } from '../EstimateSummary';
import { marketOf } from '../report-query';
import { reportFormat } from '../report-format';
import { RulesList } from '../RulesList';
import { subjectFacts, subjectLine } from '../subject-facts';
import type { SizeUnit } from '../subject-form';
import { BrandBlock } from './BrandBlock';
import { pageNumbersCss } from './page-numbers';
import { PrintCharts } from './PrintCharts';
import { printedPlaceName } from './printed-place';
import '../report.css';
import './print.css';
import { Said } from '../Said';

type Loaded =
  { report: CmaReport; monthly: MonthlyPoint[]; brand: BrandView | null; place: string } | { failed: string };

/** Signals the printers: done once drawn, or failed (the page says why). */
export function setPrintReady(state: 'done' | 'failed'): void {
  document.documentElement.dataset[PRINT_READY.attribute] = PRINT_READY[state];
}

const INCLUDED_COLUMNS = ['date', 'place', 'beds', 'area', 'price', 'pricePerArea', 'similarity'] as const;
const EXCLUDED_COLUMNS = ['date', 'place', 'area', 'price', 'pricePerArea', 'excludedBecause'] as const;
const RECENT = 12;
const LESS_SIMILAR_LISTED = 10;
const LISTINGS_LISTED = 20;

/** The route's report: a kept version's stored result as it was computed, else the query computed from the store. */
async function reportOf(route: PrintRoute) {
  if (route.reportId === undefined) return api.invoke('report:cma', route.query);
  const kept = await api.invoke('reports:get', {
    id: route.reportId,
    ...(route.version !== undefined ? { version: route.version } : {}),
  });
  return kept.ok ? { ok: true as const, value: kept.value.report } : kept;
}

async function loadReport(route: PrintRoute): Promise<Loaded> {
  const lang = route.lang;
  const result = await reportOf(route);
  if (!result.ok) {
    const said = errorText(result.error, lang);
    return { failed: `${said.happened} ${said.todo}` };
  }
  const trends = await api.invoke('market:analyze', {
    query: marketOf(route.query),
    outliers: route.query.outliers,
    sections: 'trends',
  });
  // Without the medians the chart shows the comparables alone: the report itself stands.
  // The broker's brand from Settings; none set (or none readable) prints no brand block, never a placeholder.
  const brand = await api.invoke('brand:get', {});
  // The subject's own bedroom count's monthly medians in its place (the trends answer them per bedroom count).
  const { purpose, beds } = route.query.subject;
  const bucket = Math.min(beds, 5);
  const monthly = trends.ok ? trends.value.monthlyByBeds.filter((m) => m.purpose === purpose && m.beds === bucket) : [];
  const place = await printedPlaceName(result.value.subject.place, lang);
  return { report: result.value, monthly, brand: brand.ok ? brand.value : null, place };
}

export function PrintReport({ route, unit }: { route: PrintRoute; unit: SizeUnit }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const fmt = useMemo(() => reportFormat(route.lang, unit, route.numerals), [route, unit]);
  const say = fmt.say;
  useEffect(() => {
    let live = true;
    void loadReport(route).then((l) => live && setLoaded(l));
    return () => {
      live = false;
    };
  }, [route]);
  // Every page's number in the digits asked, drawn in the page's bottom margin (page-numbers.ts says why).
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.printPageNumbers = 'true';
    style.textContent = pageNumbersCss(route.lang, route.numerals);
    document.head.append(style);
    return () => style.remove();
  }, [route]);
  useEffect(() => {
    if (!loaded) return;
    if ('failed' in loaded) {
      setPrintReady('failed');
      return;
    }
    // Drawn: the faces of the language loaded, the brand's images decoded, then two frames after the commit.
    let live = true;
    const images = Array.from(document.images, (image) => image.decode().catch(() => undefined));
    void Promise.all([document.fonts.ready, ...images]).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => live && setPrintReady('done'))),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (!loaded) return <main className="pr-doc pr-loading" aria-busy="true" />;
  if ('failed' in loaded) {
    return (
      <main className="pr-doc">
        <p className="pr-failed" role="alert" data-testid="print-failed">
          <Said text={say('reportView.print.failed', { reason: loaded.failed })} />
        </p>
      </main>
    );
  }
  const { report, monthly, brand, place } = loaded;
  const columns = reportColumns(report.subject.purpose, say, fmt.unitLabel);
  const { evidence, competition } = splitComparables(report);
  const included = evidence.filter((c) => c.included);
  // Every comparable left out for a reason of its own (the broker's choice, an outlier, no area) is listed; of those
  // merely less similar than the included, the most similar few, and how many more.
  const lessSimilar = evidence.filter((c) => !c.included && c.excludedBecause === 'less-similar');
  const excluded = evidence.filter(
    (c) => !c.included && (c.excludedBecause !== 'less-similar' || lessSimilar.indexOf(c) < LESS_SIMILAR_LISTED),
  );
  const unlisted = lessSimilar.length - Math.min(lessSimilar.length, LESS_SIMILAR_LISTED);
  const recent = [...evidence].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')).slice(0, RECENT);
  return (
    <main className="pr-doc" data-testid="print-report" data-central={report.estimate?.central ?? ''}>
      <section className="pr-page pr-cover">
        <h1>{say('reportView.print.title')}</h1>
        <p className="pr-cover-subject" data-testid="print-subject">
          <Said text={subjectLine(report.subject, fmt, place)} />
        </p>
        <p className="pr-muted">
          <Said text={say('reportView.print.asOf', { date: fmt.day(report.asOf) })} />
        </p>
        <BrandBlock brand={brand} say={say} />
        <p className="pr-disclaimer" data-testid="print-disclaimer">
          {say('reportView.print.disclaimer')}
        </p>
      </section>
      <section className="pr-section">
        <h2>{say('reportView.print.subject')}</h2>
        <dl className="pr-facts">
          {subjectFacts(report, fmt, place).map((f) => (
            <div key={f.id}>
              <dt>{f.label}</dt>
              <dd dir="auto">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="pr-section">
        <CoverageNote report={report} fmt={fmt} offline={false} />
        <EstimateSummary report={report} fmt={fmt} />
      </section>
      <section className="pr-page">
        <h2>{say('reportView.print.comparables')}</h2>
        <ComparablesTable
          rows={included}
          columns={columns}
          fmt={fmt}
          empty={say('reportView.print.none')}
          ids={INCLUDED_COLUMNS}
          testId="print-included"
        />
        <h2>{say('reportView.print.excluded')}</h2>
        <ComparablesTable
          rows={excluded}
          columns={columns}
          fmt={fmt}
          empty={say('reportView.print.none')}
          ids={EXCLUDED_COLUMNS}
          testId="print-excluded"
        />
        {unlisted > 0 && <p className="pr-muted">{say('reportView.print.moreLessSimilar', { count: unlisted })}</p>}
      </section>
      <section className="pr-page">
        <h2>{say('reportView.print.charts')}</h2>
        <PrintCharts
          monthly={monthly}
          comparables={evidence}
          place={place}
          rent={report.subject.purpose === 'for-rent'}
          fmt={fmt}
          rtl={isRtl(route.lang)}
        />
      </section>
      <section className="pr-page">
        <h2>
          <Said text={say('reportView.print.recent', { place })} />
        </h2>
        <ComparablesTable
          rows={recent}
          columns={columns}
          fmt={fmt}
          empty={say('reportView.print.none')}
          ids={INCLUDED_COLUMNS}
          testId="print-recent"
        />
        <h2>{say('reportView.print.competition')}</h2>
        <p className="pr-muted">{say('reportView.grid.competitionNote')}</p>
        <ComparablesTable
          rows={competition.slice(0, LISTINGS_LISTED)}
          columns={columns}
          fmt={fmt}
          empty={say('reportView.grid.noListings')}
          testId="print-competition"
        />
        {competition.length > LISTINGS_LISTED && (
          <p className="pr-muted">
            {say('reportView.print.moreListings', { count: competition.length - LISTINGS_LISTED })}
          </p>
        )}
      </section>
      <section className="pr-page">
        <RulesList report={report} fmt={fmt} />
        <h2>{say('reportView.print.sources')}</h2>
        <p>{say('reportView.print.sourceLine')}</p>
        <p>
          <Said
            text={
              report.coverage.fetchedAt
                ? say('reportView.print.fetched', {
                    time: fmt.time(report.coverage.fetchedAt),
                    asOf: fmt.time(report.asOf),
                  })
                : say('reportView.result.computed', { time: fmt.time(report.asOf) })
            }
          />
        </p>
        <p>{say('reportView.print.cost')}</p>
        <p className="pr-disclaimer">{say('reportView.print.disclaimer')}</p>
      </section>
    </main>
  );
}
