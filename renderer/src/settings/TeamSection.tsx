// Settings → Team: join a brokerage's team server with an invite, then see where membership and sync stand (team,
// role, server, last sync, changes waiting, what this folder shares), sync now, see the members, or leave (what was
// shared stays here as the broker's own copy). Bad values are said beside their field before anything is sent; a
// failed action says what failed in the interface language, with the core's own sentence under Details.
import { useEffect, useState } from 'react';
import { teamJoinSchema, type TeamStatus } from '#shared/ipc/contract';
import { formatDateTime, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { useTeam } from '../team';
import { TeamMembers } from './TeamMembers';
import { useErrorNotice } from './use-error-notice';
import { sayIn, useMessage, useSaid, type Say } from '../i18n/messages';
import { asWritten } from '#shared/messages/message-ref';

type JoinField = 'server' | 'token' | 'device';

function joinErrors(input: Record<JoinField, string>, say: Say): Partial<Record<JoinField, string>> {
  const parsed = teamJoinSchema.safeParse(withoutBlanks(input));
  const out: Partial<Record<JoinField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as JoinField;
    out[field] ??= say(`team.errors.${field}`);
  }
  if (!input.token.trim().startsWith('aqi.')) out.token ??= say('team.errors.token');
  return out;
}

function withoutBlanks(input: Record<JoinField, string>): { server: string; token?: string; device?: string } {
  return {
    server: input.server.trim(),
    ...(input.token.trim() ? { token: input.token.trim() } : {}),
    ...(input.device.trim() ? { device: input.device.trim() } : {}),
  };
}

function JoinForm() {
  const say = useMessage();
  const lang = usePreferences((s) => s.lang);
  const join = useTeam((s) => s.join);
  const busy = useTeam((s) => s.busy);
  const [draft, setDraft] = useState<Record<JoinField, string>>({ server: '', token: '', device: '' });
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const showError = useErrorNotice((field) =>
    field === 'server' || field === 'token' || field === 'device' ? say(`team.errors.${field}`) : undefined,
  );
  const submit = async () => {
    const found = joinErrors(draft, say);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await join(withoutBlanks(draft));
    if (!outcome.ok) return showError(outcome.error);
    const status = useTeam.getState().status;
    notify('success', (l) => sayIn(l)('team.joined', { team: status?.team ?? '', member: status?.member ?? '' }));
    setDraft({ server: '', token: '', device: '' });
  };
  const field = (name: JoinField, label: string, hint: string | null, type = 'text') => (
    <label className="setting-field">
      <span>{label}</span>
      <input
        type={type}
        dir="ltr"
        value={draft[name]}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errors[name] ? true : undefined}
        data-testid={`team-${name}`}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] ? (
        <small className="field-error" role="alert" data-testid={`team-${name}-error`}>
          {errors[name]}
        </small>
      ) : (
        hint && <small className="muted">{hint}</small>
      )}
    </label>
  );
  return (
    <form
      className="team-join"
      lang={lang}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="settings-grid">
        {field('server', say('team.server'), say('team.serverHint'), 'url')}
        {field('token', say('team.token'), say('team.tokenHint'), 'password')}
        {field('device', say('team.device'), null)}
      </div>
      <div className="row">
        <button type="submit" className="button primary" disabled={busy !== null} data-testid="team-join">
          {busy === 'join' ? say('team.joining') : say('team.join')}
        </button>
      </div>
    </form>
  );
}

