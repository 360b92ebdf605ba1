// The mark of an item shared with the team: "Shared by Huda", its tooltip saying who changed it last, and "not sent
// yet" while a change made here waits in the outbox. Nothing for an item of this computer only.
import type { TeamMark } from '#shared/domain/team-mark';
import { format } from '../i18n/strings';
import { TEAM_STRINGS } from '../settings/team-strings';
import { useEffect } from 'react';
import { usePreferences } from '../state/preferences-store';
import { ensureTeam } from './team-store';
import './team.css';

const isolate = (text: string): string => `\u2068${text}\u2069`;

export function SharedBy({ team }: { team: TeamMark | null | undefined }) {
  const lang = usePreferences((s) => s.lang);
  useEffect(() => ensureTeam(), []);
  if (!team) return null;
  const t = TEAM_STRINGS[lang];
  const title = format(t.sharedTitle, { name: isolate(team.by), by: isolate(team.updatedBy ?? team.by) });
  return (
    <span className="badge team-mark" title={title} data-testid="shared-by" data-by={team.by}>
      {format(t.sharedBy, { name: isolate(team.by) })}
      {team.pending ? ` · ${t.notSentYet}` : ''}
    </span>
  );
}
