// A sentence of the client report drawn with its isolated arguments as <bdi> elements: the formatter sets each text
// argument of a right-to-left sentence between isolate characters (U+2068 … U+2069, or U+2066/U+2067 … U+2069 for a
// value of a fixed direction), and Chromium's PDF text layer loses the letter or the space beside such a character
// (the printed cover read "بي مارينا" for "دبي مارينا", "(دم²)" for "(قدم²)"). A <bdi> isolates the same value through
// the layout, so the page looks as it did, and the printed report's text reads back as it did before the sentences
// were messages. Attributes and exports, which take text, keep (or strip) the characters themselves.
import type { ReactNode } from 'react';

const OPENS: Readonly<Record<string, 'auto' | 'ltr' | 'rtl'>> = { '\u2068': 'auto', '\u2066': 'ltr', '\u2067': 'rtl' };
const CLOSE = '\u2069';
const ISOLATES = /[\u2066-\u2069]/;

interface Frame {
  dir: 'auto' | 'ltr' | 'rtl';
  children: ReactNode[];
}

/** The text as nodes, each isolate a <bdi> of its direction (nested as they nest); the text itself when it has none. */
export function isolatedNodes(text: string): ReactNode {
  if (!ISOLATES.test(text)) return text;
  const root: ReactNode[] = [];
  const stack: Frame[] = [];
  let run = '';
  let key = 0;
  const here = () => stack.at(-1)?.children ?? root;
  const flush = () => {
    if (run) here().push(run);
    run = '';
  };
  const close = () => {
    const frame = stack.pop()!;
    here().push(
      <bdi key={key++} dir={frame.dir}>
        {frame.children}
      </bdi>,
    );
  };
  for (const ch of text) {
    const dir = OPENS[ch];
    if (dir) {
      flush();
      stack.push({ dir, children: [] });
    } else if (ch === CLOSE) {
      // A close without an open (none the formatter writes) is dropped, as the bidi algorithm ignores it.
      flush();
      if (stack.length) close();
    } else run += ch;
  }
  flush();
  // An isolate left open runs to the end of the paragraph, as it would in text.
  while (stack.length) close();
  return root;
}

/** A worded sentence in the report's layout (see the file's comment). */
export function Said({ text }: { text: string }) {
  return <>{isolatedNodes(text)}</>;
}
