// Says that another page of the search could not be had (the service down, or not in the offline cache while working
// offline), with the page still on screen and the way to try again: the rows and the pager keep agreeing.
import { useWorkOffline } from '../data';
import { errorText } from '../i18n/error-text';
import { formatInteger } from '../i18n/format';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { goToPage } from './research-actions';
import { useResearch } from './research-store';
import { useMessage } from '../i18n/messages';

export function PageError({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const state = useResearch(view);
  const offline = useWorkOffline((s) => s.on === true);
  const failed = state.pageError;
  if (!failed) return null;
  const values = { page: formatInteger(failed.page, lang), shown: formatInteger(state.page, lang) };
  const said = errorText(failed.error, lang);
  const text =
    offline && failed.error.code === 'offline'
      ? say('research.pageOffline', values)
      : say('research.pageFailed', { ...values, reason: said.happened });
  return (
    <div className="message error page-error" role="alert" data-testid="page-error">
      <span className="message-icon" aria-hidden="true">
        !
      </span>
      <div className="message-body">
        <p className="message-text">{text}</p>
      </div>
      {!offline && (
        <button type="button" className="button" onClick={() => void goToPage(view, failed.page)}>
          {say('shell.retry')}
        </button>
      )}
    </div>
  );
}
