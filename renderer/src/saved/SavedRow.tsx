// One saved search in the Saved view's table: its name (renamed in place), what it asks in the broker's words,
// its last run, and its actions; deleting asks first, in a line under the row. A market analysis reads as the
// Market view heads its figures, and is not tracked over time (the button says why instead).
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { SavedQuery } from '#shared/domain/saved-query';
import { formatDateTime, formatInteger } from '../i18n/format';
import { queryText } from '../market';
import { notify } from '../notices';
import { filterSummary } from '../research';
import { usePlaceNames } from '../research';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { TeamMarkBadge } from '../team';
import { setTeamWide, shareWithTeam, useCanShare, useIsAdmin } from '../team';
import {
  deleteSaved,
  duplicateSaved,
  exportSaved,
  loadSaved,
  renameSaved,
  rerunSaved,
  trackSaved,
} from './saved-actions';
import { formFromSaved } from './form-codec';
import { formatMessage, type MessageId } from '#shared/messages/format-message';
import { useSaved } from './saved-store';
import { isMessageId, type Say, sayIn, useDataLang, useMessage } from '../i18n/messages';

const NO_PLACES: readonly string[] = [];

function useDescription(query: SavedQuery): string {
  const lang = usePreferences((s) => s.lang);
  const dataLang = useDataLang();
  // A market analysis keeps its places' English names: said in the broker's language as Market names them.
  const market = query.kind === 'market' ? query.params.query : null;
  const englishNames = useMemo(() => (market ? market.places.map((p) => p.name) : NO_PLACES), [market]);
  const namer = usePlaceNames(englishNames, dataLang);
  if (query.kind === 'market') {
    const { query: market, includeOutliers } = query.params;
    const byId = (id: string) => {
      const english = market.places.find((p) => p.id === id)?.name ?? id;
      return namer ? namer(english) : english;
    };
    const text = queryText(market, lang, byId);
    return includeOutliers ? `${text} · ${formatMessage(lang, 'saved.outliersIncluded')}` : text;
  }
  const rebuilt = formFromSaved(query);
  if (!rebuilt) {
    // Saved on the command line: its parameters as they are.
    return Object.entries(query.params)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      .join(' · ');
  }
  const parts = filterSummary(rebuilt.view, rebuilt.form as object, sayIn(lang), lang);
  return parts.length > 0 ? parts.join(' · ') : formatMessage(lang, 'saved.noFilters');
}

/** What a saved search searches, by its operation; an operation the app has no words for is shown as it is. */
function operationName(operation: string, say: Say): string {
  const id = `saved.operations.${operation}`;
  return isMessageId(id) ? say(id as Extract<MessageId, `saved.operations.${string}`>) : operation;
}

