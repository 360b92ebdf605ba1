// Handlers of the team workspace: thin adapters to the team service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type TeamHandlers = Pick<
  Handlers,
  | 'team:status'
  | 'team:join'
  | 'team:leave'
  | 'team:sync'
  | 'team:share'
  | 'team:team-wide'
  | 'team:members'
  | 'team:invite'
  | 'team:role'
  | 'team:revoke'
>;

export function createTeamHandlers({ team }: Services): TeamHandlers {
  return {
    'team:status': async (input) => team.status(input.check),
    'team:join': async (input) => team.join(input),
    'team:leave': async () => team.leave(),
    'team:sync': async () => team.sync(),
    'team:share': async (input) => team.share(input.kind, input.id),
    'team:team-wide': async (input) => team.setTeamWide(input.kind, input.id, input.teamWide),
    'team:members': async () => team.members(),
    'team:invite': async (input) => team.invite(input.name, input.role),
    'team:role': async (input) => team.setRole(input.name, input.role),
    'team:revoke': async (input) => team.revoke(input.name),
  };
}
