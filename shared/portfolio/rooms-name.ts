// A bedroom-count key of a snapshot's split by bedrooms ("0", "3", "unknown") in words, for the history's charts,
// tables and exports alike.
import type { Lang } from '../domain/lang';
import { formatMessage } from '../messages/format-message';

/** "Studio", "1 bed", "7 beds", "Not given". */
export function roomsName(key: string, lang: Lang): string {
  if (key === 'unknown') return formatMessage(lang, 'history.unknown');
  if (key === '0') return formatMessage(lang, 'history.studio');
  return formatMessage(lang, 'history.rooms', { count: Number(key) });
}
