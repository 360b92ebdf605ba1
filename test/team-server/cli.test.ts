// The team server's command line, run as its operator would: invite (the first makes the team), members, role,
// revoke, flags refused with the flag named, a non-loopback address refused without TLS, and https with a
// certificate. Also the migrations: an edited one, or a database migrated by a newer server, stops it loudly.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createPool } from '../../team-server/db/pool';
import { migrate, migrationsDir, readMigrations } from '../../team-server/db/migrate';
import { runTeamCommand, startChildServer, type ChildServer } from './child-server';
import { describeWithPostgres, useCluster } from './support';

const ROOT = join(import.meta.dirname, '../..');

describeWithPostgres('team server command line', () => {
  const cluster = useCluster();
  const children: ChildServer[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) c.child.kill('SIGKILL');
  });

  it('invites (making the team first), lists, changes roles and revokes members', async () => {
    const database = await cluster().createDatabase();
    const empty = await runTeamCommand(['members', '--database', database]);
    expect(empty.stdout).toMatch(/No members yet/);
    const first = await runTeamCommand(
      ['invite', '--name', 'Huda', '--role', 'admin', '--team-name', 'Marina Brokers'],
      {
        AQAR_TEAM_DATABASE: database,
      },
    );
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Made the team "Marina Brokers" \(id [0-9a-f-]{36}\)\.\nInvite for Huda \(admin\), valid until \d{4}-/,
    );
    expect(first.stdout.trim().split('\n').at(-1)).toMatch(/^aqi\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    const second = await runTeamCommand(['invite', '--database', database, '--name', 'Omar', '--role', 'member']);
    expect(second.stdout).not.toMatch(/Made the team/);
    const clash = await runTeamCommand(['invite', '--database', database, '--name', 'omar', '--role', 'admin']);
    expect(clash.status).toBe(1);
    expect(clash.stderr).toMatch(/already a member, as member.*role --name "Omar" --role admin/);
    const role = await runTeamCommand(['role', '--database', database, '--name', 'Omar', '--role', 'viewer']);
    expect(role.stdout).toBe('Omar is now viewer.\n');
    const revoked = await runTeamCommand(['revoke', '--database', database, '--name', 'Omar']);
    expect(revoked.stdout).toMatch(/^Revoked Omar/);
    const listed = await runTeamCommand(['members', '--database', database]);
    expect(listed.stdout.split('\n')[0]).toMatch(/^Name\s+Role\s+Status\s+Devices\s+Last seen \(UTC\)$/);
    expect(listed.stdout).toMatch(/Huda\s+admin\s+invited\s+0/);
    expect(listed.stdout).toMatch(/Omar\s+viewer\s+revoked \d{4}-\d{2}-\d{2}/);
    const [json, unknown] = await Promise.all([
      runTeamCommand(['members', '--database', database, '--json']),
      runTeamCommand(['revoke', '--database', database, '--name', 'Nobody']),
    ]);
    expect(JSON.parse(json.stdout)).toHaveLength(2);
    expect(unknown.stderr).toMatch(/No member is named "Nobody"/);
  }, 180_000);

  it('refuses bad usage with exit 2, naming the flag, and never prints the database password', async () => {
    const [missing, role, unknown, tls, down, help] = await Promise.all([
      runTeamCommand(['invite', '--name', 'Huda']),
      runTeamCommand(['invite', '--database', 'postgres://x@localhost/db', '--name', 'H', '--role', 'boss']),
      runTeamCommand(['frobnicate']),
      runTeamCommand(['serve', '--database', 'postgres://x@h/d', '--tls-cert', 'a.pem']),
      runTeamCommand(['members', '--database', 'postgres://aqar:s3cret-pw@127.0.0.1:1/team']),
      runTeamCommand(['--help']),
    ]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--database: is required \(or set AQAR_TEAM_DATABASE\); --role: is required/);
    expect(role.stderr).toMatch(/--role: must be admin, member or viewer/);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    expect(tls.stderr).toMatch(/--tls-cert and --tls-key go together/);
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/Cannot reach the team database at aqar@127\.0\.0\.1:1\/team/);
    expect(down.stderr).not.toContain('s3cret-pw');
    expect(help.stdout).toMatch(/Usage: npm run team-server -- \[command\] \[flags\]/);
  }, 180_000);

  it('refuses a non-loopback address without TLS, and serves https on one with a certificate', async () => {
    const database = await cluster().createDatabase();
    const refused = await runTeamCommand(['serve', '--database', database, '--listen', '0.0.0.0:0']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/Refusing to listen on 0\.0\.0\.0:0 without TLS/);

    const dir = mkdtempSync(join(tmpdir(), 'aqar-tls-'));
    try {
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      ], { stdio: 'ignore' }); // prettier-ignore
      const server = await startChildServer([
        'serve', '--database', database, '--listen', '0.0.0.0:0',
        '--tls-cert', join(dir, 'cert.pem'), '--tls-key', join(dir, 'key.pem'),
      ]); // prettier-ignore
      children.push(server);
      expect(server.url).toMatch(/^https:\/\/0\.0\.0\.0:\d+$/);
      const port = new URL(server.url).port;
      const ca = readFileSync(join(dir, 'cert.pem'));
      const body = await new Promise<string>((resolve, reject) => {
        request(`https://127.0.0.1:${port}/v1/health`, { ca }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
      expect(JSON.parse(body)).toMatchObject({ ok: true, database: 'up' });
      // Behind a proxy the operator vouches for TLS: plain http on a non-loopback address is allowed.
      const proxied = await startChildServer([
        'serve',
        '--database',
        database,
        '--listen',
        '0.0.0.0:0',
        '--behind-proxy',
      ]);
      children.push(proxied);
      expect(proxied.url).toMatch(/^http:\/\//);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('starts from compiled JavaScript with plain node, its migrations beside it', async () => {
    const database = await cluster().createDatabase();
    execFileSync(process.execPath, ['scripts/build-team-server.mjs'], { cwd: ROOT, stdio: 'ignore' });
    const compiled = join(ROOT, 'out/team-server/main.mjs');
    const invited = spawnSync(
      process.execPath,
      [compiled, 'invite', '--database', database, '--name', 'Huda', '--role', 'admin'],
      {
        encoding: 'utf8',
      },
    );
    expect(invited.stderr).toBe('');
    expect(invited.stdout).toMatch(/Made the team/);
    const server = await startChildServer(['serve', '--database', database, '--listen', '127.0.0.1:0'], compiled);
    children.push(server);
    const health = (await (await fetch(`${server.url}/v1/health`)).json()) as { ok: boolean };
    expect(health.ok).toBe(true);
  }, 120_000);

  it('stops on a migration edited after it was applied, and on a database migrated by a newer server', async () => {
    const database = await cluster().createDatabase();
    const pool = createPool(database);
    const dir = mkdtempSync(join(tmpdir(), 'aqar-migrations-'));
    try {
      expect(await migrate(pool)).toEqual(readMigrations().map((m) => m.version));
      expect(await migrate(pool)).toEqual([]);
      for (const m of readMigrations()) copyFileSync(join(migrationsDir(), m.name), join(dir, m.name));
      const first = readMigrations()[0]!;
      writeFileSync(join(dir, first.name), `${first.sql}\n-- an edit\n`);
      await expect(migrate(pool, readMigrations(dir))).rejects.toThrow(
        new RegExp(`Migration ${first.name} was edited after it was applied to this database`),
      );
      writeFileSync(join(dir, first.name), first.sql);
      await pool.query("INSERT INTO team_migrations (version, name, sha256) VALUES (999, '0999-future.sql', 'x')");
      await expect(migrate(pool, readMigrations(dir))).rejects.toThrow(
        /migrated by a newer team server \(migration 0999-future\.sql/,
      );
      await pool.query('DELETE FROM team_migrations WHERE version = 999');
      // A new migration is applied, in order, once.
      writeFileSync(join(dir, '0002-extra.sql'), 'CREATE TABLE extra (id int);');
      expect(await migrate(pool, readMigrations(dir))).toEqual([2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await pool.end();
    }
  });
});
