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

  it('keeps the isolates a right-to-left sentence sets around its arguments, and shows any other bidi control', () => {
    // As the formatter words an Arabic sentence: each argument in FSI … PDI.
    expect(terminalSafe('الوكالة \u2068x\u2069 غير معروفة')).toBe('الوكالة \u2068x\u2069 غير معروفة');
    expect(terminalSafe('\u2068a \u2067b\u2069 c\u2069')).toBe('\u2068a \u2067b\u2069 c\u2069');
    // An override, an isolate left open and a close without its opening could reorder what follows: shown.
    expect(terminalSafe('\u202egnp.exe')).toBe('\\u202egnp.exe');
    expect(terminalSafe('a\u2068b')).toBe('a\\u2068b');
    expect(terminalSafe('a\u2069b\u2068c')).toBe('a\\u2069b\\u2068c');
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

  it('drops an isolate that opens on one line of a message and closes on another, and shows one left open', () => {
    // A line break ends every isolate where text is laid out both ways: such a pair orders nothing, and left in, a
    // line copied from the terminal took an invisible character to the shell. Pairs within a line stay.
    const { io, err } = captured();
    const guarded = terminalIo(io);
    guarded.err(
      'aqar: \u0627\u0633\u062a\u062e\u062f\u0645 \u2068aqar compare show KIND\n[--json] \u2068x\u2069\u2069.',
    );
    guarded.err('aqar: \u2068open\nstill open');
    expect(err).toEqual([
      'aqar: \u0627\u0633\u062a\u062e\u062f\u0645 aqar compare show KIND\n  [--json] \u2068x\u2069.',
      'aqar: \\u2068open\n  still open',
    ]);
  });

  it('drops the isolates around a block of lines on standard output, keeping those within a line', () => {
    const { io, out } = captured();
    terminalIo(io).out(
      '\u0627\u0644\u0627\u0633\u062a\u062e\u062f\u0627\u0645:\n\u2068  aqar compare add KIND\n  aqar compare list \u2068KIND\u2069\u2069\n',
    );
    expect(out).toEqual([
      '\u0627\u0644\u0627\u0633\u062a\u062e\u062f\u0627\u0645:\n  aqar compare add KIND\n  aqar compare list \u2068KIND\u2069\n',
    ]);
  });
});
