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
 * The positions of the isolates that may stay: each opening (LRI, RLI, FSI) with its closing PDI in the same text.
 * An override or embedding (U+202A–U+202E), a PDI without its opening and an isolate left open are not among them:
 * those could reorder what follows (the "Trojan Source" characters).
 */
function pairedIsolates(text: string): ReadonlySet<number> {
  const kept = new Set<number>();
  if (!/[\u2066-\u2069]/.test(text)) return kept;
  const open: number[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (ISOLATE_OPENS.has(char)) open.push(at);
    else if (char === ISOLATE_CLOSE && open.length > 0) {
      kept.add(open.pop()!);
      kept.add(at);
    }
  }
  return kept;
}

/** Data as one inert line: every control character, line breaks included, shown as an escape (paired isolates kept). */
export function terminalSafe(text: string): string {
  const kept = pairedIsolates(text);
  return text.replace(CONTROL, (char, at: number) => (kept.has(at) ? char : shown(char)));
}

/**
 * Standard output: the CLI's layout (line breaks, tabs, a CSV's CR LF) is kept; any other control character is
 * shown as an escape.
 */
function safeOut(text: string): string {
  const kept = pairedIsolates(text);
  return text.replace(CONTROL, (char, at: number) =>
    char === '\n' || char === '\t' || (char === '\r' && text[at + 1] === '\n') || kept.has(at) ? char : shown(char),
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
  // on one and closes on another, and was shown as `\u2068` when each line was paired alone.
  const kept = pairedIsolates(message);
  const safe = message.replace(CONTROL, (char, at: number) =>
    char === '\n' ? '\n  ' : kept.has(at) ? char : shown(char),
  );
  return `${redraw}${safe}${end}`;
}

/** The run's output with every control character from data neutralised; the one printer every command uses. */
export function terminalIo(io: Io): Io {
  return { ...io, out: (text) => io.out(safeOut(text)), err: (text) => io.err(safeErr(text)) };
}
