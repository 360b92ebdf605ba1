// The compare boards under the compare panel: the open tab's pins saved under a name (shared with the team at once
// when the broker asks), and every board kept here, the team's with who shared them; a board opens into the panel in
// place of its tab's pins, and is shared or removed from its row. The core refuses a colleague's board to a member,
// in a sentence shown as a notice.
import { useCallback, useEffect, useState } from 'react';
import type { CompareKind } from '#shared/compare/compare-kinds';
import type { CompareBoard } from '#shared/domain/compare-board';
import type { AppError } from '#shared/errors';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { api } from '../api/api';
import { errorText } from '../i18n/error-text';
import { formatDateTime, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { TeamMarkBadge } from '../team';
import { shareWithTeam, useCanShare, useMayChange } from '../team';
import { useTeam } from '../team';
import { loadPins, loadView } from './compare-actions';
import { sayIn, useMessage } from '../i18n/messages';

function tell(error: AppError): void {
  notify('error', (l) => {
    const said = errorText(error, l);
    return `${said.happened} ${said.todo}`;
  });
}

export function CompareBoards({ kind, count }: { kind: CompareKind; count: number }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const canShare = useCanShare();
  const pulled = useTeam((s) => s.pulledGeneration);
  const [boards, setBoards] = useState<CompareBoard[]>([]);
  const [name, setName] = useState('');
  const [shareToo, setShareToo] = useState(false);

  const reload = useCallback(async () => {
    const r = await api.invoke('compare:boards', {});
    if (r.ok) setBoards(r.value);
  }, []);
  // Read again when a sync pulled the team's changes.
  useEffect(() => {
    let alive = true;
    void api.invoke('compare:boards', {}).then((r) => alive && r.ok && setBoards(r.value));
    return () => {
      alive = false;
    };
  }, [pulled]);

  const save = async (): Promise<void> => {
    // A name is data: kept free of the isolates the formatter sets around the arguments of an Arabic sentence.
    const chosen =
      name.trim() ||
      stripBidiControls(
        say('board.defaultName', {
          kind: say(`comparePanel.kinds.${kind}`),
          date: formatDateTime(new Date().toISOString(), lang),
        }),
      );
    const r = await api.invoke('compare:board-save', { kind, name: chosen, team: canShare && shareToo });
    if (!r.ok) return tell(r.error);
    const n = r.value.pins.length;
    notify('success', (l) => sayIn(l)('board.saved', { name: chosen, count: n }));
    setName('');
    if (r.value.team) void useTeam.getState().sync();
    await reload();
  };

  const open = async (board: CompareBoard): Promise<void> => {
    const r = await api.invoke('compare:board-open', { id: board.id });
    if (!r.ok) return tell(r.error);
    notify('success', (l) => sayIn(l)('board.opened', { name: board.name }));
    await loadPins();
    await loadView(board.kind);
  };

  const remove = async (board: CompareBoard): Promise<void> => {
    const r = await api.invoke('compare:board-remove', { id: board.id });
    if (!r.ok) return tell(r.error);
    notify('success', (l) => sayIn(l)('board.removed', { name: board.name }));
    await reload();
  };

  return (
    <section className="compare-boards" aria-labelledby="compare-boards-title" data-testid="compare-boards">
      <h2 id="compare-boards-title">{say('board.title')}</h2>
      <p className="muted">{say('board.intro')}</p>
      <form
        className="compare-board-save"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <input
          className="pf-input"
          dir="auto"
          value={name}
          maxLength={200}
          aria-label={say('board.nameLabel')}
          placeholder={say('board.nameLabel')}
          data-testid="board-name"
          onChange={(e) => setName(e.target.value)}
        />
        {canShare && (
          <label className="compare-board-share">
            <input
              type="checkbox"
              checked={shareToo}
              data-testid="board-share-too"
              onChange={(e) => setShareToo(e.target.checked)}
            />{' '}
            {say('board.shareToo')}
          </label>
        )}
        <button type="submit" className="button" data-testid="board-save" disabled={count === 0}>
          {say('board.save')}
        </button>
        {count === 0 && <span className="muted">{say('board.nothingPinned')}</span>}
      </form>
      {boards.length === 0 ? (
        <p className="muted" data-testid="boards-none">
          {say('board.none')}
        </p>
      ) : (
        <table className="compare-boards-table">
          <thead>
            <tr>
              <th scope="col">{say('board.head.name')}</th>
              <th scope="col">{say('board.head.kind')}</th>
              <th scope="col">{say('board.head.pins')}</th>
              <th scope="col">{say('board.head.saved')}</th>
              <th scope="col">{say('board.head.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((board) => (
              <BoardRow
                key={board.id}
                board={board}
                onOpen={() => void open(board)}
                onShare={() => void shareWithTeam('compare-board', board.id, board.name, reload)}
                onRemove={() => void remove(board)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One board: a colleague's shared board offers no Remove to a member (only its author or an admin changes it). */
function BoardRow(props: { board: CompareBoard; onOpen: () => void; onShare: () => void; onRemove: () => void }) {
  const { board } = props;
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const canShare = useCanShare();
  const mayChange = useMayChange(board.team);
  return (
    <tr data-testid="board-row" data-name={board.name}>
      <td>
        <strong dir="auto">{board.name}</strong>
        {board.team && <TeamMarkBadge mark={board.team} testId="board-team" />}
      </td>
      <td>{say(`comparePanel.kinds.${board.kind}`)}</td>
      <td className="k-integer">{formatInteger(board.pins.length, lang)}</td>
      <td>{formatDateTime(board.updatedAt, lang)}</td>
      <td className="compare-board-actions">
        <button type="button" className="button" data-testid="board-open" onClick={props.onOpen}>
          {say('board.open')}
        </button>
        {canShare && !board.team && (
          <button type="button" className="button ghost" data-testid="board-share" onClick={props.onShare}>
            {say('team.share')}
          </button>
        )}
        {mayChange && (
          <button type="button" className="button ghost danger" data-testid="board-remove" onClick={props.onRemove}>
            {say('board.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}
