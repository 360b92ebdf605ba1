// Normalizes raw /developer-search-by-name items into Developer.
import { z } from 'zod';
import type { Developer } from '#shared/domain/developer';
import { looseId, optionalCount, optionalText, optionalUrl } from './lenient';

const rawDeveloper = z
  .object({
    externalID: looseId,
    name: optionalText,
    logo: optionalUrl,
    projectsCount: optionalCount,
    propertiesCount: optionalCount,
    description: optionalText,
  })
  .loose();

export function normalizeDeveloper(raw: unknown): Developer | null {
  const parsed = rawDeveloper.safeParse(raw);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    externalID: d.externalID,
    name: d.name ?? '',
    logoUrl: d.logo,
    projectsCount: d.projectsCount,
    propertiesCount: d.propertiesCount,
    description: d.description,
  };
}
