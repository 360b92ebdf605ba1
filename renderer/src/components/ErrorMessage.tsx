// An error as a broker reads it: what happened and what to do in the interface language, the service's own words
// folded away under "Details", and the actions that help (try again, open Settings).
import type { AppError, ErrorCode } from '#shared/errors';
import { errorText } from '../i18n/error-text';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { sayIn } from '../i18n/say';

const SETTINGS_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'bad-key',
  'not-subscribed',
  'quota-exhausted',
  'workspace-read-only',
]);

export interface ErrorMessageProps {
  error: AppError;
  /** A heading above the explanation ("Could not load"). */
  title?: string;
  onRetry?: () => void;
  /** Names a parameter by its field's label. */
  labelOf?: (param: string) => string | undefined;
  testId?: string;
}

export function ErrorMessage({ error, title, onRetry, labelOf, testId }: ErrorMessageProps) {
  const lang = usePreferences((s) => s.lang);
  const navigate = useNavigation((s) => s.navigate);
  const say = sayIn(lang);
  const text = errorText(error, lang, labelOf);
  return (
    <div className="message error" role="alert" data-testid={testId} data-code={error.code}>
      <span className="message-icon" aria-hidden="true">
        !
      </span>
      <div className="message-body">
        {title && <strong className="message-title">{title}</strong>}
        <p className="message-text">
          {text.happened} {text.todo}
        </p>
        <details className="message-details">
          <summary>{text.detailsLabel}</summary>
          <p dir="auto">{text.detail}</p>
        </details>
      </div>
      <div className="message-actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry} data-testid="error-retry">
            {say('shell.retry')}
          </button>
        )}
        {SETTINGS_ERRORS.has(error.code) && (
          <button type="button" className="button ghost" onClick={() => navigate({ view: 'settings' })}>
            {say('shell.nav.settings')}
          </button>
        )}
      </div>
    </div>
  );
}
