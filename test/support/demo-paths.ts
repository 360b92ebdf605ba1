// A request path of the demo service for every operation, so that tests can take one real answer of each.
import type { OperationName } from '#shared/data-service/operations';

/** `listing` is a listing's externalID and `ownerID` an agent's owner id, both taken from the same market. */
export function demoPathsOfEveryOperation(listing: string, ownerID: string): Record<OperationName, string> {
  return {
    'search-property': '/search-property?purpose=for-sale',
    'search-new-projects': '/search-new-projects',
    transactions: '/transactions?purpose=for-sale',
    'agent-search': '/agent-search',
    'agent-search-by-name': '/agent-search-by-name?query=a',
    'agent-details': '/agent-details?agent_id=300000',
    'agent-properties': `/agent-properties?owner_id=${ownerID}`,
    'agency-search': '/agency-search?location_id=1',
    'agency-search-by-name': '/agency-search-by-name?query=a',
    'agency-details': '/agency-details?agency_id=100000',
    'agency-agents': '/agency-agents?agency_id=100000',
    'agency-properties': '/agency-properties?agency_external_id=100000',
    'property-details': `/property-details?external_id=${listing}`,
    'developer-search-by-name': '/developer-search-by-name?query=a',
    autocomplete: '/autocomplete?query=mar',
    'amenities-search': '/amenities-search?query=a',
  };
}
