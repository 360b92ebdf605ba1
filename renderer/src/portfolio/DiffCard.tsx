// What changed between two snapshots of an item (the last two unless the broker picks others): the listings that
// came, went and were re-priced, as grids; a listing opens its price history. Exportable.
import { useCallback, useState } from 'react';
import { LANGS } from '#shared/domain/lang';
import type { WatchItem } from '#shared/domain/portfolio';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatInteger, formatUaeClock } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { ChangesGrid, type ChangeSide } from './ChangesGrid';
import { ExportButtons } from './export/ExportButtons';
import { diffTables } from '#shared/portfolio/portfolio-tables';
import { useMessage } from '../i18n/messages';
import { pointLabels } from './history-series';
import { ListingPanel } from './ListingPanel';
import { usePortfolio } from './portfolio-store';
import { useChannel } from './use-channel';

const SIDES: readonly ChangeSide[] = ['added', 'removed', 'repriced'];

export function DiffCard({ item }: { item: WatchItem }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const version = usePortfolio((s) => s.version);
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);
  const [side, setSide] = useState<ChangeSide>('added');
  const [listing, setListing] = useState<string | null>(null);
  // Every click on a row, the listing already open too: each one brings its price history into view again.
  const [opened, setOpened] = useState(0);
  const open = useCallback((id: string) => {
    setListing(id);
    setOpened((n) => n + 1);
  }, []);
  // The price history opens under the table, out of sight on a laptop: brought into view as it opens, its top at
  // the top of the window ("nearest" showed only its first line, its prices arriving below the fold).
  const revealed = useCallback(
    (el: HTMLDivElement | null) => el?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a listing opened (again) is a new reveal
    [listing, opened],
  );
  const all = useChannel('history:item', { itemId: item.id, topPlaces: 1 }, version);
  const points = (all.value?.item.id === item.id ? all.value.points : []).filter((p) => p.complete);
  const pointIds = new Set(points.map((p) => p.id));
  // A choice stays only while both its snapshots are there.
  const pair = picked && pointIds.has(picked.from) && pointIds.has(picked.to) ? picked : null;
  const enough = points.length >= 2;
  // Read again in another language: the places' names in it may have been stored since (as the history card does).
  const diff = useChannel(
    'history:diff',
    enough ? { itemId: item.id, ...(pair ?? {}) } : null,
    version * LANGS.length + LANGS.indexOf(lang),
  );
  const value = diff.value?.itemId === item.id ? diff.value : null;
  const countOnly = item.kind === 'saved' && (all.value?.points.length ?? 0) > 0 && points.length === 0;
  const labels = pointLabels(
    points.map((p) => ({ id: p.id, at: p.takenAt })),
    (iso) => formatUaeClock(iso, lang),
    (iso) => formatUaeClock(iso, lang),
  );
  const label = (p: (typeof points)[number]) =>
    say('history.pointLabel', { label: labels.get(p.id) ?? '', count: p.counts.total });
  const choose = (which: 'from' | 'to', id: number) =>
    value && setPicked({ from: value.from.id, to: value.to.id, [which]: id });

  return (
    <section className="card pf-card" data-testid="changes" aria-labelledby="pf-changes-title">
      <div className="pf-card-head">
        <h2 id="pf-changes-title">{say('history.changesTitle')}</h2>
        {value && (
          <>
            {(['from', 'to'] as const).map((which) => (
              <label key={which} className="pf-inline-field">
                <span>{say(`history.${which}`)}</span>
                <select
                  value={value[which].id}
                  data-testid={`changes-${which}`}
                  onChange={(e) => choose(which, Number(e.target.value))}
                >
                  {points.map((p) => (
                    <option key={p.id} value={p.id}>
                      {label(p)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <span className="spacer" />
            <ExportButtons
              testId="changes-export"
              what={say('history.changesTitle')}
              table={() => diffTables(value, item.name, lang, usePreferences.getState().areaUnit)}
            />
          </>
        )}
      </div>
      {countOnly ? (
        <p className="muted pf-empty">{say('history.countOnly')}</p>
      ) : !enough ? (
        <p className="muted pf-empty" data-testid="changes-need-two">
          {say('history.needTwo')}
        </p>
      ) : diff.error ? (
        <ErrorMessage error={diff.error} />
      ) : value ? (
        <>
          <div className="view-tabs" role="tablist">
            {SIDES.map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={side === s}
                className={side === s ? 'view-tab active' : 'view-tab'}
                data-testid={`changes-tab-${s}`}
                data-count={value[s].length}
                onClick={() => setSide(s)}
              >
                {say(`history.${s}`)} <span className="badge">{formatInteger(value[s].length, lang)}</span>
              </button>
            ))}
          </div>
          {(value.projectsAdded.length > 0 || value.projectsRemoved.length > 0) && (
            <p className="muted" data-testid="changes-projects">
              {value.projectsAdded.length > 0 &&
                say('history.projectsAdded', { ids: { list: value.projectsAdded, style: 'unit' } })}{' '}
              {value.projectsRemoved.length > 0 &&
                say('history.projectsRemoved', { ids: { list: value.projectsRemoved, style: 'unit' } })}
            </p>
          )}
          <ChangesGrid key={side} side={side} rows={value[side]} placeNames={value.placeNames} onOpen={open} />
          <p className="muted pf-hint">{say('history.clickListing')}</p>
          {listing && (
            <div ref={revealed} className="pf-listing-anchor">
              <ListingPanel externalID={listing} onClose={() => setListing(null)} />
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
