// The side-by-side table: one column per pinned item (its name leads to its page; move earlier or later with the
// arrow buttons or by dragging the column's head; remove; a listing's starts a client report), one row per measure with the values that differ
// highlighted and the best value starred, its direction stated beside the measure. Amenities come last, grouped.
import { InfoMark } from './InfoMark';
import { NotEqualMark } from './NotEqualMark';
import { PlaceTrail } from './PlaceTrail';
import { useState, type DragEvent } from 'react';
import { useWiderThanBox } from '../components/use-wider-than-box';
import type { CompareKind } from '#shared/compare/snapshots';
import type { ComparisonItem, ComparisonRow, ComparisonView } from '#shared/ipc/contract';
import { formatDateTime } from '../i18n/format';
import { useNavigation, type NavTarget } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { move, unpin } from './compare-actions';
import { bestStatement } from '#shared/compare/comparison-names';
import { measureLabel, showValue, type ShowContext } from './compare-cells';
import { sayIn } from '../i18n/say';
import { startReportFromPin } from '../report';

/** The page an item opens, for kinds that have one. */
function targetOf(kind: CompareKind, item: ComparisonItem): NavTarget | null {
  switch (kind) {
    case 'listing':
      return { view: 'property', externalID: item.id };
    case 'agent':
      return { view: 'agent', externalID: item.id };
    case 'agency':
      return { view: 'agency', externalID: item.id, name: item.label };
    case 'developer':
      return { view: 'developer', externalID: item.id, name: item.label };
    default:
      return null;
  }
}

