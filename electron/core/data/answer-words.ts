// The warnings an answer carries, in the language of the window that asked (the CLI's are English): results
// outside the places asked for, records left out, and a page whose areas or prices betray the wrong area unit.
// The sentences are the message catalogue's (shared/messages/catalogue, ids `answer.*`), each whole in each language.
import type { Lang } from '#shared/domain/lang';
import { formatMessage, type MessageArgs, type MessageId } from '#shared/messages/messages';

type ArgsOf<K extends MessageId> = keyof MessageArgs[K] extends never ? [] : [args: MessageArgs[K]];

/** The answer warnings' words in one language. */
export interface AnswerWords {
  lang: Lang;
  /** One message of the catalogue in this language. */
  say<K extends MessageId>(id: K, ...args: ArgsOf<K>): string;
  /** Two sentences one after the other (Chinese runs them on without a space). */
  then(first: string, second: string): string;
  /** "The data service failed. Showing the answer saved on 24 Nov 2026, 11:02 PM (UAE time)." */
  savedInstead(code: string, message: string, fetchedAt: number): string;
}

/**
 * A figure as the warnings show it: one decimal below ten, whole above ("2.5", "1,200"); the message's number format
 * writes it in the language's digits.
 */
export function shownFigure(n: number): number {
  return n < 10 ? Math.round(n * 10) / 10 : Math.round(n);
}

const made = new Map<Lang, AnswerWords>();

/** The words of one language, made once: every answer served (a cache hit in well under a millisecond) asks. */
export function answerWords(lang: Lang = 'en'): AnswerWords {
  let words = made.get(lang);
  if (!words) made.set(lang, (words = makeWords(lang)));
  return words;
}

function makeWords(lang: Lang): AnswerWords {
  return {
    lang,
    say: (id, ...args) => formatMessage(lang, id, ...(args as [never])),
    then: (first, second) => (lang === 'zh' ? `${first}${second}` : `${first} ${second}`),
    savedInstead: (code, message, fetchedAt) =>
      formatMessage(lang, 'answer.savedInstead', {
        // ICU selectors are identifiers: the failure code's hyphens are underscores in the catalogue.
        code: code.replaceAll('-', '_'),
        message: lang === 'zh' ? message : message.trimEnd(),
        when: fetchedAt,
      }),
  };
}
