// Joining and leaving a team over real HTTP and a real PostgreSQL: an invite works once and for a week, a token
// of another team server is said to be one, a revoked member is refused at once, and only admins manage members.
import { afterEach, expect, it } from 'vitest';
import { createTeamClient } from '#shared/team/client';
import { inviteMember } from '../../team-server/services/members-service';
import { describeWithPostgres, join, ok, startTestServer, useCluster, type TestServer } from './support';

describeWithPostgres('team members', () => {
  const cluster = useCluster();
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await startTestServer(await cluster().createDatabase());
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('exchanges an invite once for a member token kept only hashed, and refuses it a second time', async () => {
    const server = await start();
    const invite = await inviteMember(server.pool, { name: 'Huda', role: 'admin', teamName: 'Marina Brokers' });
    expect(invite.teamCreated).toBe(true);
    const anon = createTeamClient({ baseUrl: server.url });
    const joined = ok(await anon.call('join', { inviteToken: invite.inviteToken, deviceName: 'Huda laptop' }));
    expect(joined.team).toEqual({ id: invite.team.id, name: 'Marina Brokers' });
    expect(joined.memberToken).toMatch(new RegExp(`^aqm\\.${invite.team.id.replaceAll('-', '')}\\.[A-Za-z0-9_-]{43}$`));
    // The database holds the sha-256 of the token, never the token.
    const stored = await server.pool.query<{ token_hash: Buffer }>('SELECT token_hash FROM devices');
    expect(stored.rows[0]!.token_hash).toHaveLength(32);
    const dump = JSON.stringify((await server.pool.query('SELECT * FROM devices, invites')).rows);
    expect(dump).not.toContain(joined.memberToken.split('.')[2]);

    const again = await anon.call('join', { inviteToken: invite.inviteToken, deviceName: 'other' });
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.status).toBe(401);
      expect(again.error.code).toBe('invite-unusable');
      expect(again.error.message).toMatch(/already used/);
    }
  });

  it('refuses an invite past its week, saying when it expired', async () => {
    const server = await start();
    const invite = await inviteMember(server.pool, { name: 'Omar', role: 'member' });
    await server.pool.query("UPDATE invites SET expires_at = now() - interval '1 day'");
    const result = await createTeamClient({ baseUrl: server.url }).call('join', {
      inviteToken: invite.inviteToken,
      deviceName: 'laptop',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/expired on \d{4}-\d{2}-\d{2}/);
  });

  it("recognises a token of another team server and says so, rather than 'unknown token'", async () => {
    const ours = await start();
    const theirs = await start();
    const stranger = await join(theirs, 'Stranger', 'admin');
    await join(ours, 'Huda', 'admin');
    const result = await createTeamClient({ baseUrl: ours.url, token: stranger.token }).call('me', {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(401);
      expect(result.error.code).toBe('foreign-token');
      expect(result.error.message).toMatch(/issued by another team server/);
    }
    // An invite of the other server is recognised the same way.
    const invite = await inviteMember(theirs.pool, { name: 'Guest', role: 'viewer' });
    const joinResult = await createTeamClient({ baseUrl: ours.url }).call('join', {
      inviteToken: invite.inviteToken,
      deviceName: 'laptop',
    });
    expect(!joinResult.ok && joinResult.error.code).toBe('foreign-token');
  });

  it('ends a revoked member’s access at once, on every device, with a message saying so', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member', 'Omar laptop');
    // A second device of the same member: a new invite for the same name.
    const second = await join(server, 'Omar', 'member', 'Omar desktop');
    ok(await omar.client.call('me', {}));
    ok(await admin.client.call('revoke', { name: 'omar' }));
    for (const device of [omar, second]) {
      const result = await device.client.call('me', {});
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(401);
        expect(result.error.code).toBe('revoked');
        expect(result.error.message).toMatch(/access to team .* was revoked/);
      }
    }
    const listed = ok(await admin.client.call('members', {})).members;
    expect(listed.find((m) => m.name === 'Omar')?.revokedAt).toBeTruthy();
  });

  it('lets only admins invite, revoke and change roles, and never removes the last admin', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin');
    const member = await join(server, 'Omar', 'member');
    const refused = await member.client.call('invite', { name: 'Layla', role: 'member' });
    expect(!refused.ok && refused.status).toBe(403);
    const invite = ok(await admin.client.call('invite', { name: 'Layla', role: 'viewer' }));
    const layla = ok(
      await createTeamClient({ baseUrl: server.url }).call('join', {
        inviteToken: invite.inviteToken,
        deviceName: 'Layla laptop',
      }),
    );
    expect(layla.member.role).toBe('viewer');
    // Members see names and roles, not devices or revocations.
    const seen = ok(await member.client.call('members', {})).members;
    expect(seen.map((m) => m.name).sort()).toEqual(['Huda', 'Layla', 'Omar']);
    expect(seen.every((m) => m.devices === undefined)).toBe(true);

    const demote = await admin.client.call('role', { name: 'Huda', role: 'member' });
    expect(!demote.ok && demote.error.code).toBe('conflict');
    const selfRevoke = await admin.client.call('revoke', { name: 'Huda' });
    expect(!selfRevoke.ok && selfRevoke.error.message).toMatch(/only admin/);
    expect(ok(await admin.client.call('role', { name: 'Omar', role: 'admin' })).member.role).toBe('admin');
    ok(await member.client.call('invite', { name: 'Sara', role: 'member' }));
  });

  it('answers the caller, the team and the newest cursor', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin', 'Huda’s MacBook');
    const me = ok(await admin.client.call('me', {}));
    expect(me).toMatchObject({ member: { name: 'Huda', role: 'admin' }, device: 'Huda’s MacBook', cursor: '0' });
  });

  it('refuses a made-up token and a call without one, and logs neither', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin');
    const teamHex = admin.token.split('.')[1];
    const madeUp = `aqm.${teamHex}.${'A'.repeat(43)}`;
    const result = await createTeamClient({ baseUrl: server.url, token: madeUp }).call('me', {});
    expect(!result.ok && result.error.code).toBe('unauthorized');
    const none = await createTeamClient({ baseUrl: server.url }).call('me', {});
    expect(!none.ok && none.error.message).toMatch(/needs a member token/);
    // Whatever the request, the log has the member's name, never a token.
    expect(server.logs.join('\n')).not.toContain(admin.token.split('.')[2]);
  });
});
