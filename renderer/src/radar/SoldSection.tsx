// The Radar view's "What adverts sold for" tab for the chosen place: the ratios per place and bedrooms and per
// agency, each figure with the matches it rests on ("fewer than 5" where too few), then the matches with their
// confidence and reasons (a row opens its listing), and the export of both. Read from what is stored: no request.
import { useEffect } from 'react';
import type { SoldFigure, SoldRatioRow, SoldReason, SoldView } from '#shared/domain/sold';
import type { Lang } from '#shared/domain/lang';
import { ErrorMessage } from '../components/ErrorMessage';
import { ExportMenu } from '../export';
import { formatAed, formatDate, formatNumber } from '#shared/format/values';
import { formatDateTime } from '../i18n/format';
import { useMessage } from '../i18n/messages';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { runExport } from '../export';
import { api } from '../api/api';
import type { ExportFormat } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { useRadar } from './radar-store';
import { useSold } from './sold-store';
import { sayIn } from '../i18n/say';
import { reasonWords, soldExportTable } from './sold-headers';

function exportSold(view: SoldView, format: ExportFormat, lang: Lang, unit: AreaUnit): void {
  const table = soldExportTable(view, lang, unit);
  void runExport({
    owner: 'sold',
    run: (destination, taskId) =>
      api.invoke('export:table', { ...table, taskId, format, destination, presentation: { lang, areaUnit: unit } }),
  });
}

function Figure({ figure, digits, lang }: { figure: SoldFigure; digits: number; lang: Lang }) {
  const sold = sayIn(lang);
  if (figure.n === 0) return <td className="muted">—</td>;
  const value = figure.median === null ? sold('soldView.fewerThan') : formatNumber(figure.median, lang, digits);
  return (
    <td className={figure.median === null ? 'muted' : undefined}>
      {sold('soldView.figure', { value, n: formatNumber(figure.n, lang) })}
    </td>
  );
}

