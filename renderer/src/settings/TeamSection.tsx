// Settings → Team: join a brokerage's team server with an invite, then see where membership and sync stand (team,
// role, server, last sync, changes waiting, what this folder shares), sync now, see the members, or leave (what was
// shared stays here as the broker's own copy). Bad values are said beside their field before anything is sent; a
// failed action says what failed in the interface language, with the core's own sentence under Details.
import { useEffect, useState } from 'react';
import { teamJoinSchema, type TeamStatus } from '#shared/ipc/contract';
import { isolate } from '#shared/text/bidi-controls';
import { formatDateTime, formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { notify } from '../notices/notice-store';
import { usePreferences } from '../state/preferences-store';
import { TEAM_STRINGS, type TeamStrings } from '../team/team-strings';
import { useTeam } from '../team/team-store';
import { TeamMembers } from './TeamMembers';
import { useErrorNotice } from './use-error-notice';

type JoinField = 'server' | 'token' | 'device';

function joinErrors(input: Record<JoinField, string>, t: TeamStrings): Partial<Record<JoinField, string>> {
  const parsed = teamJoinSchema.safeParse(withoutBlanks(input));
  const out: Partial<Record<JoinField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as JoinField;
    out[field] ??= t.errors[field];
  }
  if (!input.token.trim().startsWith('aqi.')) out.token ??= t.errors.token;
  return out;
}

function withoutBlanks(input: Record<JoinField, string>): { server: string; token?: string; device?: string } {
  return {
    server: input.server.trim(),
    ...(input.token.trim() ? { token: input.token.trim() } : {}),
    ...(input.device.trim() ? { device: input.device.trim() } : {}),
  };
}

function JoinForm({ t }: { t: TeamStrings }) {
  const lang = usePreferences((s) => s.lang);
  const join = useTeam((s) => s.join);
  const busy = useTeam((s) => s.busy);
  const [draft, setDraft] = useState<Record<JoinField, string>>({ server: '', token: '', device: '' });
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const showError = useErrorNotice((field) =>
    field === 'server' || field === 'token' || field === 'device' ? t[field] : undefined,
  );
  const submit = async () => {
    const found = joinErrors(draft, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await join(withoutBlanks(draft));
    if (!outcome.ok) return showError(outcome.error);
    const status = useTeam.getState().status;
    notify('success', (l) =>
      format(TEAM_STRINGS[l].joined, { team: isolate(status?.team ?? ''), member: isolate(status?.member ?? '') }),
    );
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
        {field('server', t.server, t.serverHint, 'url')}
        {field('token', t.token, t.tokenHint, 'password')}
        {field('device', t.device, null)}
      </div>
      <div className="row">
        <button type="submit" className="button primary" disabled={busy !== null} data-testid="team-join">
          {busy === 'join' ? t.joining : t.join}
        </button>
      </div>
    </form>
  );
}

function Facts({ status, t }: { status: TeamStatus; t: TeamStrings }) {
  const lang = usePreferences((s) => s.lang);
  const n = (v: number) => formatInteger(v, lang);
  const rows: [string, string, string][] = [
    ['team', t.facts.team, status.team ?? ''],
    ['member', t.facts.member, status.member ?? ''],
    ['role', t.facts.role, status.role ? t.roles[status.role] : ''],
    ['server', t.facts.server, status.server ?? ''],
    ['device', t.facts.device, status.device ?? ''],
    ['last-sync', t.facts.lastSync, status.lastSyncAt ? formatDateTime(status.lastSyncAt, lang) : t.never],
    ['waiting', t.facts.waiting, n(status.outbox.waiting)],
    ['shared-searches', t.facts.sharedSearches, n(status.shared.savedSearches)],
    ['shared-watches', t.facts.sharedWatches, n(status.shared.watches)],
    ['shared-notes', t.facts.sharedNotes, n(status.shared.notes)],
    ['shared-boards', t.facts.sharedBoards, n(status.shared.compareBoards)],
    ['shared-reports', t.facts.sharedReports, n(status.shared.reports)],
    ['token', t.facts.token, status.token ? t.tokenIn[status.token] : t.noToken],
  ];
  if (status.outbox.failed > 0) rows.splice(7, 0, ['refused', t.facts.refused, n(status.outbox.failed)]);
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

function SyncOutcome({ t }: { t: TeamStrings }) {
  const lang = usePreferences((s) => s.lang);
  const last = useTeam((s) => s.lastSync);
  const status = useTeam((s) => s.status);
  const error = last?.error ?? status?.lastError ?? null;
  if (!last && !error) return null;
  const n = (v: number) => formatInteger(v, lang);
  const lines: string[] = [];
  if (last && last.reachable && !last.error)
    lines.push(format(t.synced, { pushed: n(last.pushed), pulled: n(last.pulled) }));
  if (error) lines.push(last && !last.reachable ? t.unreachable : last?.accessRefused ? t.accessRefused : t.syncFailed);
  if (last && last.refused.length > 0) lines.push(format(t.refusedSome, { count: n(last.refused.length) }));
  const details = [error, ...(last?.refused.map((r) => r.message) ?? []), ...(last?.notices ?? [])].filter(
    (d): d is string => Boolean(d),
  );
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
            <summary>{t.details}</summary>
            <ul dir="ltr">
              {details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
}

export function TeamSection() {
  const lang = usePreferences((s) => s.lang);
  const t = TEAM_STRINGS[lang];
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
    if (!window.confirm(format(t.leaveConfirm, { team: isolate(status.team ?? '') }))) return;
    const outcome = await useTeam.getState().leave();
    if (!outcome.ok) return showError(outcome.error);
    notify('success', (l) => TEAM_STRINGS[l].left);
  };
  return (
    <div className="settings-card" data-testid="team-section" data-joined={status.joined}>
      <h2>{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {!status.joined ? (
        <JoinForm t={t} />
      ) : (
        <>
          <Facts status={status} t={t} />
          <SyncOutcome t={t} />
          <div className="row">
            <button
              type="button"
              className="button primary"
              disabled={busy !== null}
              onClick={() => void sync()}
              data-testid="team-sync"
            >
              {busy === 'sync' ? t.syncing : t.sync}
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy !== null}
              onClick={() => void leave()}
              data-testid="team-leave"
            >
              {busy === 'leave' ? t.leaving : t.leave}
            </button>
          </div>
          <TeamMembers t={t} me={status.member} admin={status.role === 'admin'} />
        </>
      )}
    </div>
  );
}
