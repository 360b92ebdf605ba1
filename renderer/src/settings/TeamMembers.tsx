// Settings → Team → Members: everyone sees the team's names and roles; an admin also sees each member's computers,
// last sign of life and state, invites a colleague (the invite is shown once, to be handed over), changes a role
// and revokes a member (after a confirmation; their access ends at once). Read from the server: offline, the list is
// not shown, and a refused change says why in the interface language.
import { useEffect, useState } from 'react';
import { memberNameSchema, TEAM_ROLES, type TeamRole } from '#shared/team/basics';
import type { InviteResponse, MemberListing } from '#shared/team/members';
import { api } from '../api/api';
import { formatDateTime, formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { useTeam } from '../team';
import { useErrorNotice } from './use-error-notice';
import { sayIn, useMessage } from '../i18n/messages';

function InviteForm({ onInvited }: { onInvited(): void }) {
  const say = useMessage();
  const lang = usePreferences((s) => s.lang);
  const [name, setName] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; invite: InviteResponse } | null>(null);
  const showError = useErrorNotice((field) => (field === 'name' ? say('team.invite.name') : undefined));
  const submit = async () => {
    if (!memberNameSchema.safeParse(name).success) return setError(say('team.invite.nameError'));
    setError(null);
    setBusy(true);
    const r = await api.invoke('team:invite', { name: name.trim(), role });
    setBusy(false);
    if (!r.ok) return showError(r.error);
    setMade({ name: name.trim(), invite: r.value });
    setName('');
    onInvited();
  };
  return (
    <form
      className="team-invite"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className="settings-sub">{say('team.invite.title')}</h3>
      <div className="team-invite-row">
        <label className="setting-field">
          <span>{say('team.invite.name')}</span>
          <input
            value={name}
            dir="auto"
            maxLength={80}
            aria-invalid={error ? true : undefined}
            data-testid="team-invite-name"
            onChange={(e) => setName(e.target.value)}
          />
          {error && (
            <small className="field-error" role="alert" data-testid="team-invite-name-error">
              {error}
            </small>
          )}
        </label>
        <label className="setting-field">
          <span>{say('team.invite.role')}</span>
          <select value={role} data-testid="team-invite-role" onChange={(e) => setRole(e.target.value as TeamRole)}>
            {TEAM_ROLES.map((r) => (
              <option key={r} value={r}>
                {say(`team.roleShort.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary" disabled={busy} data-testid="team-invite">
          {busy ? say('team.invite.sending') : say('team.invite.send')}
        </button>
      </div>
      {made && (
        <div className="message info" role="status" data-testid="team-invite-made">
          <div className="message-body">
            <p className="message-text">
              {say('team.invite.made', {
                name: made.name,
                until: formatDateTime(made.invite.expiresAt, lang),
              })}
            </p>
            <div className="team-invite-token">
              <code dir="ltr" data-testid="team-invite-token">
                {made.invite.inviteToken}
              </code>
              <button
                type="button"
                className="button"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(made.invite.inviteToken)
                    .then(() => notify('success', (l) => sayIn(l)('team.invite.copied')))
                }
              >
                {say('team.invite.copy')}
              </button>
            </div>
          </div>
        </div>
      )}
    </form>
  );
}

export function TeamMembers({ me, admin }: { me: string | null; admin: boolean }) {
  const say = useMessage();
  const lang = usePreferences((s) => s.lang);
  const generation = useTeam((s) => s.pulledGeneration);
  const [members, setMembers] = useState<MemberListing[] | null>(null);
  const [reads, setReads] = useState(0);
  const showError = useErrorNotice();
  useEffect(() => {
    let alive = true;
    void api.invoke('team:members', {}).then((r) => alive && setMembers(r.ok ? r.value : null));
    return () => {
      alive = false;
    };
  }, [generation, reads]);
  const reread = () => setReads((n) => n + 1);
  const changeRole = async (m: MemberListing, role: TeamRole) => {
    const r = await api.invoke('team:role', { name: m.name, role });
    if (!r.ok) return showError(r.error);
    notify('success', (l) => sayIn(l)('team.roleChanged', { name: m.name, role: sayIn(l)(`team.roleShort.${role}`) }));
    reread();
  };
  const revoke = async (m: MemberListing) => {
    if (!window.confirm(say('team.revokeConfirm', { name: m.name }))) return;
    const r = await api.invoke('team:revoke', { name: m.name });
    if (!r.ok) return showError(r.error);
    notify('success', (l) => sayIn(l)('team.revoked', { name: m.name }));
    reread();
  };
  const stateOf = (m: MemberListing) =>
    m.revokedAt
      ? say('team.memberState.revoked')
      : m.invitePending && !m.devices
        ? say('team.memberState.invited')
        : say('team.memberState.active');
  return (
    <>
      {members && members.length > 0 && (
        <>
          <h3 className="settings-sub">{say('team.members')}</h3>
          <p className="muted">{admin ? say('team.membersIntroAdmin') : say('team.membersIntro')}</p>
          <div className="team-members-wrap">
            <table className="team-members" data-testid="team-members">
              <thead>
                <tr>
                  <th scope="col">{say('team.memberHead.name')}</th>
                  <th scope="col">{say('team.memberHead.role')}</th>
                  {admin && (
                    <>
                      <th scope="col" className="num">
                        {say('team.memberHead.devices')}
                      </th>
                      <th scope="col">{say('team.memberHead.lastSeen')}</th>
                      <th scope="col">{say('team.memberHead.state')}</th>
                      <th scope="col" aria-label={say('team.revoke')} />
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {members.map((m) => {
                  const self = m.name === me;
                  const editable = admin && !self && !m.revokedAt;
                  return (
                    <tr key={m.name} data-testid="team-member" data-name={m.name} data-revoked={Boolean(m.revokedAt)}>
                      <td dir="auto">
                        {m.name} {self && <span className="muted">{say('team.you')}</span>}
                      </td>
                      <td>
                        {editable ? (
                          <select
                            value={m.role}
                            aria-label={say('team.changeRole', { name: m.name })}
                            data-testid="team-member-role"
                            onChange={(e) => void changeRole(m, e.target.value as TeamRole)}
                          >
                            {TEAM_ROLES.map((r) => (
                              <option key={r} value={r}>
                                {say(`team.roleShort.${r}`)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          say(`team.roleShort.${m.role}`)
                        )}
                      </td>
                      {admin && (
                        <>
                          <td className="num">{formatInteger(m.devices ?? 0, lang)}</td>
                          <td>{m.lastSeenAt ? formatDateTime(m.lastSeenAt, lang) : say('team.never')}</td>
                          <td>{stateOf(m)}</td>
                          <td>
                            {editable && (
                              <button
                                type="button"
                                className="link-button danger"
                                data-testid="team-member-revoke"
                                onClick={() => void revoke(m)}
                              >
                                {say('team.revoke')}
                              </button>
                            )}
                          </td>
                        </>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {admin && <InviteForm onInvited={reread} />}
    </>
  );
}
