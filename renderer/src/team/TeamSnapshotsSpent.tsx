// In the status bar beside the requests spent: colleagues' snapshots pulled from the team this month, each of which
// cost no request here; its tooltip names the last one (which watch, whose run, when taken, what it cost them).
import type { UsageView } from '#shared/ipc/contract';
import { formatDateTime, formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { useMessage } from '../i18n/messages';

export function TeamSnapshotsSpent({ team }: { team: UsageView['teamSnapshots'] }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const latest = team.latest;
  const title = latest
    ? say('team.pulledLatest', {
        member: latest.by,
        watch: latest.watch,
        time: formatDateTime(latest.takenAt, lang),
        listings: formatInteger(latest.listings, lang),
        requests: formatInteger(latest.theirRequests, lang),
      })
    : undefined;
  return (
    <span data-testid="status-team-snapshots" data-count={team.thisMonth} data-by={latest?.by} title={title}>
      {say('team.pulledSnapshots', { count: team.thisMonth })}
    </span>
  );
}
