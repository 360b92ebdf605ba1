// The browser host's flags refuse what the settings refuse, with one line naming the flag.
import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { parseHostFlags } from './flags';

const refusal = (argv: string[]) => {
  try {
    parseHostFlags(argv);
  } catch (error) {
    return error instanceof AppFailure ? error.message : `not an AppFailure: ${String(error)}`;
  }
  return 'accepted';
};

describe('browser host flags', () => {
  it('reads a port, a data folder and a base URL', () => {
    expect(parseHostFlags(['--port', '0', '--data-dir', '/tmp/x', '--base-url', 'https://a.example/v1'])).toEqual({
      port: 0,
      'data-dir': '/tmp/x',
      'base-url': 'https://a.example/v1',
    });
  });

  it('refuses a base URL with a user name and password as the setting does (it printed a raw stack)', () => {
    expect(refusal(['--base-url', 'http://u:pw@evil.example'])).toMatch(
      /^Invalid flag: base-url: must not contain a user name or password/,
    );
  });

  it.each([
    [['--port', '70000'], /port/],
    [['--data-dir', ''], /data-dir/],
    [['--nonsense'], /nonsense/],
  ])('refuses %j naming it', (argv, named) => {
    expect(refusal(argv)).toMatch(named);
  });
});
