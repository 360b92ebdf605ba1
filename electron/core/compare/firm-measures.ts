// The measures of agencies and agents side by side. Counts are the firm's own (its details) or, for a
// watched firm, its latest snapshot's; median asking prices and the communities covered come from that snapshot's
// complete listing set, else from the listings the offline cache holds: said to be a sample, left out when tiny,
// never marked best. A best value is marked only between figures resting on the same complete basis.
import type { AgencySnapshot, AgentSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { HeldListing } from '../store/listings-repo';
import type { RowSpec } from './differences';
import { languageNames } from '#shared/words/language-names';
import { licenceAuthorityName } from '#shared/words/service-terms';
import type { Say } from '#shared/messages/messages';
import {
  MIN_SAMPLE,
  countFigure,
  figureRow,
  medianOf,
  sampleFigure,
  snapshotFigure,
  type Figure,
  type FirmNoun,
  type FigureRowSpec,
  type SampleUnit,
} from './firm-figures';

export interface FirmContext {
  /** The notes' messages, in the panel's language. */
  say: Say;
  heldBy(by: 'agency' | 'agent', id: string): HeldListing[];
  projectsOf(developerId: string): unknown[];
  /** The firm's latest complete snapshot in the workspace, when it is (or was) watched; no request. */
  snapshotOf(kind: FirmNoun, id: string): FirmSnapshot | null;
}

/** What the offline cache holds of a firm's listings. */
interface Held {
  total: number;
  sales: number[];
  rents: number;
  yearlyRents: number[];
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

function heldOf(listings: readonly HeldListing[]): Held {
  const rents = listings.filter((l) => l.purpose === 'for-rent');
  return {
    total: listings.length,
    sales: listings.filter((l) => l.purpose === 'for-sale').map((l) => l.price),
    rents: rents.length,
    yearlyRents: rents.flatMap((l) => {
      const times = rentPeriodsPerYear(rentFrequency(l.data));
      return times === null ? [] : [l.price * times];
    }),
    communities: new Set(listings.map((l) => community(l.location))).size,
  };
}

interface Firm {
  noun: FirmNoun;
  snapshot: FirmSnapshot | null;
  own: { total?: number | null; sale?: number | null; rent?: number | null };
  held: Held;
}

function portfolioRows(firms: readonly Firm[], say: Say): RowSpec[] {
  const saleFigure = ({ snapshot: s, own, held, noun }: Firm): Figure =>
    s
      ? snapshotFigure(s.medianSale, s, { count: s.counts.sale, unit: 'sale', all: 'yes' }, say)
      : sampleFigure(
          medianOf(held.sales),
          { noun, unit: 'sale', total: own.sale, held: held.sales.length, min: MIN_SAMPLE.listings },
          say,
        );
  const rentFigure = ({ snapshot: s, own, held, noun }: Firm): Figure =>
    s
      ? snapshotFigure(s.medianYearlyRent, s, { count: s.counts.rent, unit: 'rent', all: 'yes' }, say)
      : sampleFigure(
          medianOf(held.yearlyRents),
          { noun, unit: 'rent', total: own.rent, held: held.rents, min: MIN_SAMPLE.listings },
          say,
        );
  const placesFigure = ({ snapshot: s, own, held, noun }: Firm): Figure =>
    s
      ? snapshotFigure(s.communities, s, { count: s.counts.total, unit: 'listing', all: 'no' }, say)
      : sampleFigure(
          held.communities,
          { noun, unit: 'listing', total: own.total, held: held.total, min: MIN_SAMPLE.listings },
          say,
        );
  const snapshotOrSample = say('compareNote.firmSnapshotOrSample');
  return [
    figureRow(
      {
        id: 'medianAskingSale',
        label: 'Median asking price, for sale',
        kind: 'aed',
        direction: null,
        note: snapshotOrSample,
      },
      firms.map(saleFigure),
    ),
    figureRow(
      {
        id: 'medianAskingRent',
        label: 'Median asking rent, per year',
        kind: 'aed',
        direction: null,
        note: `${snapshotOrSample} ${say('compareNote.rentsPerYear')}`,
      },
      firms.map(rentFigure),
    ),
    figureRow(
      {
        id: 'communities',
        label: 'Communities covered',
        kind: 'integer',
        direction: 'highest',
        statement: 'most communities covered',
        note: `${say('compareNote.listingCommunities')} ${snapshotOrSample}`,
      },
      firms.map(placesFigure),
    ),
  ];
}

/** Listings in all, for sale and for rent: the firm's own counts, else its snapshot's; never the cache's. */
function listingCountRows(firms: readonly Firm[], say: Say): RowSpec[] {
  const count = (side: 'total' | 'sale' | 'rent', unit: SampleUnit) =>
    firms.map((f) => countFigure(f.own[side], (s) => s.counts[side], f.snapshot, unit, say));
  return [
    figureRow(
      { id: 'listings', label: 'Listings', kind: 'integer', direction: 'highest', statement: 'most listings' },
      count('total', 'listing'),
    ),
    figureRow(
      {
        id: 'forSale',
        label: 'Listings for sale',
        kind: 'integer',
        direction: 'highest',
        statement: 'most listings for sale',
      },
      count('sale', 'sale'),
    ),
    figureRow(
      {
        id: 'forRent',
        label: 'Listings for rent',
        kind: 'integer',
        direction: 'highest',
        statement: 'most listings for rent',
      },
      count('rent', 'rent'),
    ),
  ];
}

/** A count only the firm's details give (agents, years of experience): ranked only when every item has it. */
function ownCountRow(spec: FigureRowSpec, own: (number | null | undefined)[], say: Say): RowSpec {
  return figureRow(
    spec,
    own.map((n) =>
      n === null || n === undefined
        ? {
            value: null,
            basis: null,
            partial: false,
            note: say('compareNote.notGiven'),
          }
        : countFigure(n, null, null, 'listing', say),
    ),
  );
}

function firmOf(noun: 'agency' | 'agent', item: AgencySnapshot | AgentSnapshot, ctx: FirmContext): Firm {
  return {
    noun,
    snapshot: ctx.snapshotOf(noun, item.externalID),
    own: { total: item.propertiesCount, sale: item.propertiesForSale, rent: item.propertiesForRent },
    held: heldOf(ctx.heldBy(noun, item.externalID)),
  };
}

export function agencyRows(items: readonly AgencySnapshot[], ctx: FirmContext): RowSpec[] {
  const firms = items.map((a) => firmOf('agency', a, ctx));
  const value = (read: (a: AgencySnapshot) => Cell | undefined): Cell[] => items.map((a) => read(a) ?? null);
  return [
    { id: 'name', label: 'Agency', kind: 'text', direction: null, values: value((a) => a.name) },
    ownCountRow(
      { id: 'agents', label: 'Agents', kind: 'integer', direction: 'highest', statement: 'most agents' },
      items.map((a) => a.agentsCount),
      ctx.say,
    ),
    ...listingCountRows(firms, ctx.say),
    ...portfolioRows(firms, ctx.say),
    { id: 'office', label: 'Office', kind: 'text', direction: null, values: value((a) => a.locationName) },
    {
      id: 'licenses',
      label: 'Licences',
      kind: 'text',
      direction: null,
      values: value((a) =>
        a.licenses?.length
          ? a.licenses
              // "80206 — Dubai Land Department (RERA)": the authority's own brackets are not nested in ours.
              .map((l) => (l.authority ? `${l.number} — ${licenceAuthorityName(l.authority, ctx.say.lang)}` : l.number))
              .join('; ')
          : null,
      ),
    },
  ];
}

export function agentRows(items: readonly AgentSnapshot[], ctx: FirmContext): RowSpec[] {
  const firms = items.map((a) => firmOf('agent', a, ctx));
  const value = (read: (a: AgentSnapshot) => Cell | undefined): Cell[] => items.map((a) => read(a) ?? null);
  return [
    { id: 'name', label: 'Agent', kind: 'text', direction: null, values: value((a) => a.name) },
    { id: 'agency', label: 'Agency', kind: 'text', direction: null, values: value((a) => a.agency?.name) },
    ...listingCountRows(firms, ctx.say),
    ownCountRow(
      {
        id: 'experience',
        label: 'Years of experience',
        kind: 'integer',
        direction: 'highest',
        statement: 'most experience',
      },
      items.map((a) => a.experienceYears),
      ctx.say,
    ),
    {
      id: 'languages',
      label: 'Languages',
      kind: 'text',
      direction: null,
      values: value((a) => (a.languages?.length ? languageNames(a.languages, ctx.say.lang).join('; ') : null)),
    },
    ...portfolioRows(firms, ctx.say),
  ];
}
