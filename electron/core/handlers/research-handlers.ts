// Handlers of the research channels: thin adapters to the agency-ranking service.
import type { Handlers } from '../ipc/handlers';
import type { AgencyRankingService } from '../services/agency-ranking';

type ResearchHandlers = Pick<Handlers, 'research:agency-ranking' | 'research:cancel'>;

export function createResearchHandlers(ranking: AgencyRankingService): ResearchHandlers {
  return {
    'research:agency-ranking': (input) => ranking.rank(input),
    'research:cancel': async ({ taskId }) => ({ cancelled: ranking.cancel(taskId) }),
  };
}
