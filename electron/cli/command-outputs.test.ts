// Every command's --help lists exactly the output flags it takes (--xlsx FILE where a workbook is written), and an
// output flag a command does not take is refused with exit 2 instead of being silently ignored.
import { describe, expect, it } from 'vitest';
import { aqar } from '../../test/support/cli-io';
import { OUTPUT_FLAGS, outputCommands, outputsOf } from './command-outputs';

/** The flags listed under "Output:" in a help text. */
function outputSection(help: string): string[] {
  const section = /^Output:\n((?: {2}.*\n)*)/m.exec(help)?.[1] ?? '';
  return [...section.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]!);
}

const words = (key: string): string[] => key.split(' ');

describe('aqar <command> --help', () => {
  it.each(outputCommands())('%s lists exactly the output flags it takes', async (key) => {
    const run = await aqar([...words(key), '--help']);
    expect(run.code).toBe(0);
    expect(outputSection(run.out)).toEqual([...outputsOf(key)!]);
  });

  it('lists --xlsx FILE for every command that writes a workbook, saved run and compare export among them', async () => {
    const writers = outputCommands().filter((key) => outputsOf(key)!.includes('xlsx'));
    expect(writers).toEqual(
      expect.arrayContaining(['search-property', 'agency-properties', 'saved run', 'compare export']),
    );
    for (const key of writers) {
      const help = (await aqar([...words(key), '--help'])).out;
      expect(help, key).toMatch(/^ {2}--xlsx FILE /m);
      if (key === 'saved run') expect(help.split('\n')[0]).toContain('--xlsx FILE');
    }
    const saved = (await aqar(['saved', '--help'])).out;
    expect(saved).toContain('aqar saved run NAME [--all-pages] [--json | --csv FILE | --xlsx FILE]');
  });
});

describe('an output flag a command does not take', () => {
  const refused = outputCommands().flatMap((key) =>
    OUTPUT_FLAGS.filter((flag) => !outputsOf(key)!.includes(flag)).map((flag) => [key, flag] as const),
  );

  it.each(refused)('%s --%s is refused, naming it', async (key, flag) => {
    const value = flag === 'json' || flag === 'all-pages' ? [] : ['out.file'];
    const run = await aqar([...words(key), `--${flag}`, ...value]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(new RegExp(`aqar ${key} has no --${flag}\\.`));
  });
});
