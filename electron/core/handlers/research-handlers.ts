// Handlers of the research channels: thin adapters to the agency-ranking and same-unit services.
import type { Handlers } from '../ipc/handlers';
import type { AgencyRankingService } from '../services/agency-ranking';
import type { SameUnitService } from '../services/same-unit';

type ResearchHandlers = Pick<Handlers, 'research:agency-ranking' | 'research:cancel' | 'research:same-unit'>;

export function createResearchHandlers(ranking: AgencyRankingService, sameUnit: SameUnitService): ResearchHandlers {
  return {
    'research:same-unit': (input) => sameUnit.find(input),
    'research:agency-ranking': (input) => ranking.rank(input),
    'research:cancel': async ({ taskId }) => ({ cancelled: ranking.cancel(taskId) }),
  };
}
