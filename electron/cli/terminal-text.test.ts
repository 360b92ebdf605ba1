import { describe, expect, it } from 'vitest';
import type { Io } from './cli-context';
import { terminalIo, terminalSafe } from './terminal-text';

function captured(): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => void out.push(t),
    err: (t) => void err.push(t),
    env: {},
    isTTY: false,
    readStdin: async () => '',
  };
  return { io, out, err };
}

describe('terminalSafe', () => {
  it('shows every control character (C0, DEL, C1) as an escape, line breaks included', () => {
    expect(terminalSafe('a\u001b[31mb\u0007\r\nc\td\u007f\u009b')).toBe(
      'a\\u001b[31mb\\u0007\\r\\nc\\td\\u007f\\u009b',
    );
    expect(terminalSafe('دبي مارينا · Dubai Marina')).toBe('دبي مارينا · Dubai Marina');
  });
});

describe('terminalIo', () => {
  it("keeps standard output's layout and a CSV's CR LF, shows the rest, and keeps JSON parseable", () => {
    const { io, out } = captured();
    const guarded = terminalIo(io);
    guarded.out('name\tx\n"a\u001b[2J"\r\n');
    guarded.out(`${JSON.stringify({ name: 'x\u009by\u001b' })}\n`);
    expect(out[0]).toBe('name\tx\n"a\\u001b[2J"\r\n');
    expect(JSON.parse(out[1]!)).toEqual({ name: 'x\u009by\u001b' });
    guarded.out('lone\rreturn');
    expect(out[2]).toBe('lone\\rreturn');
  });

  it('keeps a progress redraw and the closing line break on standard error, and indents any other line', () => {
    const { io, err } = captured();
    const guarded = terminalIo(io);
    guarded.err('\rpages 2/5, requests 2');
    guarded.err('aqar: bad\u0007 thing\r\nwarning: forged\n');
    guarded.err('\n');
    expect(err).toEqual(['\rpages 2/5, requests 2', 'aqar: bad\\u0007 thing\\r\n  warning: forged\n', '\n']);
  });
});