export function SavedRow({ query }: { query: SavedQuery }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const running = useSaved((s) => s.running === query.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A name another saved search has is said beside the box being typed in, not in a notice above the view.
  const [nameTaken, setNameTaken] = useState(false);
  const description = useDescription(query);
  const runnable = query.kind === 'market' || formFromSaved(query) !== null;
  const canShare = useCanShare();
  const isAdmin = useIsAdmin();

  // The box opens and closes without the last refusal (it showed again, invalid, on the next Rename).
  const openRename = (): void => {
    setEditing(query.name);
    setNameTaken(false);
  };
  const closeRename = (): void => {
    setEditing(null);
    setNameTaken(false);
  };
  const commitRename = async (): Promise<void> => {
    const name = editing?.trim() ?? '';
    if (!name || name === query.name) return closeRename();
    const outcome = await renameSaved(query.id, name);
    if (outcome === 'renamed') return closeRename();
    setNameTaken(outcome === 'taken');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter') void commitRename();
    if (e.key === 'Escape') closeRename();
  };
  const track = async (): Promise<void> => {
    if (query.kind === 'market') return notify('info', (l) => formatMessage(l, 'saved.trackMarket'), 8000);
    const itemId = query.watchItemId ?? (await trackSaved(query));
    if (itemId !== null) navigate({ view: 'portfolios', itemId });
  };

  return (
    <>
      <tr data-testid="saved-row" data-name={query.name}>
        <td className="saved-name">
          {editing === null ? (
            <>
              <strong dir="auto" data-testid="saved-name">
                {query.name}
              </strong>
              {query.team && <TeamMarkBadge mark={query.team} testId="saved-team" />}
            </>
          ) : (
            <span className="saved-rename">
              <input
                className="pf-input"
                value={editing}
                aria-label={say('saved.nameLabel')}
                maxLength={120}
                autoFocus
                data-testid="saved-rename-input"
                aria-invalid={nameTaken}
                aria-describedby={nameTaken ? `saved-rename-error-${query.id}` : undefined}
                onChange={(e) => {
                  setEditing(e.target.value);
                  setNameTaken(false);
                }}
                onKeyDown={onKey}
              />
              <button type="button" className="button primary" onClick={() => void commitRename()}>
                {say('saved.saveButton')}
              </button>
              <button type="button" className="button ghost" onClick={closeRename}>
                {say('saved.cancel')}
              </button>
              {nameTaken && (
                <span
                  className="error-text saved-rename-error"
                  role="alert"
                  id={`saved-rename-error-${query.id}`}
                  data-testid="saved-rename-error"
                >
                  {say('saved.nameTaken')}
                </span>
              )}
            </span>
          )}
        </td>
        <td className="saved-search">
          <span className="badge" data-testid="saved-kind" data-kind={query.kind}>
            {operationName(query.operation, say)}
          </span>{' '}
          <span dir="auto" data-testid="saved-description">
            {description}
          </span>
        </td>
        <td className="saved-last-run" data-testid="saved-last-run">
          {query.lastRunAt ? formatDateTime(query.lastRunAt, lang) : say('saved.neverRun')}
        </td>
        <td className="num" data-testid="saved-result-count">
          {query.lastResultCount === null ? '—' : formatInteger(query.lastResultCount, lang)}
        </td>
        <td className="saved-actions">
          <div className="pf-actions">
            <button
              type="button"
              className="button primary"
              data-testid="saved-run"
              disabled={!runnable || running}
              title={runnable ? undefined : say('saved.notRunnable')}
              onClick={() => void rerunSaved(query)}
            >
              {say('saved.run')}
            </button>
            <button type="button" className="link-button" data-testid="saved-rename" onClick={openRename}>
              {say('saved.rename')}
            </button>
            <button
              type="button"
              className="link-button"
              data-testid="saved-duplicate"
              onClick={() => void duplicateSaved(query.id)}
            >
              {say('saved.duplicate')}
            </button>
            {/* Left focusable when it does not apply, so its reason shows on hover and is said on a click. */}
            <button
              type="button"
              className="link-button"
              data-testid="saved-track"
              aria-disabled={query.kind === 'market'}
              title={query.kind === 'market' ? say('saved.trackMarket') : undefined}
              onClick={() => void track()}
            >
              {query.watchItemId === null ? say('saved.track') : say('saved.tracked')}
            </button>
            {canShare && !query.team && (
              <button
                type="button"
                className="link-button"
                data-testid="saved-share"
                onClick={() => void shareWithTeam('saved-search', query.id, query.name, loadSaved)}
              >
                {say('team.share')}
              </button>
            )}
            {isAdmin && (
              <button
                type="button"
                className="link-button"
                data-testid="saved-make-team-wide"
                aria-pressed={query.team?.teamWide === true}
                onClick={() =>
                  void setTeamWide('saved-search', query.id, query.name, query.team?.teamWide !== true, loadSaved)
                }
              >
                {query.team?.teamWide ? say('team.unmakeTeamWide') : say('team.makeTeamWide')}
              </button>
            )}
            <button
              type="button"
              className="link-button"
              data-testid="saved-export"
              onClick={() => void exportSaved([query.id])}
            >
              {say('saved.exportOne')}
            </button>
            <button
              type="button"
              className="link-button danger"
              data-testid="saved-delete"
              onClick={() => setConfirming(true)}
            >
              {say('saved.delete')}
            </button>
          </div>
        </td>
      </tr>
      {confirming && (
        <tr className="pf-confirm-row">
          <td colSpan={5}>
            <div
              className="pf-confirm"
              role="alertdialog"
              aria-label={say('saved.delete')}
              data-testid="saved-confirm-delete"
            >
              <span>
                {say('saved.confirmDelete', { name: query.name })}{' '}
                {query.watchItemId !== null ? say('saved.confirmDeleteTracked') : ''}
              </span>
              <button
                type="button"
                className="button danger"
                data-testid="saved-confirm-yes"
                autoFocus
                onClick={() => void deleteSaved(query)}
              >
                {say('saved.delete')}
              </button>
              <button
                type="button"
                className="button"
                data-testid="saved-confirm-no"
                onClick={() => setConfirming(false)}
              >
                {say('saved.keep')}
              </button>
            </div>
          </td>
        </tr>
      )}
    </>
  );
}