function RatioTable({ rows, by, lang }: { rows: readonly SoldRatioRow[]; by: 'place' | 'agency'; lang: Lang }) {
  const sold = sayIn(lang);
  return (
    <div className="sd-scroll">
      <table className="sd-table" data-testid={`sold-ratios-${by}`}>
        <thead>
          <tr>
            {by === 'place' ? (
              <>
                <th>{sold('soldView.ratioHeaders.place')}</th>
                <th>{sold('soldView.ratioHeaders.beds')}</th>
              </>
            ) : (
              <th>{sold('soldView.ratioHeaders.agency')}</th>
            )}
            <th>{sold('soldView.ratioHeaders.matches')}</th>
            <th>{sold('soldView.ratioHeaders.saleToList')}</th>
            <th>{sold('soldView.ratioHeaders.rentToAsk')}</th>
            <th>{sold('soldView.ratioHeaders.days')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.place}|${r.beds}|${r.agency}`}>
              {by === 'place' ? (
                <>
                  <td dir="auto">{r.place}</td>
                  <td>{r.beds === 0 ? sold('soldView.studio') : formatNumber(r.beds, lang)}</td>
                </>
              ) : (
                <td dir="auto">{r.agency ?? '—'}</td>
              )}
              <td>{formatNumber(r.matches, lang)}</td>
              <Figure figure={r.saleToList} digits={3} lang={lang} />
              <Figure figure={r.rentToAsk} digits={3} lang={lang} />
              <Figure figure={r.daysToRegistration} digits={0} lang={lang} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A reason in words; a place's name kept whole in its own direction inside the sentence (Arabic around English). */
function ReasonText({ reason, lang }: { reason: SoldReason; lang: Lang }) {
  // The formatter sets the place apart (FSI … PDI) where its direction and the sentence's can differ.
  return <>{reasonWords(reason, lang)}</>;
}

function MatchTable({ view, lang }: { view: SoldView; lang: Lang }) {
  const sold = sayIn(lang);
  const open = (externalID: string) => useNavigation.getState().navigate({ view: 'property', externalID });
  return (
    <div className="sd-scroll">
      <table className="sd-table sd-matches" data-testid="sold-matches">
        <thead>
          <tr>
            <th>{sold('soldView.matchHeaders.id')}</th>
            <th>{sold('soldView.matchHeaders.place')}</th>
            <th>{sold('soldView.matchHeaders.beds')}</th>
            <th>{sold('soldView.matchHeaders.lastAsking')}</th>
            <th>{sold('soldView.matchHeaders.achieved')}</th>
            <th>{sold('soldView.matchHeaders.ratio')}</th>
            <th>{sold('soldView.matchHeaders.registered')}</th>
            <th>{sold('soldView.matchHeaders.daysToRegistration')}</th>
            <th>{sold('soldView.matchHeaders.confidence')}</th>
          </tr>
        </thead>
        {view.matches.map((m) => (
          // One body per match: its figures, then its reasons across the whole width under them.
          <tbody key={m.externalID} data-testid="sold-match" onClick={() => open(m.externalID)} className="sd-row">
            <tr>
              <td>
                <bdi>{m.externalID}</bdi>
              </td>
              <td dir="auto">{m.place}</td>
              <td>{formatNumber(m.beds, lang)}</td>
              <td>{formatAed(m.lastAsking, lang, { currency: false })}</td>
              <td>{formatAed(m.achieved, lang, { currency: false })}</td>
              <td>{formatNumber(m.ratio, lang, 3)}</td>
              <td>{formatDate(m.registered, lang)}</td>
              <td>{formatNumber(m.daysToRegistration, lang)}</td>
              <td>{formatNumber(m.confidence, lang, 2)}</td>
            </tr>
            <tr className="sd-reasons">
              <td colSpan={9}>
                <ul aria-label={sold('soldView.matchHeaders.reasons')}>
                  {m.reasons.map((r) => (
                    <li key={r.kind} dir="auto">
                      <ReasonText reason={r} lang={lang} />
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function SoldSection() {
  const { lang, areaUnit } = usePreferences();
  const sold = sayIn(lang);
  const word = useMessage();
  const place = useRadar((s) => (s.targetKind === 'place' ? s.place : null));
  const { view, status, error, placeId } = useSold();
  // Asked again whenever the tab shows or the place changes: it reads what is stored (a snapshot taken meanwhile
  // counts) and sends no request.
  useEffect(() => {
    if (place) void useSold.getState().load(place);
  }, [place]);
  if (!place) return <p className="muted rd-empty">{sold('soldView.choosePlace')}</p>;
  if (status === 'error' && error)
    return <ErrorMessage error={error} title={sold('soldView.failed')} testId="sold-error" />;
  if (!view || placeId !== place.externalID) {
    return <p className="muted rd-empty">{sold('soldView.loading')}</p>;
  }
  return (
    <div className="sd-section" data-testid="sold-section">
      <p className="muted sd-intro">{sold('soldView.intro')}</p>
      <div className="rd-bar">
        <span className="rd-count" data-testid="sold-count">
          {sold('soldView.summary', {
            count: view.matches.length,
            gone: formatNumber(view.gone, lang),
            transactions: formatNumber(view.transactions, lang),
            time: formatDateTime(view.asOf, lang),
          })}
        </span>
      </div>
      <div className="rd-bar">
        <span className="spacer" />
        <ExportMenu
          owner="sold"
          scope={sold('soldView.exportScope')}
          disabled={view.matches.length === 0}
          cancellable={false}
          onExport={(format) => exportSold(view, format, lang, areaUnit)}
          testId="sold-export"
        />
      </div>
      {view.missing.map((m) => (
        <div key={m} className="message warning" role="note" data-testid="answer-warning">
          <span className="message-icon" aria-hidden="true">
            i
          </span>
          <div className="message-body" dir="auto">
            <strong>{word('shell.warning')}:</strong> {sold(`soldView.missing.${m}`, { place: view.place })}
          </div>
        </div>
      ))}
      {view.matches.length === 0 ? (
        <p className="muted rd-empty">{sold('soldView.noMatches', { place: view.place })}</p>
      ) : (
        <>
          <h2>{sold('soldView.byPlaceBeds')}</h2>
          <RatioTable rows={view.ratios.byPlaceBeds} by="place" lang={lang} />
          <h2>{sold('soldView.byAgency')}</h2>
          <RatioTable rows={view.ratios.byAgency} by="agency" lang={lang} />
          <h2>{sold('soldView.matchesTitle')}</h2>
          <MatchTable view={view} lang={lang} />
        </>
      )}
    </div>
  );
}
