// The mark a shared saved search or watch carries in its list: who shared it, and whether a change of it still
// waits to be sent to the team server.
import type { TeamMark } from '#shared/domain/team-mark';
import { isolate } from '#shared/text/bidi-controls';
import { format } from '../i18n/strings';
import { usePreferences } from '../state/preferences-store';
import { TEAM_STRINGS } from './team-strings';

export function TeamMarkBadge({ mark, testId }: { mark: TeamMark; testId: string }) {
  const lang = usePreferences((s) => s.lang);
  const t = TEAM_STRINGS[lang];
  return (
    <span className="team-mark" data-testid={testId} data-by={mark.by} data-pending={mark.pending}>
      <span className="badge team">{format(t.sharedBy, { name: isolate(mark.by) })}</span>
      {mark.teamWide && (
        <span className="badge team-wide" data-testid={`${testId}-wide`}>
          {t.teamWide}
        </span>
      )}
      {mark.pending && <span className="badge pending">{t.pending}</span>}
    </span>
  );
}
