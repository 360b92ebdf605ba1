// One sentence for a failed action of the saved-searches and portfolio features: what did not happen (in the
// interface language), then why. The core's own sentence is kept for refusals only it can explain (a name taken,
// a snapshot already running), where the interface has no better words.
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { errorText } from '../i18n/error-text';

const ITS_OWN_WORDS: ReadonlySet<AppError['code']> = new Set(['validation', 'not-found']);

export function failureText(error: AppError, lead: string, lang: Lang): string {
  if (ITS_OWN_WORDS.has(error.code)) return `${lead} ${error.message}`;
  const text = errorText(error, lang);
  return `${lead} ${text.happened} ${text.todo}`;
}
