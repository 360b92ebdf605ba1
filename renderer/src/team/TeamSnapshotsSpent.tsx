// In the status bar beside the requests spent: colleagues' snapshots pulled from the team this month, each of which
// cost no request here; its tooltip names the last one (which watch, whose run, when taken, what it cost them).
import type { UsageView } from '#shared/ipc/contract';
import { isolate } from '#shared/text/bidi-controls';
import { fill } from '#shared/words/translated';
import { formatDateTime, formatInteger, pluralForm } from '../i18n/format';
import { format } from '../i18n/strings';
import { usePreferences } from '../state/preferences-store';
import { TEAM_STRINGS } from './team-strings';

export function TeamSnapshotsSpent({ team }: { team: UsageView['teamSnapshots'] }) {
  const lang = usePreferences((s) => s.lang);
  const t = TEAM_STRINGS[lang];
  const forms = t.pulledSnapshots;
  const latest = team.latest;
  const title = latest
    ? format(t.pulledLatest, {
        member: isolate(latest.by),
        watch: isolate(latest.watch),
        time: formatDateTime(latest.takenAt, lang),
        listings: formatInteger(latest.listings, lang),
        requests: formatInteger(latest.theirRequests, lang),
      })
    : undefined;
  return (
    <span data-testid="status-team-snapshots" data-count={team.thisMonth} data-by={latest?.by} title={title}>
      {fill(forms[pluralForm(team.thisMonth, lang)] ?? forms.other, { count: formatInteger(team.thisMonth, lang) })}
    </span>
  );
}
