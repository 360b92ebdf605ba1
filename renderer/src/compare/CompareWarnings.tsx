// What the broker should know about a comparison: items saved only in another language, items the data service
// could not refresh (one line in the interface language, the core's sentences under Details) and any other warning
// of the core, worded in the panel's language.
import type { ReactNode } from 'react';
import { formatInteger } from '../i18n/format';
import type { MessageRef } from '#shared/messages/message-ref';
import { useSaid } from '../i18n/messages';
import { usePreferences } from '../state/preferences-store';
import { sayIn } from '../i18n/say';

function Note({ children, testId = 'compare-warning' }: { children: ReactNode; testId?: string }) {
  return (
    <div className="message warning" role="note" data-testid={testId}>
      <span className="message-icon" aria-hidden="true">
        i
      </span>
      <div className="message-body">{children}</div>
    </div>
  );
}

interface CompareWarningsProps {
  warnings: readonly MessageRef[];
  /** Items shown in another language than the panel's. */
  untranslated: number;
  /** Whether Refresh can fetch them in the panel's language (listings and agents have details to fetch). */
  refreshable: boolean;
}

export function CompareWarnings({ warnings, untranslated, refreshable }: CompareWarningsProps) {
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const said = useSaid();
  // An item kept as saved because its refresh failed: counted in one line, each said under Details.
  const failed = warnings.filter((w) => w.id === 'compare.notRefreshed').map(said);
  const other = warnings.filter((w) => w.id !== 'compare.notRefreshed').map(said);
  return (
    <>
      {untranslated > 0 && (
        <Note testId="compare-untranslated">
          {say(refreshable ? 'comparePanel.untranslated' : 'comparePanel.untranslatedSearch', {
            count: formatInteger(untranslated, lang),
          })}
        </Note>
      )}
      {failed.length > 0 && (
        <Note>
          <span data-testid="compare-warning-text">
            {say('comparePanel.notRefreshed', { count: formatInteger(failed.length, lang) })}
          </span>
          <details className="message-details">
            <summary>{say('notices.details')}</summary>
            {failed.map((w) => (
              <p key={w} dir="auto">
                {w}
              </p>
            ))}
          </details>
        </Note>
      )}
      {other.map((w) => (
        <Note key={w}>
          <span dir="auto">{w}</span>
        </Note>
      ))}
    </>
  );
}
