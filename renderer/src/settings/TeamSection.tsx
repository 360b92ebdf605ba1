// Settings → Team: join a team server with an invite; once joined, who this computer is in which team, what is
// shared, the outbox and the last sync, Sync now and Leave; admins also see the members. The member token never
// reaches the window: the core keeps it in the keychain.
import { useCallback, useEffect, useState } from 'react';
import type { TeamStatus } from '#shared/ipc/contract';
import type { MemberListing } from '#shared/team/members';
import { pluralText } from '#shared/words/plural';
import { api } from '../api/api';
import { formatDateTime, formatInteger, labelled } from '../i18n/format';
import { format } from '../i18n/strings';
import { notify } from '../notices/notice-store';
import { usePreferences } from '../state/preferences-store';
import { TEAM_STRINGS } from './team-strings';
import { useErrorNotice } from './use-error-notice';
import { useTeam } from '../team/team-store';

/** Direction-isolated: a server address or a name never reorders the sentence around it. */
const isolate = (text: string): string => `\u2068${text}\u2069`;

export function TeamSection() {
  const lang = usePreferences((s) => s.lang);
  const t = TEAM_STRINGS[lang];
  const showError = useErrorNotice();
  const [status, setStatus] = useState<TeamStatus | null>(null);
  const [members, setMembers] = useState<MemberListing[] | null>(null);
  const [server, setServer] = useState('');
  const [invite, setInvite] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void api.invoke('team:status', { check: false }).then((r) => r.ok && setStatus(r.value));
  }, []);
  useEffect(() => {
    let alive = true;
    const reload = () =>
      void api.invoke('team:status', { check: false }).then((r) => alive && r.ok && setStatus(r.value));
    reload();
    const off = api.on('team:synced', reload);
    return () => {
      alive = false;
      off();
    };
  }, []);
  const admin = status?.role === 'admin';
  useEffect(() => {
    if (!admin) return;
    let alive = true;
    void api.invoke('team:members', {}).then((r) => alive && r.ok && setMembers(r.value));
    return () => {
      alive = false;
    };
  }, [admin, status?.lastSyncAt]);

  const join = async () => {
    setBusy(true);
    const result = await api.invoke('team:join', { server: server.trim(), token: invite.trim() });
    setBusy(false);
    if (!result.ok) return showError(result.error);
    setStatus(result.value);
    void useTeam.getState().load();
    setInvite('');
    const { team, member } = result.value;
    notify('success', (l) =>
      format(TEAM_STRINGS[l].joined, { team: isolate(team ?? ''), name: isolate(member ?? '') }),
    );
  };
  const sync = async () => {
    setBusy(true);
    const result = await api.invoke('team:sync', {});
    setBusy(false);
    if (!result.ok) return showError(result.error);
    load();
    const pulled = result.value.pulled;
    if (!result.value.reachable) notify('warning', (l) => TEAM_STRINGS[l].syncOffline);
    else notify('success', (l) => pluralText(TEAM_STRINGS[l].synced, pulled, l));
  };
  const leave = async () => {
    if (!window.confirm(t.leaveConfirm)) return;
    setBusy(true);
    const result = await api.invoke('team:leave', {});
    setBusy(false);
    if (!result.ok) return showError(result.error);
    load();
    void useTeam.getState().load();
    notify('success', (l) => TEAM_STRINGS[l].left);
  };

  if (!status) return null;
  if (!status.joined) {
    return (
      <div className="settings-card" data-testid="team-section" data-joined="false">
        <h2>{t.title}</h2>
        <p className="muted">{t.intro}</p>
        <div className="settings-grid">
          <label className="setting-field" data-testid="team-server">
            <span>{t.server}</span>
            <input type="url" dir="ltr" value={server} onChange={(e) => setServer(e.target.value)} />
            <span className="muted">{t.serverHint}</span>
          </label>
          <label className="setting-field" data-testid="team-invite">
            <span>{t.invite}</span>
            <input
              type="password"
              dir="ltr"
              autoComplete="off"
              value={invite}
              onChange={(e) => setInvite(e.target.value)}
            />
            <span className="muted">{t.inviteHint}</span>
          </label>
        </div>
        <button
          type="button"
          className="button primary"
          disabled={busy || !server.trim() || !invite.trim()}
          data-testid="team-join"
          onClick={() => void join()}
        >
          {t.join}
        </button>
      </div>
    );
  }
  const role = status.role ? t.roles[status.role] : '';
  return (
    <div className="settings-card" data-testid="team-section" data-joined="true">
      <h2>{t.title}</h2>
      <p data-testid="team-member">
        {format(t.member, {
          name: isolate(status.member ?? ''),
          role,
          team: isolate(status.team ?? ''),
          device: isolate(status.device ?? ''),
        })}
      </p>
      <p className="muted" dir="auto">
        {format(t.serverIs, { server: isolate(status.server ?? '') })}
      </p>
      {status.role === 'viewer' && <p className="muted">{t.viewerNote}</p>}
      {status.token === null && (
        <p className="message warning" role="alert">
          {t.noToken}
        </p>
      )}
      <ul className="team-facts" data-testid="team-facts">
        <li>{labelled(t.sharedSearches, formatInteger(status.shared.savedSearches, lang), lang)}</li>
        <li>{labelled(t.sharedWatches, formatInteger(status.shared.watches, lang), lang)}</li>
        <li data-testid="team-outbox">
          {status.outbox.waiting === 0 ? t.outboxEmpty : pluralText(t.outbox, status.outbox.waiting, lang)}
        </li>
        <li data-testid="team-last-sync">
          {status.lastSyncAt ? format(t.lastSync, { time: formatDateTime(status.lastSyncAt, lang) }) : t.neverSynced}
        </li>
        {status.lastError && <li className="field-error">{format(t.lastError, { reason: status.lastError })}</li>}
      </ul>
      <div className="row">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          data-testid="team-sync"
          onClick={() => void sync()}
        >
          {t.syncNow}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy}
          data-testid="team-leave"
          onClick={() => void leave()}
        >
          {t.leave}
        </button>
      </div>
      {admin && members && (
        <>
          <h3 className="settings-sub">{t.members}</h3>
          <table className="team-members" data-testid="team-members">
            <thead>
              <tr>
                <th>{t.memberName}</th>
                <th>{t.memberRole}</th>
                <th>{t.memberDevices}</th>
                <th>{t.memberSeen}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td>
                    <bdi>{m.name}</bdi>
                  </td>
                  <td>
                    {t.roles[m.role]}
                    {m.revokedAt ? ` · ${t.revoked}` : m.invitePending ? ` · ${t.invitePending}` : ''}
                  </td>
                  <td>{formatInteger(m.devices ?? 0, lang)}</td>
                  <td>{m.lastSeenAt ? formatDateTime(m.lastSeenAt, lang) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
