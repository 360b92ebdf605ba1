// `aqar notes list|add|edit|remove`: the notes the window shows on a listing's or a firm's page, from the terminal.
// One target per note (two are refused, naming both); a text with a direction override is refused naming --text;
// --team before joining a team says how to join; list --json gives the notes with their target and author.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-notes-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

type Listed = { id: number; target: { kind: string; externalID: string }; targetName: string | null; text: string };

describe('aqar notes', () => {
  it('adds notes on a listing and an agency and lists them, all or by target', async () => {
    const added = await aqar(
      [
        'notes',
        'add',
        '--demo',
        '--listing',
        '8812345',
        '--name',
        'Marina Gate 2-bed',
        '--text',
        'Owner prefers cheques.',
      ],
      env,
    );
    expect(added.code, added.err).toBe(0);
    expect(added.out).toBe('Note 1 added on listing 8812345.\n');
    expect((await aqar(['notes', 'add', '--demo', '--agency', '42', '--text', 'Call Rami.'], env)).code).toBe(0);
    const all = JSON.parse((await aqar(['notes', 'list', '--demo', '--json'], env)).out) as Listed[];
    expect(all.map((n) => n.text).sort()).toEqual(['Call Rami.', 'Owner prefers cheques.']);
    const one = JSON.parse(
      (await aqar(['notes', 'list', '--demo', '--listing', '8812345', '--json'], env)).out,
    ) as Listed[];
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      target: { kind: 'listing', externalID: '8812345' },
      targetName: 'Marina Gate 2-bed',
    });
    const table = await aqar(['notes', 'list', '--demo'], env);
    expect(table.out).toMatch(/listing 8812345 \(Marina Gate 2-bed\)\s+you\s+.*Owner prefers cheques\./);
  });

  it('refuses two targets, a text that would reorder what others read, and --team before joining', async () => {
    const two = await aqar(['notes', 'add', '--demo', '--listing', '1', '--agency', '2', '--text', 'x'], env);
    expect(two.code).toBe(2);
    expect(two.err.trim()).toBe('aqar: Name one target, not --listing and --agency.');
    const none = await aqar(['notes', 'add', '--demo', '--text', 'x'], env);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/name what the note is on, e\.g\. --listing ID/);
    const override = await aqar(['notes', 'add', '--demo', '--listing', '1', '--text', 'price \u202E000,1'], env);
    expect(override.code).toBe(2);
    expect(override.err).toMatch(/--text: must not hold control or text-direction characters/);
    const team = await aqar(['notes', 'add', '--demo', '--listing', '1', '--text', 'x', '--team'], env);
    expect(team.code).toBe(2);
    expect(team.err).toMatch(/has not joined a team: aqar team join URL --token INVITE/);
    // Nothing was written by the refused ones.
    expect(JSON.parse((await aqar(['notes', 'list', '--demo', '--json', '--listing', '1'], env)).out)).toEqual([]);
  });

  it('edits and removes a note by id', async () => {
    const edited = await aqar(['notes', 'edit', '--demo', '--id', '2', '--text', 'Call Rami on Sunday.'], env);
    expect(edited.code, edited.err).toBe(0);
    const agency = JSON.parse(
      (await aqar(['notes', 'list', '--demo', '--agency', '42', '--json'], env)).out,
    ) as Listed[];
    expect(agency[0]?.text).toBe('Call Rami on Sunday.');
    expect((await aqar(['notes', 'remove', '--demo', '--id', '2'], env)).out).toBe('Note 2 removed.\n');
    expect((await aqar(['notes', 'remove', '--demo', '--id', '2'], env)).out).toBe('No note 2 to remove.\n');
    const bad = await aqar(['notes', 'edit', '--demo', '--id', 'two', '--text', 'x'], env);
    expect(bad.err.trim()).toBe('aqar: --id: must be a note id (a whole number)');
  });
});
