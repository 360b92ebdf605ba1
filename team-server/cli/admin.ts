// The admin commands run on the server's machine by its operator: invite, revoke, change a role, list members,
// migrate. They speak to the database directly (no server needs to run) through the same services as the API.
import type { TeamRole } from '#shared/team/basics';
import { listMembers } from '../db/members-repo';
import { migrate } from '../db/migrate';
import type { Pool } from '../db/pool';
import { changeRole, inviteMember, revokeByName } from '../services/members-service';

type Print = (text: string) => void;

export async function runInvite(
  pool: Pool,
  flags: { name: string; role: TeamRole; 'team-name'?: string },
  print: Print,
): Promise<void> {
  await migrate(pool);
  const outcome = await inviteMember(pool, { name: flags.name, role: flags.role, teamName: flags['team-name'] });
  if (outcome.teamCreated) print(`Made the team "${outcome.team.name}" (id ${outcome.team.id}).`);
  print(`Invite for ${outcome.member.name} (${outcome.member.role}), valid until ${outcome.expiresAt}, usable once:`);
  print(outcome.inviteToken);
}

export async function runRevoke(pool: Pool, flags: { name: string }, print: Print): Promise<void> {
  await migrate(pool);
  const member = await revokeByName(pool, flags.name, false);
  print(`Revoked ${member.name}: every device of theirs is refused from now on.`);
}

export async function runRole(pool: Pool, flags: { name: string; role: TeamRole }, print: Print): Promise<void> {
  await migrate(pool);
  const member = await changeRole(pool, flags.name, flags.role, false);
  print(`${member.name} is now ${member.role}.`);
}

export async function runMembers(pool: Pool, flags: { json?: boolean }, print: Print): Promise<void> {
  await migrate(pool);
  const members = await listMembers(pool);
  if (flags.json) {
    print(JSON.stringify(members, null, 2));
    return;
  }
  if (members.length === 0) {
    print('No members yet: make the first with `invite --name NAME --role admin`.');
    return;
  }
  const rows = members.map((m) => [
    m.name,
    m.role,
    m.revokedAt ? `revoked ${m.revokedAt.slice(0, 10)}` : m.invitePending && m.devices === 0 ? 'invited' : 'active',
    String(m.devices),
    m.lastSeenAt ? m.lastSeenAt.slice(0, 16).replace('T', ' ') : '—',
  ]);
  const head = ['Name', 'Role', 'Status', 'Devices', 'Last seen (UTC)'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [head, ...rows])
    print(
      row
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
}

export async function runMigrate(pool: Pool, print: Print): Promise<void> {
  const applied = await migrate(pool);
  print(applied.length ? `Applied migration(s) ${applied.join(', ')}.` : 'The database is up to date.');
}
