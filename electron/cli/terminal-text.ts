// Text for the terminal: names, titles and gateway messages come from data (an imported file, a gateway), and a
// control character among them (escape, bell, carriage return, a line break) would act on the terminal or forge a
// line of output. Every control character from data is shown as an escape (`\u001b`, `\r`) instead, but for the
// isolates the message formatter sets around each argument of a right-to-left sentence: an isolate opened and
// closed within the text reorders nothing outside itself, and shown as `\u2068` it made every Arabic line unreadable.
import type { Io } from './cli-context';

// \p{Cc}: C0 controls, DEL and C1 controls (U+0080–U+009F, which some terminals act on too); and the bidirectional
// controls (U+202A–U+202E, U+2066–U+2069), which reorder what a terminal that lays out bidirectional text shows.
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The escape a control character is shown as; also valid inside a JSON string, so JSON output stays JSON. */
function shown(char: string): string {
  return SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

const ISOLATE_OPENS = new Set(['\u2066', '\u2067', '\u2068']);
const ISOLATE_CLOSE = '\u2069';

/**
 * What becomes of the isolates: each opening (LRI, RLI, FSI) with its closing PDI in the same text stays ('keep');
 * an override or embedding (U+202A–U+202E), a PDI without its opening and an isolate left open are not among them:
 * those could reorder what follows (the "Trojan Source" characters), and are shown as escapes. With `lines`, a pair
 * around a line break is dropped instead ('drop'): a line break ends every isolate in a display that lays out
 * bidirectional text, so the pair orders nothing there, and it put invisible characters at the start of the lines a
 * broker copies (an Arabic usage block's `aqar compare add …` reached the shell as `\u2068  aqar`).
 */
function isolatePairs(text: string, lines: boolean): ReadonlyMap<number, 'keep' | 'drop'> {
  const pairs = new Map<number, 'keep' | 'drop'>();
  if (!/[\u2066-\u2069]/.test(text)) return pairs;
  const open: number[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (ISOLATE_OPENS.has(char)) open.push(at);
    else if (char === ISOLATE_CLOSE && open.length > 0) {
      const from = open.pop()!;
      const fate = lines && text.slice(from, at).includes('\n') ? 'drop' : 'keep';
      pairs.set(from, fate);
      pairs.set(at, fate);
    }
  }
  return pairs;
}

/** A control character of the CLI's own text: kept, dropped, or shown as its escape. */
function placedControl(char: string, fate: 'keep' | 'drop' | undefined): string {
  return fate === 'keep' ? char : fate === 'drop' ? '' : shown(char);
}

/** Data as one inert line: every control character, line breaks included, shown as an escape (paired isolates kept). */
export function terminalSafe(text: string): string {
  const pairs = isolatePairs(text, false);
  return text.replace(CONTROL, (char, at: number) => placedControl(char, pairs.get(at)));
}

/**
 * Standard output: the CLI's layout (line breaks, tabs, a CSV's CR LF) is kept; any other control character is
 * shown as an escape.
 */
function safeOut(text: string): string {
  const pairs = isolatePairs(text, true);
  return text.replace(CONTROL, (char, at: number) =>
    char === '\n' || char === '\t' || (char === '\r' && text[at + 1] === '\n')
      ? char
      : placedControl(char, pairs.get(at)),
  );
}

/**
 * Standard error, one message per call: a leading carriage return (a progress line redrawn) and line breaks are
 * kept, but a line after a break is indented, so no message can pass for another (`aqar: …`, `warning: …`).
 */
function safeErr(text: string): string {
  const redraw = text.startsWith('\r') ? '\r' : '';
  const body = text.slice(redraw.length);
  const end = body.endsWith('\n') ? '\n' : '';
  const message = body.slice(0, body.length - end.length);
  // Isolates are paired over the whole message: an argument of an Arabic sentence that runs over several lines opens
  // on one and closes on another (and is then dropped), and was shown as `\u2068` when each line was paired alone.
  const pairs = isolatePairs(message, true);
  const safe = message.replace(CONTROL, (char, at: number) =>
    char === '\n' ? '\n  ' : placedControl(char, pairs.get(at)),
  );
  return `${redraw}${safe}${end}`;
}

/** The run's output with every control character from data neutralised; the one printer every command uses. */
export function terminalIo(io: Io): Io {
  return { ...io, out: (text) => io.out(safeOut(text)), err: (text) => io.err(safeErr(text)) };
}
