import { describe, expect, it } from 'vitest';
import type { ProjectSnapshot } from '#shared/compare/snapshots';
import { projectRows } from './project-place-measures';

const project = (rooms: number[], propertyTypes: string[]) =>
  ({ externalID: 'P', title: { en: 'P' }, rooms, propertyTypes }) as ProjectSnapshot;

describe('project measures', () => {
  it('offer no "Studio" in an office project pinned with "rooms: [0]"', () => {
    const rows = projectRows([project([0], ['offices']), project([2, 0, 1], ['apartments'])], 'en');
    expect(rows.find((r) => r.id === 'bedrooms')?.values).toEqual([null, 'Studio, 1, 2']);
  });
});
