// The compare panel: one tab per kind with its count, the side-by-side table of the open kind, and its actions
// (refresh from the data service, export, remove all). It answers from the workspace's pins and the offline
// cache, so it opens offline; the table follows the interface language and the display unit.
import { NotEqualMark } from './NotEqualMark';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COMPARE_KINDS, MAX_PINS, type CompareKind } from '#shared/compare/snapshots';
import { api } from '../api/api';
import { ErrorMessage } from '../components/ErrorMessage';
import { runExport } from '../export';
import { ExportMenu } from '../export';
import { formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { clearKind, loadView } from './compare-actions';
import { sayIn } from '../i18n/say';
import { useCompare } from './compare-store';
import { CompareTable } from './CompareTable';
import { CompareWarnings } from './CompareWarnings';
import { CompareBoards } from './CompareBoards';
import { usePinsLoaded } from './PinButtons';
import './compare.css';
import { uaeDay } from '#shared/domain/uae-day';

export function ComparePanel({ kind: asked }: { kind?: CompareKind }) {
  usePinsLoaded();
  const { lang, areaUnit } = usePreferences();
  const say = sayIn(lang);
  const { kind, pinned, view, status, error, refreshing } = useCompare();
  const tabs = useRef<HTMLDivElement>(null);

  // Opened for a kind (from a Pin button): that tab; otherwise the last one, or the first kind with pins.
  useEffect(() => {
    const state = useCompare.getState();
    const start = asked ?? (state.pinned[state.kind].length > 0 ? state.kind : null);
    const first = COMPARE_KINDS.find((k) => state.pinned[k].length > 0);
    void loadView(start ?? first ?? state.kind);
  }, [asked]);

  // A new language: the core names the items anew (the first language is loaded above).
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void loadView(useCompare.getState().kind);
  }, [lang]);

  const shown = view?.kind === kind ? view : null;
  const count = pinned[kind].length;
  const [confirmingClear, setConfirmingClear] = useState(false);

  const exportNow = (f: 'xlsx' | 'csv') => {
    if (!shown) return;
    const items = formatInteger(shown.items.length, lang);
    void runExport({
      owner: 'compare',
      what: say('comparePanel.sideBySide', { count: items, kind }),
      run: (destination) =>
        api.invoke('compare:export', {
          kind,
          format: f,
          destination,
          fileName: say('comparePanel.fileName', { kind, date: uaeDay(new Date()) }),
          presentation: { lang, areaUnit },
        }),
    });
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const rtl = document.documentElement.dir === 'rtl';
    const at = COMPARE_KINDS.indexOf(kind);
    const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? COMPARE_KINDS.length - 1
          : (at + step + COMPARE_KINDS.length) % COMPARE_KINDS.length;
    const target = COMPARE_KINDS[next]!;
    void loadView(target);
    tabs.current?.querySelector<HTMLButtonElement>(`[data-kind="${target}"]`)?.focus();
  };

  return (
    <div className="compare-view" data-testid="view-compare">
      <header className="compare-head">
        <h1>{say('comparePanel.title')}</h1>
        <div
          className="compare-tabs"
          role="tablist"
          aria-label={say('comparePanel.title')}
          ref={tabs}
          onKeyDown={onTabKey}
        >
          {COMPARE_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`compare-tab-${k}`}
              aria-selected={k === kind}
              aria-controls="compare-tabpanel"
              tabIndex={k === kind ? 0 : -1}
              className={k === kind ? 'compare-tab active' : 'compare-tab'}
              data-testid={`compare-tab-${k}`}
              data-kind={k}
              onClick={() => void loadView(k)}
            >
              {say(`comparePanel.kinds.${k}`)}
              <span className="compare-tab-count" data-testid="compare-tab-count">
                {formatInteger(pinned[k].length, lang)}
              </span>
            </button>
          ))}
        </div>
      </header>
      <section
        className="compare-body"
        role="tabpanel"
        id="compare-tabpanel"
        aria-labelledby={`compare-tab-${kind}`}
        aria-busy={status === 'loading'}
      >
        <div className="compare-toolbar">
          <strong data-testid="compare-count-line">
            {say(`comparePanel.kinds.${kind}`)} ·{' '}
            {say('comparePanel.tabCount', { count: formatInteger(count, lang), max: formatInteger(MAX_PINS, lang) })}
          </strong>
          <span className="compare-legend" aria-hidden={count === 0}>
            {count > 1 && (
              <>
                <span className="legend-swatch differs" /> {say('comparePanel.legendDiffers')}
                <span className="legend-swatch all-differ">
                  <NotEqualMark />
                </span>{' '}
                {say('comparePanel.legendAllDiffer')}
                <span className="legend-swatch best">★</span> {say('comparePanel.legendBest')}
              </>
            )}
          </span>
          <span className="spacer" />
          <button
            type="button"
            className="button"
            data-testid="compare-refresh"
            title={say('comparePanel.refreshHint')}
            disabled={count === 0 || status === 'loading'}
            onClick={() => void loadView(kind, true)}
          >
            <span aria-hidden="true">↻</span> {refreshing ? say('comparePanel.loading') : say('comparePanel.refresh')}
          </button>
          <ExportMenu
            owner="compare"
            scope={say('exportMenu.scopeCompare')}
            disabled={!shown || shown.items.length === 0}
            cancellable={false}
            onExport={exportNow}
            testId="compare-export"
          />
          <button
            type="button"
            className="button ghost"
            data-testid="compare-clear"
            disabled={count === 0}
            aria-expanded={confirmingClear}
            onClick={() => setConfirmingClear(true)}
          >
            {say('comparePanel.clear')}
          </button>
        </div>
        {confirmingClear && count > 0 && (
          // Asked in the panel, as a saved search's Delete asks, never in a native dialog.
          <div
            className="pf-confirm compare-confirm"
            role="alertdialog"
            aria-label={say('comparePanel.clear')}
            data-testid="compare-confirm-clear"
          >
            <span>{say('comparePanel.clearConfirm')}</span>
            <button
              type="button"
              className="button danger"
              data-testid="compare-confirm-yes"
              autoFocus
              onClick={() => {
                setConfirmingClear(false);
                void clearKind(kind);
              }}
            >
              {say('comparePanel.clear')}
            </button>
            <button
              type="button"
              className="button"
              data-testid="compare-confirm-no"
              onClick={() => setConfirmingClear(false)}
            >
              {say('comparePanel.clearKeep')}
            </button>
          </div>
        )}
        {status === 'error' && error && (
          <ErrorMessage error={error} title={say('comparePanel.errorTitle')} onRetry={() => void loadView(kind)} />
        )}
        {shown && (
          <CompareWarnings
            warnings={shown.warnings}
            untranslated={shown.untranslated.length}
            refreshable={kind === 'listing' || kind === 'agent'}
          />
        )}
        {count === 0 && status !== 'loading' ? (
          <div className="compare-empty" data-testid="compare-empty">
            <p>
              <strong>{say('comparePanel.empty')}</strong>
            </p>
            <p className="muted">{say('comparePanel.emptyHint')}</p>
          </div>
        ) : shown && shown.items.length > 0 ? (
          <CompareTable view={shown} />
        ) : status === 'loading' ? (
          <div className="compare-empty muted">{say('comparePanel.loading')}</div>
        ) : null}
        <CompareBoards kind={kind} count={count} />
      </section>
    </div>
  );
}
