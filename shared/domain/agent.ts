// Real-estate agents, normalized: the summary of agent lists and the detail of one agent.
import type { AgencyRef } from './listing';

export interface AgentSummary {
  externalID: string;
  name: string;
  photoUrl: string | null;
  /** Null where the list does not say (/agency-agents lists the agents of one known agency). */
  agency: AgencyRef | null;
  propertiesCount: number | null;
  /** Spoken languages, by name. */
  languages: string[];
  experienceYears: number | null;
}

export interface AgentDetail extends AgentSummary {
  /** The id /agent-properties takes as owner_id; not the externalID. */
  ownerID: string | null;
  phone: string | null;
  email: string | null;
  propertiesForSale: number | null;
  propertiesForRent: number | null;
  specializations: string[];
  areasOfExpertise: string[];
}
