import { describe, expect, it } from 'vitest';
import { describeDatabase, parseCommand } from './args';

const DB = ['--database', 'postgres://aqar@db.internal:5432/team'];

describe('the team server command line', () => {
  it('serves by default, on loopback unless told otherwise', () => {
    expect(parseCommand([...DB])).toMatchObject({
      command: 'serve',
      flags: { listen: { host: '127.0.0.1', port: 8790 } },
    });
    expect(
      parseCommand(['serve', ...DB, '--listen', '0.0.0.0:9000', '--behind-proxy', '--rate', '20/s']),
    ).toMatchObject({
      flags: { listen: { host: '0.0.0.0', port: 9000 }, 'behind-proxy': true, rate: 20 },
    });
  });

  it('takes the database from AQAR_TEAM_DATABASE when the flag is left out', () => {
    expect(parseCommand(['members'], { AQAR_TEAM_DATABASE: 'postgresql://x@h/d' })).toMatchObject({
      command: 'members',
      flags: { database: 'postgresql://x@h/d' },
    });
  });

  it('names the bad flag', () => {
    expect(() => parseCommand(['invite', ...DB, '--name', 'Huda', '--role', 'owner'])).toThrow(
      /--role: must be admin, member or viewer/,
    );
    expect(() => parseCommand(['invite', ...DB, '--name', '\u202Eadmin', '--role', 'member'])).toThrow(/--name: /);
    expect(() => parseCommand(['serve', ...DB, '--listen', 'nowhere'])).toThrow(/--listen: --listen "nowhere" must be/);
    expect(() => parseCommand(['serve', '--database', 'mysql://x'])).toThrow(/postgres:\/\//);
    expect(() => parseCommand(['revoke', ...DB, '--role', 'admin'])).toThrow(/Unknown option '--role'/);
  });

  it('describes a database without its password', () => {
    expect(describeDatabase('postgres://aqar:pw@db.internal:5432/team')).toBe('aqar@db.internal:5432/team');
  });
});
