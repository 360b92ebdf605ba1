// The demo service's command line: --help (and -h) lists every option it takes and exits 0; a bad option is named
// with where to read the rest.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { demoFlagsSchema, demoHelp, parseDemoArgs } from './cli-args';

const run = promisify(execFile);

describe('the demo service command line', () => {
  it('answers --help and -h with help that lists every option it takes', () => {
    expect(parseDemoArgs(['--help'])).toEqual({ help: true });
    expect(parseDemoArgs(['-h', '--port', '1'])).toEqual({ help: true });
    const listed = new Set([...demoHelp().matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...Object.keys(demoFlagsSchema.shape), 'help'].sort());
  });

  it('reads the options, and names a bad one', () => {
    const args = parseDemoArgs(['--port', '0', '--rate', '20/s', '--no-retry-after']);
    expect(args).toMatchObject({ help: false, flags: { port: 0, rate: 20, 'no-retry-after': true, shape: 'spec' } });
    expect(() => parseDemoArgs(['--colour', 'red'])).toThrow(/Unknown option '--colour'.*Run with --help/);
    expect(() => parseDemoArgs(['--rate', 'fast'])).toThrow(/rate: must look like 20\/s\. Run with --help/);
  });

  it('prints the help from the real script and exits 0', async () => {
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const { stdout } = await run(tsx, [join(import.meta.dirname, 'cli.ts'), '--help']);
    expect(stdout).toContain('Usage: npm run demo-service -- [options]');
    expect(stdout).toContain('--latency-ms MS');
  }, 30_000);
});
