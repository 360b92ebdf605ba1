// The estimate as the window shows it and the printed report prints it: low, central and high (and per area), the
// range drawn with the subject's own figure marked, n, date span, spread and the confidence grade; a rental's gross
// yield where sales exist, and the RERA rent-increase check labelled as Aqar Lens's estimate. One component, so the
// two never say different things.
import { isRtl } from '#shared/domain/lang';
import type { CmaReport } from '#shared/ipc/contract';
import { RangeBar } from './RangeBar';
import type { ReportFormat } from './report-format';
import { Said } from './Said';

export interface EstimateSummaryProps {
  report: CmaReport;
  fmt: ReportFormat;
}

export function EstimateSummary({ report, fmt }: EstimateSummaryProps) {
  const say = fmt.say;
  const e = report.estimate;
  const s = report.subject;
  const rent = s.purpose === 'for-rent';
  const title = say(rent ? 'reportView.result.estimateRent' : 'reportView.result.estimateSale');
  if (!e) {
    return (
      <div className="cr-estimate" data-testid="report-estimate" data-n="0">
        <h2>{title}</h2>
        <p className="warning-text" data-testid="report-no-estimate">
          {say('reportView.result.none')}
        </p>
      </div>
    );
  }
  const given = rent ? (s.currentRent ?? s.askingPrice) : s.askingPrice;
  const markLabel = say(rent && s.currentRent !== undefined ? 'reportView.result.current' : 'reportView.result.asking');
  return (
    <div
      className="cr-estimate"
      data-testid="report-estimate"
      data-n={e.n}
      data-low={e.low}
      data-central={e.central}
      data-high={e.high}
    >
      <h2>{title}</h2>
      <dl className="cr-figures">
        {(['low', 'central', 'high'] as const).map((k) => (
          <div key={k} className={`cr-figure ${k}`} data-testid={`estimate-${k}`}>
            <dt>{say(`reportView.result.${k}`)}</dt>
            <dd>
              <span className="cr-figure-value">{fmt.aed(e[k])}</span>
              <span className="cr-figure-per muted">{fmt.perArea(e.perSqft[k])}</span>
            </dd>
          </div>
        ))}
      </dl>
      <RangeBar
        low={e.low}
        central={e.central}
        high={e.high}
        labels={{
          low: say('reportView.result.low'),
          central: say('reportView.result.central'),
          high: say('reportView.result.high'),
        }}
        texts={{ low: fmt.aed(e.low), central: fmt.aed(e.central), high: fmt.aed(e.high) }}
        mark={given !== undefined ? { value: given, label: markLabel, text: fmt.aed(given) } : null}
        title={title}
        lang={fmt.lang}
        rtl={isRtl(fmt.lang)}
      />
      <p className="cr-basis" data-testid="estimate-basis">
        <span data-testid="estimate-n">{say('reportView.result.n', { count: e.n })}</span>
        {' · '}
        <span>
          <Said text={say('reportView.result.span', { from: fmt.day(e.from), to: fmt.day(e.to) })} />
        </span>
        {' · '}
        <span>
          <Said text={say('reportView.result.spread', { spread: fmt.percent(e.spreadPct) })} />
        </span>
        {' · '}
        <strong className={`cr-confidence ${e.confidence}`} data-testid="estimate-confidence">
          {say(`reportView.result.confidence.${e.confidence}`)}
        </strong>
      </p>
      {report.yield && (
        <p data-testid="report-yield">
          <Said
            text={say('reportView.result.yield', {
              pct: fmt.percent(report.yield.grossPct),
              n: report.yield.saleN,
            })}
          />
        </p>
      )}
      {rent && <RentIncrease report={report} fmt={fmt} />}
    </div>
  );
}

function RentIncrease({ report, fmt }: EstimateSummaryProps) {
  const say = fmt.say;
  const r = report.rentIncrease;
  return (
    <div className="cr-rera" data-testid="report-rera">
      <h3>{say('reportView.result.reraTitle')}</h3>
      {r ? (
        <>
          <p>
            <Said
              text={say('reportView.result.rera', {
                average: fmt.aed(r.averageRent),
                n: r.n,
                below: fmt.percent(r.belowAveragePct),
                allowed: fmt.percent(r.allowedIncreasePct, 0),
              })}
            />
          </p>
          <p className="cr-label" data-testid="rera-label">
            {say('reportView.result.reraLabel')}
          </p>
        </>
      ) : (
        <p className="muted">{say('reportView.result.reraNeedsRent')}</p>
      )}
    </div>
  );
}
