// A details page's notes: what the broker (or, in a team, a colleague) wrote on this listing, building or firm, the
// newest first, each with its author and time; add one (shared with the team on request), edit or remove one. A
// shared note of a colleague's can be changed only by its author or an admin: the core says so, in a notice.
import { useEffect, useState } from 'react';
import { MAX_NOTE_CHARS, type Note, type NoteTarget } from '#shared/domain/note';
import { noteTextSchema } from '#shared/ipc/contract';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { errorText } from '../i18n/error-text';
import { formatDateTime, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { TeamMarkBadge } from '../team';
import { useCanShare } from '../team';
import { useNotesChanged } from './notes-changed';
import { useTeam } from '../team';
import { useMessage, type Say } from '../i18n/messages';
import './notes.css';

function sayFailure(error: AppError): void {
  notify('error', (l) => {
    const text = errorText(error, l);
    return `${text.happened} ${text.todo}`;
  });
}

/** What is wrong with a note's text, in the broker's words; null when it can be saved. */
function textProblem(text: string, say: Say, lang: Parameters<typeof formatInteger>[1]): string | null {
  if (noteTextSchema.safeParse(text).success) return null;
  if (text.trim() === '') return say('notes.empty');
  if (text.length > MAX_NOTE_CHARS) {
    return say('notes.tooLong', { max: formatInteger(MAX_NOTE_CHARS, lang), count: formatInteger(text.length, lang) });
  }
  return say('notes.empty');
}

function NoteItem({ note, reload }: { note: Note; reload(): Promise<void> }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const time = formatDateTime(note.createdAt, lang);
  const who = note.author ? say('notes.byAuthor', { author: note.author, time }) : say('notes.mine', { time });
  const save = async () => {
    if (editing === null) return;
    const found = textProblem(editing, say, lang);
    setProblem(found);
    if (found) return;
    const r = await api.invoke('notes:edit', { id: note.id, text: editing });
    if (!r.ok) return sayFailure(r.error);
    setEditing(null);
    await reload();
  };
  const remove = async () => {
    if (!window.confirm(say('notes.removeConfirm'))) return;
    const r = await api.invoke('notes:remove', { id: note.id });
    if (!r.ok) return sayFailure(r.error);
    await reload();
  };
  return (
    <li className="note" data-testid="note" data-id={note.id}>
      <div className="note-meta">
        <span className="muted" data-testid="note-by">
          {who}
        </span>
        {note.updatedAt !== note.createdAt && (
          <span className="muted">· {say('notes.edited', { time: formatDateTime(note.updatedAt, lang) })}</span>
        )}
        {note.team && <TeamMarkBadge mark={note.team} testId="note-team" />}
      </div>
      {editing === null ? (
        <p className="note-text" dir="auto" data-testid="note-text">
          {note.text}
        </p>
      ) : (
        <>
          <textarea
            className="note-input"
            dir="auto"
            rows={3}
            value={editing}
            aria-label={say('notes.edit')}
            aria-invalid={problem ? true : undefined}
            data-testid="note-edit-input"
            onChange={(e) => setEditing(e.target.value)}
          />
          {problem && (
            <small className="field-error" role="alert">
              {problem}
            </small>
          )}
        </>
      )}
      <div className="note-actions">
        {editing === null ? (
          <>
            <button type="button" className="link-button" data-testid="note-edit" onClick={() => setEditing(note.text)}>
              {say('notes.edit')}
            </button>
            <button
              type="button"
              className="link-button danger"
              data-testid="note-remove"
              onClick={() => void remove()}
            >
              {say('notes.remove')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button primary" data-testid="note-save" onClick={() => void save()}>
              {say('notes.save')}
            </button>
            <button type="button" className="button" onClick={() => setEditing(null)}>
              {say('notes.cancel')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function NotesSection({ target, targetName }: { target: NoteTarget; targetName?: string | null }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const canShare = useCanShare();
  // A team sync that brought changes (a colleague's note) reads the notes again.
  const pulled = useTeam((s) => s.pulledGeneration);
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [draft, setDraft] = useState('');
  const [share, setShare] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    const r = await api.invoke('notes:list', { target });
    if (r.ok) setNotes(r.value);
    // A note written here changes the counts a listing grid shows.
    useNotesChanged.getState().bump();
  };
  useEffect(() => {
    let alive = true;
    void api.invoke('notes:list', { target }).then((r) => alive && r.ok && setNotes(r.value));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one target per page; re-read after a team sync
  }, [target.kind, target.externalID, pulled]);
  const add = async () => {
    const found = textProblem(draft, say, lang);
    setProblem(found);
    if (found) return;
    setBusy(true);
    const r = await api.invoke('notes:add', {
      target,
      ...(targetName ? { targetName } : {}),
      text: draft,
      team: canShare && share,
    });
    setBusy(false);
    if (!r.ok) return sayFailure(r.error);
    setDraft('');
    await reload();
    if (r.value.team) void useTeam.getState().sync();
  };
  return (
    <section className="card dt-section notes-section" data-testid="notes-section">
      <div className="dt-section-head">
        <h2 className="dt-section-title">
          {say('notes.title')}
          {notes && notes.length > 0 && <span className="badge">{formatInteger(notes.length, lang)}</span>}
        </h2>
      </div>
      <p className="muted">{say(`notes.intro.${target.kind}`)}</p>
      {notes && notes.length === 0 && (
        <p className="muted" data-testid="notes-none">
          {say('notes.none')}
        </p>
      )}
      {notes && notes.length > 0 && (
        <ul className="notes-list" data-testid="notes-list">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} reload={reload} />
          ))}
        </ul>
      )}
      <form
        className="note-form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <label className="note-label" htmlFor={`note-new-${target.kind}`}>
          {say('notes.label')}
        </label>
        <textarea
          id={`note-new-${target.kind}`}
          className="note-input"
          dir="auto"
          rows={3}
          value={draft}
          placeholder={say('notes.placeholder')}
          aria-invalid={problem ? true : undefined}
          data-testid="note-input"
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <small className="field-error" role="alert" data-testid="note-error">
            {problem}
          </small>
        )}
        <div className="note-actions">
          {canShare && (
            <label className="note-share">
              <input
                type="checkbox"
                checked={share}
                data-testid="note-share"
                onChange={(e) => setShare(e.target.checked)}
              />
              {say('notes.share')}
            </label>
          )}
          <span className="spacer" />
          <button type="submit" className="button primary" disabled={busy} data-testid="note-add">
            {busy ? say('notes.adding') : say('notes.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
