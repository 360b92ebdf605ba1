// A watched firm's latest complete snapshot read back for the compare panel: medians over every listing it had,
// the communities they are in, and nothing for a firm never snapshotted or a snapshot of another data source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { firmSnapshot } from './firm-snapshot';
import { listing, takeSnapshot } from './listings.test-support';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 6);
const dir = makeTempDir('aqar-firm-snapshot-');
let workspace: WorkspaceStore;

const JVC = [
  { externalID: '1', name: 'Dubai' },
  { externalID: '60', name: 'Jumeirah Village Circle' },
];

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  const item = workspace.portfolio.watchItems.upsert({
    kind: 'agency',
    externalID: 'A',
    name: 'Agency A',
    ownerID: null,
    savedQueryId: null,
    at: T0,
  });
  await takeSnapshot(workspace, item, [listing({ externalID: '1', price: 5 })], T0);
  await takeSnapshot(
    workspace,
    item,
    [
      listing({ externalID: '1', price: 1_000_000 }),
      listing({ externalID: '2', price: 2_000_000 }),
      listing({ externalID: '3', price: 4_000_000, location: JVC }),
      listing({ externalID: '4', purpose: 'for-rent', price: 10_000, rentFrequency: 'monthly' }),
      listing({ externalID: '5', purpose: 'for-rent', price: 500, rentFrequency: 'daily', location: JVC }),
    ],
    T0 + 7 * DAY,
  );
});
afterAll(() => {
  workspace.close();
  dir.remove();
});

describe('a firm’s latest snapshot', () => {
  it('gives the medians and communities of every listing in it, dated', async () => {
    expect(await firmSnapshot(workspace.workspace, 'agency', 'A', 'test')).toMatchObject({
      takenAt: new Date(T0 + 7 * DAY).toISOString(),
      counts: { total: 5, sale: 3, rent: 2, projects: 0 },
      medianSale: 2_000_000,
      // Per year; the daily let has no yearly figure.
      medianYearlyRent: 120_000,
      priced: { sale: 3, rent: 1, projects: 0 },
      communities: 2,
    });
  });

  it('has none for a firm never watched, or from another data source', async () => {
    expect(await firmSnapshot(workspace.workspace, 'agency', 'B', 'test')).toBeNull();
    expect(await firmSnapshot(workspace.workspace, 'agent', 'A', 'test')).toBeNull();
    expect(await firmSnapshot(workspace.workspace, 'agency', 'A', 'https://gateway.example')).toBeNull();
  });
});
