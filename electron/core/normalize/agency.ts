// Normalizes raw agencies (items of /agency-search, /agency-search-by-name, and /agency-details).
import { z } from 'zod';
import type { AgencyDetail, AgencyLicense, AgencySummary } from '#shared/domain/agency';
import {
  idOf,
  isRecord,
  looseId,
  optionalCount,
  optionalText,
  optionalUrl,
  phoneText,
  readField,
  textOf,
} from './lenient';

/** The office's place: an object with `name`, a bare name, or a trail (most specific last). */
function locationNameOf(value: unknown): string | null {
  if (Array.isArray(value)) return value.length === 0 ? null : locationNameOf(value.at(-1));
  return isRecord(value) ? textOf(value.name) : textOf(value);
}

const rawSummary = z
  .object({
    externalID: looseId,
    name: optionalText,
    logo: optionalUrl,
    description: optionalText,
    agentsCount: optionalCount,
    propertiesCount: optionalCount,
    phone: phoneText,
    location: readField(locationNameOf),
  })
  .loose();

function summaryOf(a: z.output<typeof rawSummary>): AgencySummary {
  return {
    externalID: a.externalID,
    name: a.name ?? '',
    logoUrl: a.logo,
    description: a.description,
    agentsCount: a.agentsCount,
    propertiesCount: a.propertiesCount,
    phone: a.phone,
    locationName: a.location,
  };
}

export function normalizeAgencySummary(raw: unknown): AgencySummary | null {
  const parsed = rawSummary.safeParse(raw);
  return parsed.success ? summaryOf(parsed.data) : null;
}

/** Licenses without a number say nothing a broker can check, so they are left out. */
const licenseList = readField((value): AgencyLicense[] =>
  (Array.isArray(value) ? value : []).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const number = idOf(entry.number);
    return number === null ? [] : [{ number, authority: textOf(entry.authority) }];
  }),
);

const rawDetail = rawSummary.extend({
  email: optionalText,
  website: optionalText,
  propertiesForSale: optionalCount,
  propertiesForRent: optionalCount,
  licenses: licenseList,
});

export function normalizeAgencyDetail(raw: unknown): AgencyDetail | null {
  const parsed = rawDetail.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  return {
    ...summaryOf(a),
    email: a.email,
    website: a.website,
    propertiesForSale: a.propertiesForSale,
    propertiesForRent: a.propertiesForRent,
    licenses: a.licenses,
  };
}