export function CompareTable({ view }: { view: ComparisonView }) {
  const { lang, areaUnit } = usePreferences();
  const ctx: ShowContext = { lang, unit: areaUnit };
  const measures = view.rows.filter((r) => r.group === 'measures');
  const amenities = view.rows.filter((r) => r.group === 'amenities');
  const say = sayIn(lang);
  const [box, wider] = useWiderThanBox();
  return (
    <>
      {wider && (
        <p className="muted compare-scroll-hint" data-testid="compare-scroll-hint">
          {say('comparePanel.scrollSideways')}
        </p>
      )}
      <div className="compare-scroll" data-testid="compare-scroll" ref={box}>
        <table className="compare-table" data-testid="compare-table" data-kind={view.kind}>
          <caption className="sr-only">{say(`comparePanel.kinds.${view.kind}`)}</caption>
          <thead>
            <tr>
              <th scope="col" className="compare-measure-head">
                {say('comparison.measure')}
              </th>
              {view.items.map((item, i) => (
                <ItemHead key={item.id} view={view} item={item} index={i} />
              ))}
            </tr>
          </thead>
          <tbody>
            {measures.map((row) => (
              <MeasureRow key={row.id} view={view} row={row} ctx={ctx} />
            ))}
            {amenities.length > 0 && (
              <tr className="compare-group">
                <th scope="rowgroup" colSpan={view.items.length + 1}>
                  {say('comparePanel.amenities')}
                </th>
              </tr>
            )}
            {amenities.map((row) => (
              <MeasureRow key={row.id} view={view} row={row} ctx={ctx} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ItemHead({ view, item, index }: { view: ComparisonView; item: ComparisonItem; index: number }) {
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const navigate = useNavigation((s) => s.navigate);
  const [over, setOver] = useState(false);
  const last = view.items.length - 1;
  const target = targetOf(view.kind, item);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const from = Number(e.dataTransfer.getData('text/x-compare-index'));
    if (Number.isInteger(from)) void move(view.kind, from, index);
  };
  return (
    <th
      scope="col"
      className={over ? 'compare-item-head drop-target' : 'compare-item-head'}
      data-testid="compare-item"
      data-id={item.id}
      draggable
      title={say('comparePanel.dragHint')}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/x-compare-index', String(index));
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="compare-item-top">
        <span className="compare-grip" aria-hidden="true">
          ⠿
        </span>
        {target ? (
          <button
            type="button"
            className="link-button compare-item-name"
            dir="auto"
            data-testid="compare-item-name"
            onClick={() => navigate(target)}
          >
            {item.label}
          </button>
        ) : (
          <span className="compare-item-name" dir="auto" data-testid="compare-item-name">
            {item.label}
          </span>
        )}
      </div>
      <div className="compare-item-meta muted">
        {item.asOf ? say('comparePanel.asOf', { time: formatDateTime(item.asOf, lang) }) : ''} ·{' '}
        {say(`comparison.basis.${item.basis}`)}
      </div>
      <div className="compare-item-tools">
        <button
          type="button"
          className="icon-button"
          data-testid="compare-move-earlier"
          aria-label={say('comparePanel.moveEarlierOf', { item: item.label })}
          title={say('comparePanel.moveEarlier')}
          disabled={index === 0}
          onClick={() => void move(view.kind, index, index - 1)}
        >
          <span aria-hidden="true" className="flip">
            ‹
          </span>
        </button>
        <button
          type="button"
          className="icon-button"
          data-testid="compare-move-later"
          aria-label={say('comparePanel.moveLaterOf', { item: item.label })}
          title={say('comparePanel.moveLater')}
          disabled={index === last}
          onClick={() => void move(view.kind, index, index + 1)}
        >
          <span aria-hidden="true" className="flip">
            ›
          </span>
        </button>
        <button
          type="button"
          className="icon-button danger"
          data-testid="compare-remove"
          aria-label={say('comparePanel.removeOf', { item: item.label })}
          title={say('comparePanel.remove')}
          onClick={() => void unpin(view.kind, item.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
        {view.kind === 'listing' && (
          <button
            type="button"
            className="button compare-item-report"
            data-testid="compare-start-report"
            aria-label={say('comparePanel.reportOf', { item: item.label })}
            onClick={() => void startReportFromPin(item.id)}
          >
            {say('shell.nav.report')}
          </button>
        )}
      </div>
    </th>
  );
}

function MeasureRow({ view, row, ctx }: { view: ComparisonView; row: ComparisonRow; ctx: ShowContext }) {
  const say = sayIn(ctx.lang);
  const statement = bestStatement(row, ctx.lang);
  const best = new Set(row.best?.items ?? []);
  return (
    <tr data-testid="compare-row" data-row={row.id} data-kind={row.kind}>
      <th
        scope="row"
        className={row.allDiffer ? 'compare-measure all-differ' : 'compare-measure'}
        data-all-differ={row.allDiffer || undefined}
      >
        <span className="compare-measure-name" dir="auto" data-testid="compare-measure">
          {measureLabel(row, view.kind, ctx)}
        </span>
        {row.allDiffer && (
          <span
            className="compare-all-differ"
            title={say('comparePanel.legendAllDiffer')}
            data-testid="compare-all-differ"
          >
            <NotEqualMark />
            <span className="sr-only"> {say('comparePanel.legendAllDiffer')}</span>
          </span>
        )}
        {row.note && (
          <span className="compare-note" title={row.note} aria-label={row.note} dir="auto">
            <InfoMark />
          </span>
        )}
        {statement && (
          <span className="compare-rule" data-testid="compare-rule">
            <span aria-hidden="true">{row.best?.direction === 'highest' ? '↑' : '↓'}</span> {statement}
          </span>
        )}
      </th>
      {row.values.map((value, i) => {
        const text = showValue(row, value, ctx);
        const isBest = best.has(i);
        const differs = row.differs[i] === true;
        const note = row.notes?.[i];
        return (
          <td
            key={view.items[i]?.id ?? i}
            className={`compare-cell${differs ? ' differs' : ''}${isBest ? ' best' : ''}`}
            data-testid="compare-cell"
            data-best={isBest || undefined}
            data-differs={differs || undefined}
          >
            {text === '' ? (
              <span className="compare-none" aria-label={say('comparePanel.noValue')}>
                —
              </span>
            ) : row.id === 'path' ? (
              <PlaceTrail text={text} lang={ctx.lang} />
            ) : (
              <span className="compare-value" dir="auto" data-testid="compare-value">
                {text}
              </span>
            )}
            {row.partial?.[i] && text !== '' && (
              // A figure from a sample of the item's listings: said on the cell itself, not only on hover.
              <span className="compare-partial" data-testid="compare-partial">
                {say('comparePanel.sample')}
              </span>
            )}
            {isBest && (
              <span className="compare-best" title={statement ?? say('comparison.best')}>
                <span aria-hidden="true">★</span>
                <span className="sr-only"> {say('comparison.best')}</span>
              </span>
            )}
            {note && (
              // What the figure rests on (a sample size, a count from the cache): on hover and for screen readers,
              // so a row of figures stays a row of figures.
              <span className="compare-sample" title={note} aria-label={note} data-testid="compare-sample" dir="auto">
                <InfoMark />
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
