// The mark a shared saved search or watch carries in its list: who shared it, and whether a change of it still
// waits to be sent to the team server.
import type { TeamMark } from '#shared/domain/team-mark';
import { useMessage } from '../i18n/messages';

export function TeamMarkBadge({ mark, testId }: { mark: TeamMark; testId: string }) {
  const say = useMessage();
  return (
    <span className="team-mark" data-testid={testId} data-by={mark.by} data-pending={mark.pending}>
      <span className="badge team">{say('team.sharedBy', { name: mark.by })}</span>
      {mark.teamWide && (
        <span className="badge team-wide" data-testid={`${testId}-wide`}>
          {say('team.teamWide')}
        </span>
      )}
      {mark.pending && <span className="badge pending">{say('team.pending')}</span>}
    </span>
  );
}
