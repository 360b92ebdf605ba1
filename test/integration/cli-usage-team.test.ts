// `aqar usage` with a colleague's team snapshot pulled into this data folder: besides this laptop's requests it says
// how many team snapshots were pulled this month for 0 requests here (and what they cost on colleagues' laptops),
// and which was pulled last; --json gives the same figures. A folder that pulled none prints no team line.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uaeTimeText } from '#core/export/cell-values';
import { listing, takeSnapshot } from '#core/portfolio/listings.test-support';
import { workspaceFiles, WorkspaceStore } from '#core/store/workspace/workspace-store';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-usage-team-');
afterAll(() => dir.remove());

const TAKEN_AT = Date.UTC(2026, 10, 30, 4, 0);

/** A data folder holding one snapshot of a team watch taken on Huda's laptop, pulled here a minute ago. */
async function folderWithPulledRun(): Promise<string> {
  const dataDir = join(dir.path, 'pulled');
  const { store } = await WorkspaceStore.open(workspaceFiles(dataDir));
  try {
    const itemId = store.portfolio.watchItems.upsert({
      kind: 'agency',
      externalID: '4242',
      name: 'Lantern Compass',
      ownerID: null,
      savedQueryId: null,
      at: TAKEN_AT,
    });
    const { snapshotId } = await takeSnapshot(
      store,
      itemId,
      ['1', '2', '3'].map((externalID) => listing({ externalID })),
      TAKEN_AT,
    );
    store.team.recordPulledRun({
      snapshotId,
      itemId,
      runSeq: '7',
      takenBy: 'Huda',
      takenAt: TAKEN_AT,
      theirRequests: 12,
      listings: 3,
      at: Date.now() - 60_000,
    });
  } finally {
    store.close();
  }
  return dataDir;
}

describe('aqar usage and team snapshots', () => {
  it('prints the team-snapshot lines: pulled this month for 0 requests here, and the last one pulled', async () => {
    const run = await aqar(['usage'], { AQAR_DATA_DIR: await folderWithPulledRun() });
    expect(run.code, run.err).toBe(0);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toBe('requests to the demo service: today 0, this month 0');
    expect(lines).toContain("team snapshots pulled this month: 1, 0 requests here (12 spent on colleagues' laptops)");
    expect(lines).toContain(
      `last pulled: Huda's snapshot of Lantern Compass taken ${uaeTimeText(new Date(TAKEN_AT).toISOString())} UAE time (3 listings): 0 requests here, 12 on their laptop`,
    );

    const json = JSON.parse((await aqar(['usage', '--json'], { AQAR_DATA_DIR: join(dir.path, 'pulled') })).out) as {
      teamSnapshots: unknown;
    };
    expect(json.teamSnapshots).toMatchObject({
      thisMonth: 1,
      theirRequests: 12,
      latest: { watch: 'Lantern Compass', by: 'Huda', listings: 3, theirRequests: 12 },
    });
  });

  it('prints no team line for a folder that pulled nothing', async () => {
    const run = await aqar(['usage'], { AQAR_DATA_DIR: join(dir.path, 'alone') });
    expect(run.code, run.err).toBe(0);
    expect(run.out).not.toMatch(/team snapshot|last pulled/);
  });
});
