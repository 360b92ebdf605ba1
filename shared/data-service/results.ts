// What each operation answers once normalized: the domain type of its result, by operation.
import type { AgencyDetail, AgencySummary } from '../domain/agency';
import type { AgentDetail, AgentSummary } from '../domain/agent';
import type { Amenity } from '../domain/amenity';
import type { Developer } from '../domain/developer';
import type { ListingDetail, ListingSummary } from '../domain/listing';
import type { Location } from '../domain/location';
import type { ResultPage } from '../domain/page';
import type { Project } from '../domain/project';
import type { Transaction } from '../domain/transaction';
import type { OperationName } from './operations';

export interface OperationResults {
  'search-property': ResultPage<ListingSummary>;
  'agent-properties': ResultPage<ListingSummary>;
  'agency-properties': ResultPage<ListingSummary>;
  'property-details': ListingDetail;
  'search-new-projects': ResultPage<Project>;
  transactions: ResultPage<Transaction>;
  'agent-search': ResultPage<AgentSummary>;
  'agent-search-by-name': ResultPage<AgentSummary>;
  'agency-agents': ResultPage<AgentSummary>;
  'agent-details': AgentDetail;
  'agency-search': ResultPage<AgencySummary>;
  'agency-search-by-name': ResultPage<AgencySummary>;
  'agency-details': AgencyDetail;
  'developer-search-by-name': ResultPage<Developer>;
  autocomplete: ResultPage<Location>;
  'amenities-search': ResultPage<Amenity>;
}

export type OperationResult<N extends OperationName> = OperationResults[N];
