// Shows a failed Settings action as an error notice that says, in the interface language, what happened and what
// to do (never the core's wording in a success-coloured banner).
import type { AppError } from '#shared/errors';
import { errorText } from '../i18n/error-text';
import { notify } from '../notices/notice-store';
import { usePreferences } from '../state/preferences-store';

export function useErrorNotice(labelOf?: (param: string) => string | undefined): (error: AppError) => void {
  const lang = usePreferences((s) => s.lang);
  return (error) => {
    const text = errorText(error, lang, labelOf);
    notify('error', `${text.happened} ${text.todo}`);
  };
}
