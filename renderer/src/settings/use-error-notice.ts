// Shows a failed Settings action as an error notice that says, in the interface language, what happened and what
// to do (never the core's wording in a success-coloured banner).
import type { AppError } from '#shared/errors';
import { errorText } from '../i18n/error-text';
import { notify } from '../notices';

export function useErrorNotice(labelOf?: (param: string) => string | undefined): (error: AppError) => void {
  return (error) => {
    notify('error', (l) => {
      const text = errorText(error, l, labelOf);
      return `${text.happened} ${text.todo}`;
    });
  };
}
