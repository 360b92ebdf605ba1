// Normalizes raw agents (items of /agent-search, /agent-search-by-name, /agency-agents, and /agent-details).
import { z } from 'zod';
import type { AgentDetail, AgentSummary } from '#shared/domain/agent';
import {
  firmRef,
  idOf,
  looseId,
  optionalCount,
  optionalNumber,
  optionalText,
  optionalUrl,
  phoneText,
  stringList,
} from './lenient';

const rawSummary = z
  .object({
    externalID: looseId,
    name: optionalText,
    photo: optionalUrl,
    agency: firmRef,
    propertiesCount: optionalCount,
    languages: stringList,
    experience: optionalNumber,
  })
  .loose();

function summaryOf(a: z.output<typeof rawSummary>): AgentSummary {
  return {
    externalID: a.externalID,
    name: a.name ?? '',
    photoUrl: a.photo,
    agency: a.agency,
    propertiesCount: a.propertiesCount,
    languages: a.languages,
    experienceYears: a.experience,
  };
}

export function normalizeAgentSummary(raw: unknown): AgentSummary | null {
  const parsed = rawSummary.safeParse(raw);
  return parsed.success ? summaryOf(parsed.data) : null;
}

const rawDetail = rawSummary.extend({
  ownerID: z.unknown().optional(),
  ownerId: z.unknown().optional(),
  owner_id: z.unknown().optional(),
  phone: phoneText,
  email: optionalText,
  propertiesForSale: optionalCount,
  propertiesForRent: optionalCount,
  specializations: stringList,
  areasOfExpertise: stringList,
});

export function normalizeAgentDetail(raw: unknown): AgentDetail | null {
  const parsed = rawDetail.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  return {
    ...summaryOf(a),
    // The spec's sample omits it; without it the agent's listings cannot be asked for, which the UI must say.
    ownerID: idOf(a.ownerID) ?? idOf(a.ownerId) ?? idOf(a.owner_id),
    phone: a.phone,
    email: a.email,
    propertiesForSale: a.propertiesForSale,
    propertiesForRent: a.propertiesForRent,
    specializations: a.specializations,
    areasOfExpertise: a.areasOfExpertise,
  };
}
