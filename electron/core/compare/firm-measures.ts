// The measures of agencies, agents and developers side by side: their own counts (agents, listings for sale and
// for rent, projects; highest best), and figures from the listings and projects the offline cache holds of each
// (median asking price, communities covered), with the sample each figure rests on.
import type { AgencySnapshot, AgentSnapshot, DeveloperSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import type { HeldListing } from '../store/listings-repo';
import type { RowSpec } from './differences';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import { median } from '../analytics/stats/select';

export interface FirmContext {
  heldBy(by: 'agency' | 'agent', id: string): HeldListing[];
  projectsOf(developerId: string): unknown[];
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Portfolio {
  forSale: number;
  forRent: number;
  medianSale: number | null;
  medianYearlyRent: number | null;
  communities: number;
}

/** A place trail's community (its second step: "Dubai > Dubai Marina > Marina Gate" is Dubai Marina). */
function community(trail: string): string {
  const steps = trail.split(' > ');
  return steps[1] ?? steps[0] ?? trail;
}

function rentFrequency(data: string): string | null {
  try {
    return (JSON.parse(data) as { rentFrequency?: string | null }).rentFrequency ?? null;
  } catch {
    return null;
  }
}

const medianOf = (values: readonly number[]): number | null => (values.length ? median(values) : null);

export function portfolioOf(listings: readonly HeldListing[]): Portfolio {
  const sales = listings.filter((l) => l.purpose === 'for-sale');
  const rents = listings.filter((l) => l.purpose === 'for-rent');
  return {
    forSale: sales.length,
    forRent: rents.length,
    medianSale: medianOf(sales.map((l) => l.price)),
    medianYearlyRent: medianOf(
      rents.flatMap((l) => {
        const times = rentPeriodsPerYear(rentFrequency(l.data));
        return times === null ? [] : [l.price * times];
      }),
    ),
    communities: new Set(listings.map((l) => community(l.location))).size,
  };
}

/**
 * Per item, when its own count of listings for sale or for rent is unknown (a search answer has none; the details
 * have it) and the figure is counted from the listings the offline cache holds instead: say so, and how to fix it.
 */
function countedNotes(
  own: readonly (number | null | undefined)[],
  held: readonly Portfolio[],
  noun: string,
): (string | null)[] | undefined {
  if (own.every((n) => n !== null && n !== undefined)) return undefined;
  return own.map((n, i) =>
    n === null || n === undefined
      ? `Counted from the ${plural(held[i]!.forSale + held[i]!.forRent, 'listing')} of this ${noun} in the offline cache; Refresh asks the data service for its own count.`
      : null,
  );
}

const optionalNotes = (notes: (string | null)[] | undefined): { notes?: (string | null)[] } => (notes ? { notes } : {});

function portfolioRows(portfolios: readonly Portfolio[], noun: string): RowSpec[] {
  const sample = portfolios.map(
    (p) => `${plural(p.forSale + p.forRent, 'listing')} of this ${noun} in the offline cache`,
  );
  const pick = (read: (p: Portfolio) => Cell): Cell[] => portfolios.map(read);
  return [
    {
      id: 'medianAskingSale',
      label: 'Median asking price, for sale',
      kind: 'aed',
      direction: null,
      values: pick((p) => p.medianSale),
      note: 'From the listings the offline cache holds.',
      notes: sample,
    },
    {
      id: 'medianAskingRent',
      label: 'Median asking rent, per year',
      kind: 'aed',
      direction: null,
      values: pick((p) => p.medianYearlyRent),
      note: 'From the listings the offline cache holds; monthly and weekly rents counted per year.',
      notes: sample,
    },
    {
      id: 'communities',
      label: 'Communities covered',
      kind: 'integer',
      direction: 'highest',
      statement: 'most communities covered',
      values: pick((p) => p.communities),
      note: 'Distinct communities among the listings the offline cache holds.',
      notes: sample,
    },
  ];
}

/** Listings, for sale and for rent, of agencies or agents: the firm's own counts, else those the cache holds. */
function listingCountRows(
  items: readonly (AgencySnapshot | AgentSnapshot)[],
  held: readonly Portfolio[],
  kind: 'agency' | 'agent',
): RowSpec[] {
  const counted = (own: (a: AgencySnapshot | AgentSnapshot) => Cell | undefined, side: 'forSale' | 'forRent') =>
    items.map((a, i) => own(a) ?? held[i]![side]);
  return [
    {
      id: 'listings',
      label: 'Listings',
      kind: 'integer',
      direction: 'highest',
      statement: 'most listings',
      values: items.map((a) => a.propertiesCount ?? null),
    },
    {
      id: 'forSale',
      label: 'Listings for sale',
      kind: 'integer',
      direction: 'highest',
      statement: 'most listings for sale',
      values: counted((a) => a.propertiesForSale, 'forSale'),
      ...optionalNotes(
        countedNotes(
          items.map((a) => a.propertiesForSale),
          held,
          kind,
        ),
      ),
    },
    {
      id: 'forRent',
      label: 'Listings for rent',
      kind: 'integer',
      direction: 'highest',
      statement: 'most listings for rent',
      values: counted((a) => a.propertiesForRent, 'forRent'),
      ...optionalNotes(
        countedNotes(
          items.map((a) => a.propertiesForRent),
          held,
          kind,
        ),
      ),
    },
  ];
}

export function agencyRows(items: readonly AgencySnapshot[], ctx: FirmContext): RowSpec[] {
  const held = items.map((a) => portfolioOf(ctx.heldBy('agency', a.externalID)));
  const value = (read: (a: AgencySnapshot, i: number) => Cell | undefined): Cell[] =>
    items.map((a, i) => read(a, i) ?? null);
  return [
    { id: 'name', label: 'Agency', kind: 'text', direction: null, values: value((a) => a.name) },
    {
      id: 'agents',
      label: 'Agents',
      kind: 'integer',
      direction: 'highest',
      statement: 'most agents',
      values: value((a) => a.agentsCount),
    },
    ...listingCountRows(items, held, 'agency'),
    ...portfolioRows(held, 'agency'),
    { id: 'office', label: 'Office', kind: 'text', direction: null, values: value((a) => a.locationName) },
    {
      id: 'licenses',
      label: 'Licences',
      kind: 'text',
      direction: null,
      values: value((a) =>
        a.licenses?.length
          ? a.licenses.map((l) => (l.authority ? `${l.number} (${l.authority})` : l.number)).join('; ')
          : null,
      ),
    },
  ];
}

export function agentRows(items: readonly AgentSnapshot[], ctx: FirmContext): RowSpec[] {
  const held = items.map((a) => portfolioOf(ctx.heldBy('agent', a.externalID)));
  const value = (read: (a: AgentSnapshot, i: number) => Cell | undefined): Cell[] =>
    items.map((a, i) => read(a, i) ?? null);
  return [
    { id: 'name', label: 'Agent', kind: 'text', direction: null, values: value((a) => a.name) },
    { id: 'agency', label: 'Agency', kind: 'text', direction: null, values: value((a) => a.agency?.name) },
    ...listingCountRows(items, held, 'agent'),
    {
      id: 'experience',
      label: 'Years of experience',
      kind: 'integer',
      direction: 'highest',
      statement: 'most experience',
      values: value((a) => a.experienceYears),
    },
    {
      id: 'languages',
      label: 'Languages',
      kind: 'text',
      direction: null,
      values: value((a) => (a.languages?.length ? a.languages.join('; ') : null)),
    },
    ...portfolioRows(held, 'agent'),
  ];
}

interface HeldProject {
  priceFrom?: number | null;
  location?: { name: string }[] | null;
}

export function developerRows(items: readonly DeveloperSnapshot[], ctx: FirmContext): RowSpec[] {
  const projects = items.map((d) => ctx.projectsOf(d.externalID) as HeldProject[]);
  const value = (read: (d: DeveloperSnapshot, i: number) => Cell | undefined): Cell[] =>
    items.map((d, i) => read(d, i) ?? null);
  const sample = projects.map((p) => `${plural(p.length, 'project')} of this developer in the offline cache`);
  return [
    { id: 'name', label: 'Developer', kind: 'text', direction: null, values: value((d) => d.name) },
    {
      id: 'projects',
      label: 'Projects',
      kind: 'integer',
      direction: 'highest',
      statement: 'most projects',
      values: value((d) => d.projectsCount),
    },
    {
      id: 'listings',
      label: 'Listings',
      kind: 'integer',
      direction: 'highest',
      statement: 'most listings',
      values: value((d) => d.propertiesCount),
    },
    {
      id: 'medianPriceFrom',
      label: 'Median starting price of projects',
      kind: 'aed',
      direction: null,
      values: projects.map((p) => median(p.map((x) => x.priceFrom).filter((n): n is number => typeof n === 'number'))),
      note: 'From the projects the offline cache holds.',
      notes: sample,
    },
    {
      id: 'communities',
      label: 'Communities with projects',
      kind: 'integer',
      direction: 'highest',
      statement: 'most communities',
      values: projects.map(
        (p) => new Set(p.map((x) => x.location?.[1]?.name ?? x.location?.at(-1)?.name).filter(Boolean)).size,
      ),
      note: 'Distinct communities among the projects the offline cache holds.',
      notes: sample,
    },
  ];
}
