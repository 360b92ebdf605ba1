// Which demo engine function answers each operation, with the operation's validated parameters.
// A route returns null for an unknown identifier (the HTTP layer answers 404).
import type { OperationName, OperationParams } from '#shared/data-service/operations';
import type { Market } from '../market/market';
import { agencyDetails, agencySearch, agencySearchByName } from './agency-search';
import { agencyAgents, agentDetails, agentSearch, agentSearchByName } from './agent-search';
import { autocomplete } from './autocomplete';
import { agencyProperties, agentProperties, propertyDetails, searchProperty } from './listing-search';
import { amenitiesSearch, developerSearchByName } from './lookups';
import { searchNewProjects } from './project-search';
import { searchTransactions } from './transaction-search';

export interface RouteContext {
  /** The service's own origin, for photo and logo addresses. */
  origin: string;
}

type Route<N extends OperationName> = (market: Market, params: OperationParams<N>, context: RouteContext) => unknown;

export const ROUTES: { [N in OperationName]: Route<N> } = {
  'search-property': (m, p, c) => searchProperty(m, p, c.origin),
  'search-new-projects': (m, p, c) => searchNewProjects(m, p, c.origin),
  transactions: (m, p) => searchTransactions(m, p),
  'agent-search': (m, p, c) => agentSearch(m, p, c.origin),
  'agent-search-by-name': (m, p, c) => agentSearchByName(m, p, c.origin),
  'agent-details': (m, p, c) => agentDetails(m, p, c.origin),
  'agent-properties': (m, p, c) => agentProperties(m, p, c.origin),
  'agency-search': (m, p, c) => agencySearch(m, p, c.origin),
  'agency-search-by-name': (m, p, c) => agencySearchByName(m, p, c.origin),
  'agency-details': (m, p, c) => agencyDetails(m, p, c.origin),
  'agency-agents': (m, p, c) => agencyAgents(m, p, c.origin),
  'agency-properties': (m, p, c) => agencyProperties(m, p, c.origin),
  'property-details': (m, p, c) => propertyDetails(m, p, c.origin),
  'developer-search-by-name': (m, p, c) => developerSearchByName(m, p, c.origin),
  autocomplete: (m, p) => autocomplete(m, p.query, p.langs ?? ['en']),
  'amenities-search': (m, p) => amenitiesSearch(m, p),
};
