// Columns of agent, agency and developer grids.
import type { AgencySummary } from '#shared/domain/agency';
import type { AgentSummary } from '#shared/domain/agent';
import type { Developer } from '#shared/domain/developer';
import { orNull, type GridCatalog } from './grid-columns';

export const AGENT_CATALOG: GridCatalog<AgentSummary> = {
  kind: 'agents',
  noun: 'agent',
  rowId: (r) => r.externalID,
  columns: [
    { id: 'name', header: 'gridHeader.agent', kind: 'text', width: 26, value: (r) => r.name },
    { id: 'agency', header: 'gridHeader.agency', kind: 'text', width: 30, value: (r) => r.agency?.name ?? null },
    { id: 'listingsCount', header: 'gridHeader.listings', kind: 'integer', value: (r) => r.propertiesCount },
    {
      id: 'languages',
      header: 'gridHeader.languages',
      kind: 'text',
      width: 24,
      value: (r) => orNull(r.languages.join('; ')),
    },
    { id: 'experience', header: 'gridHeader.yearsOfExperience', kind: 'integer', value: (r) => r.experienceYears },
    { id: 'externalID', header: 'gridHeader.agentId', kind: 'text', width: 12, value: (r) => r.externalID },
  ],
};

export const AGENCY_CATALOG: GridCatalog<AgencySummary> = {
  kind: 'agencies',
  noun: 'agency',
  rowId: (r) => r.externalID,
  columns: [
    { id: 'name', header: 'gridHeader.agency', kind: 'text', width: 34, value: (r) => r.name },
    { id: 'agentsCount', header: 'gridHeader.agents', kind: 'integer', value: (r) => r.agentsCount },
    { id: 'listingsCount', header: 'gridHeader.listings', kind: 'integer', value: (r) => r.propertiesCount },
    { id: 'location', header: 'gridHeader.office', kind: 'text', width: 26, value: (r) => r.locationName },
    { id: 'phone', header: 'gridHeader.phone', kind: 'text', width: 18, value: (r) => r.phone },
    { id: 'externalID', header: 'gridHeader.agencyId', kind: 'text', width: 12, value: (r) => r.externalID },
  ],
};

export const DEVELOPER_CATALOG: GridCatalog<Developer> = {
  kind: 'developers',
  noun: 'developer',
  rowId: (r) => r.externalID,
  columns: [
    { id: 'name', header: 'gridHeader.developer', kind: 'text', width: 34, value: (r) => r.name },
    { id: 'projectsCount', header: 'gridHeader.projects', kind: 'integer', value: (r) => r.projectsCount },
    { id: 'listingsCount', header: 'gridHeader.listings', kind: 'integer', value: (r) => r.propertiesCount },
    { id: 'externalID', header: 'gridHeader.developerId', kind: 'text', width: 12, value: (r) => r.externalID },
  ],
};