function Facts({ status }: { status: TeamStatus }) {
  const say = useMessage();
  const lang = usePreferences((s) => s.lang);
  const n = (v: number) => formatInteger(v, lang);
  const rows: [string, string, string][] = [
    ['team', say('team.facts.team'), status.team ?? ''],
    ['member', say('team.facts.member'), status.member ?? ''],
    ['role', say('team.facts.role'), status.role ? say(`team.roles.${status.role}`) : ''],
    ['server', say('team.facts.server'), status.server ?? ''],
    ['device', say('team.facts.device'), status.device ?? ''],
    [
      'last-sync',
      say('team.facts.lastSync'),
      status.lastSyncAt ? formatDateTime(status.lastSyncAt, lang) : say('team.never'),
    ],
    ['waiting', say('team.facts.waiting'), n(status.outbox.waiting)],
    ['shared-searches', say('team.facts.sharedSearches'), n(status.shared.savedSearches)],
    ['shared-watches', say('team.facts.sharedWatches'), n(status.shared.watches)],
    ['shared-notes', say('team.facts.sharedNotes'), n(status.shared.notes)],
    ['shared-boards', say('team.facts.sharedBoards'), n(status.shared.compareBoards)],
    ['shared-reports', say('team.facts.sharedReports'), n(status.shared.reports)],
    ['token', say('team.facts.token'), status.token ? say(`team.tokenIn.${status.token}`) : say('team.noToken')],
  ];
  if (status.outbox.failed > 0) rows.splice(7, 0, ['refused', say('team.facts.refused'), n(status.outbox.failed)]);
  return (
    <dl className="team-facts" data-testid="team-facts">
      {rows.map(([id, label, value]) => (
        <div key={id} data-testid={`team-fact-${id}`}>
          <dt>{label}</dt>
          {/* Addresses and names keep their own direction inside a right-to-left page. */}
          <dd dir={id === 'server' ? 'ltr' : 'auto'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SyncOutcome() {
  const say = useMessage();
  const lang = usePreferences((s) => s.lang);
  const last = useTeam((s) => s.lastSync);
  const status = useTeam((s) => s.status);
  const said = useSaid();
  const error = last?.error ?? status?.lastError ?? null;
  // Why the sync stopped, worded in the window's language: the core's message, else (an earlier core) as written.
  const errorSaid = last
    ? (last.errorSaid ?? (last.error ? asWritten(last.error) : null))
    : (status?.lastErrorSaid ?? (status?.lastError ? asWritten(status.lastError) : null));
  if (!last && !error) return null;
  const n = (v: number) => formatInteger(v, lang);
  const lines: string[] = [];
  if (last && last.reachable && !last.error)
    lines.push(say('team.synced', { pushed: n(last.pushed), pulled: n(last.pulled) }));
  if (error)
    lines.push(
      last && !last.reachable
        ? say('team.unreachable')
        : last?.accessRefused
          ? say('team.accessRefused')
          : say('team.syncFailed'),
    );
  if (last && last.refused.length > 0) lines.push(say('team.refusedSome', { count: n(last.refused.length) }));
  const details = [
    errorSaid ? said(errorSaid) : null,
    ...(last?.refused.map((r) => said(r.said ?? asWritten(r.message))) ?? []),
    ...(last ? (last.noticesSaid ?? last.notices.map(asWritten)).map(said) : []),
  ].filter((d): d is string => Boolean(d));
  return (
    <div className={`message ${error ? 'warning' : 'info'}`} role="status" data-testid="team-sync-outcome">
      <div className="message-body">
        {lines.map((line) => (
          <p key={line} className="message-text">
            {line}
          </p>
        ))}
        {details.length > 0 && (
          <details className="message-details">
            <summary>{say('team.details')}</summary>
            <ul>
              {details.map((d) => (
                <li key={d} dir="auto">
                  {d}
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
}

export function TeamSection() {
  const say = useMessage();
  const status = useTeam((s) => s.status);
  const busy = useTeam((s) => s.busy);
  const showError = useErrorNotice();
  useEffect(() => void useTeam.getState().load(true), []);
  if (!status) return null;
  const sync = async () => {
    const outcome = await useTeam.getState().sync();
    if (!outcome.ok) showError(outcome.error);
  };
  const leave = async () => {
    if (!window.confirm(say('team.leaveConfirm', { team: status.team ?? '' }))) return;
    const outcome = await useTeam.getState().leave();
    if (!outcome.ok) return showError(outcome.error);
    notify('success', (l) => sayIn(l)('team.left'));
  };
  return (
    <div className="settings-card" data-testid="team-section" data-joined={status.joined}>
      <h2>{say('team.title')}</h2>
      <p className="muted">{say('team.intro')}</p>
      {!status.joined ? (
        <JoinForm />
      ) : (
        <>
          <Facts status={status} />
          <SyncOutcome />
          <div className="row">
            <button
              type="button"
              className="button primary"
              disabled={busy !== null}
              onClick={() => void sync()}
              data-testid="team-sync"
            >
              {busy === 'sync' ? say('team.syncing') : say('team.sync')}
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy !== null}
              onClick={() => void leave()}
              data-testid="team-leave"
            >
              {busy === 'leave' ? say('team.leaving') : say('team.leave')}
            </button>
          </div>
          <TeamMembers me={status.member} admin={status.role === 'admin'} />
        </>
      )}
    </div>
  );
}
