// The measures of developers side by side: their own counts of projects and listings (else their latest
// snapshot's), and their projects' median starting price and communities: from the latest snapshot of a watched
// developer, else from the projects the offline cache holds (a sample, said so, never marked best). With a
// snapshot, the median asking prices of their listings too (the offline cache holds no developer's listings).
import type { DeveloperSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { RowSpec } from './differences';
import type { Say } from '#shared/messages/messages';
import type { SampleUnit } from './firm-figures';
import {
  MIN_SAMPLE,
  countFigure,
  figureRow,
  medianOf,
  sampleFigure,
  snapshotFigure,
  type Figure,
} from './firm-figures';
import type { FirmContext } from './firm-measures';

interface HeldProject {
  priceFrom?: number | null;
  location?: { name: string }[] | null;
}

/** The developer's projects: from its latest snapshot when watched, else those the offline cache holds. */
function projectRows(items: readonly DeveloperSnapshot[], snapshots: (FirmSnapshot | null)[], ctx: FirmContext) {
  const say = ctx.say;
  const held = items.map((d) => ctx.projectsOf(d.externalID) as HeldProject[]);
  const sample = (i: number, value: number | null): Figure =>
    sampleFigure(
      value,
      {
        noun: 'developer',
        unit: 'project',
        total: items[i]!.projectsCount,
        held: held[i]!.length,
        min: MIN_SAMPLE.projects,
      },
      say,
    );
  const fromSnapshot = (s: FirmSnapshot, value: number | null): Figure =>
    snapshotFigure(value, s, { count: s.counts.projects, unit: 'project', all: 'no' }, say);
  const note = say('compareNote.developerSnapshotOrSample');
  return [
    figureRow(
      { id: 'medianPriceFrom', label: 'Median starting price of projects', kind: 'aed', direction: null, note },
      snapshots.map((s, i) => {
        if (s) return fromSnapshot(s, s.projectMedianPriceFrom);
        const prices = held[i]!.map((x) => x.priceFrom).filter((n): n is number => typeof n === 'number');
        return sample(i, medianOf(prices));
      }),
    ),
    figureRow(
      {
        id: 'communities',
        label: 'Communities with projects',
        kind: 'integer',
        direction: 'highest',
        statement: 'most communities',
        note: `${say('compareNote.projectCommunities')} ${note}`,
      },
      snapshots.map((s, i) => {
        if (s) return fromSnapshot(s, s.projectCommunities);
        const places = held[i]!.map((x) => x.location?.[1]?.name ?? x.location?.at(-1)?.name).filter(Boolean);
        return sample(i, new Set(places).size);
      }),
    ),
  ];
}

/** Median asking prices of a developer's listings: only a snapshot has them (the cache holds no developer's). */
function developerListingRows(snapshots: (FirmSnapshot | null)[], say: Say): RowSpec[] {
  if (snapshots.every((s) => s === null)) return [];
  const missing: Figure = { value: null, basis: null, partial: false, note: say('compareNote.onlyFromSnapshot') };
  const row = (id: string, label: string, pick: (s: FirmSnapshot) => [number | null, number], unit: SampleUnit) =>
    figureRow(
      { id, label, kind: 'aed', direction: null, note: say('compareNote.fromLatestSnapshots') },
      snapshots.map((s) => {
        if (!s) return missing;
        const [value, n] = pick(s);
        return snapshotFigure(value, s, { count: n, unit, all: 'yes' }, say);
      }),
    );
  return [
    row('medianAskingSale', 'Median asking price, for sale', (s) => [s.medianSale, s.counts.sale], 'sale'),
    row('medianAskingRent', 'Median asking rent, per year', (s) => [s.medianYearlyRent, s.counts.rent], 'rent'),
  ];
}

export function developerRows(items: readonly DeveloperSnapshot[], ctx: FirmContext): RowSpec[] {
  const snapshots = items.map((d) => ctx.snapshotOf('developer', d.externalID));
  const value = (read: (d: DeveloperSnapshot) => Cell | undefined): Cell[] => items.map((d) => read(d) ?? null);
  return [
    { id: 'name', label: 'Developer', kind: 'text', direction: null, values: value((d) => d.name) },
    figureRow(
      { id: 'projects', label: 'Projects', kind: 'integer', direction: 'highest', statement: 'most projects' },
      items.map((d, i) => countFigure(d.projectsCount, (s) => s.counts.projects, snapshots[i]!, 'project', ctx.say)),
    ),
    figureRow(
      { id: 'listings', label: 'Listings', kind: 'integer', direction: 'highest', statement: 'most listings' },
      items.map((d, i) => countFigure(d.propertiesCount, (s) => s.counts.total, snapshots[i]!, 'listing', ctx.say)),
    ),
    ...projectRows(items, snapshots, ctx),
    ...developerListingRows(snapshots, ctx.say),
  ];
}
