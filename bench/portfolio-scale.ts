// Portfolios at scale: the diff of two snapshots of a 50,000-listing portfolio (a week apart: 2% of the adverts gone,
// 2% new, 5% re-priced), written to a workspace as a snapshot writes them, then diffed by the history service; beside
// the same comparison of the two (id, price) sets in plain SQL (the floor) and the diff of two 5,000-listing
// snapshots of the same make (the growth: linear or better).
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildSnapshot } from '#core/portfolio/build-states';
import { writeSnapshot } from '#core/portfolio/snapshot-writer';
import { HistoryService } from '#core/services/history-service';
import { workspaceFiles, WorkspaceStore } from '#core/store/workspace/workspace-store';
import type { ListingSummary } from '#shared/domain/listing';
import { makeTempDir } from '../test/support/temp-dir';
import { fromSamples, median, referenceFrom, type Figure } from './support/stats';

const LARGE = 50_000;
const SMALL = 5_000;

function listing(i: number, price: number): ListingSummary {
  return {
    externalID: String(2_000_000_000 + i),
    title: { en: '' },
    purpose: i % 3 === 0 ? 'for-rent' : 'for-sale',
    price,
    currency: 'AED',
    rentFrequency: i % 3 === 0 ? 'yearly' : null,
    rooms: i % 6,
    baths: 1 + (i % 4),
    areaSqft: 500 + (i % 40) * 50,
    pricePerSqft: null,
    coverPhotoUrl: null,
    location: [
      { externalID: '1', name: 'Dubai' },
      { externalID: String(5000 + (i % 40)), name: `Community ${i % 40}` },
    ],
    agency: null,
    agent: null,
    contactName: null,
    amenities: [],
    isVerified: null,
    completionStatus: null,
    furnishingStatus: null,
    propertyType: i % 5 === 0 ? 'villas' : 'apartments',
    hasVideo: null,
    has360Tour: null,
    hasFloorPlan: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
  };
}

/** A portfolio of `size` listings, and the same a week later: 2% gone, 2% new, 5% re-priced. */
function twoWeeks(size: number): [ListingSummary[], ListingSummary[]] {
  const before = Array.from({ length: size }, (_, i) => listing(i, 800_000 + ((i * 7919) % 4_000_000)));
  const after = before
    .filter((_, i) => i % 50 !== 7)
    .map((l, i) => (i % 20 === 3 ? { ...l, price: Math.round(l.price! * 0.95) } : l));
  for (let i = 0; i < size / 50; i++) after.push(listing(size + i, 1_000_000 + i));
  return [before, after];
}

interface Timed {
  diffMs: number[];
  floorMs: number[];
  changes: string;
}

async function diffOf(size: number): Promise<Timed> {
  const dir = makeTempDir('aqar-bench-diff-');
  const { store } = await WorkspaceStore.open(workspaceFiles(dir.path));
  try {
    const itemId = store.portfolio.watchItems.upsert({
      kind: 'agency',
      externalID: `big-${size}`,
      name: 'Big agency',
      ownerID: null,
      savedQueryId: null,
      at: 0,
    });
    const t0 = Date.UTC(2026, 10, 1, 6);
    for (const [week, items] of twoWeeks(size).entries()) {
      const takenAt = t0 + week * 7 * 86_400_000;
      const built = buildSnapshot([
        {
          list: { operation: 'agency-properties', params: {}, entity: 0, countOnly: false },
          items,
          totalItems: items.length,
          rejected: 0,
        },
      ]);
      await writeSnapshot(store, {
        itemId,
        runId: store.portfolio.snapshotRuns.start(itemId, 'schedule', process.pid, takenAt),
        takenAt,
        source: 'bench',
        states: built.states,
        places: built.places,
        pages: Math.ceil(items.length / 25),
        reportedTotal: items.length,
        summary: built.summary,
        requestsSpent: 0,
      });
    }
    const history = new HistoryService(store.workspace);
    const diffMs: number[] = [];
    let last = await history.diff(itemId);
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      last = await history.diff(itemId);
      diffMs.push(performance.now() - t);
    }
    const changes = `${last.added.length} added, ${last.removed.length} removed, ${last.repriced.length} re-priced`;
    return { diffMs, floorMs: plainSqlDiff(dir.path, twoWeeks(size)), changes };
  } finally {
    store.close();
    dir.remove();
  }
}

/** The floor: the two weeks' (id, price) sets in one table, compared with EXCEPT and a join. */
function plainSqlDiff(path: string, [before, after]: [ListingSummary[], ListingSummary[]]): number[] {
  const db = new BetterSqlite3(join(path, 'floor.db'));
  try {
    db.exec('CREATE TABLE s (snap INTEGER, id TEXT, price REAL, PRIMARY KEY (snap, id)) STRICT, WITHOUT ROWID');
    const insert = db.prepare('INSERT INTO s VALUES (?, ?, ?)');
    db.transaction(() => {
      for (const l of before) insert.run(0, l.externalID, l.price);
      for (const l of after) insert.run(1, l.externalID, l.price);
    })();
    const added = db.prepare('SELECT id FROM s WHERE snap = 1 EXCEPT SELECT id FROM s WHERE snap = 0');
    const removed = db.prepare('SELECT id FROM s WHERE snap = 0 EXCEPT SELECT id FROM s WHERE snap = 1');
    const repriced = db.prepare(
      'SELECT a.id, a.price, b.price FROM s a JOIN s b ON b.snap = 1 AND b.id = a.id WHERE a.snap = 0 AND a.price <> b.price',
    );
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      added.all();
      removed.all();
      repriced.all();
      times.push(performance.now() - t);
    }
    return times;
  } finally {
    db.close();
  }
}

export async function diffAtScale(): Promise<Figure[]> {
  const small = await diffOf(SMALL);
  const large = await diffOf(LARGE);
  console.log(
    `snapshot diff: ${LARGE.toLocaleString('en')} listings (${large.changes}) ${median(large.diffMs).toFixed(1)} ms, ` +
      `plain SQL ${median(large.floorMs).toFixed(1)} ms; ${SMALL.toLocaleString('en')} listings ${median(small.diffMs).toFixed(1)} ms`,
  );
  return [
    fromSamples({
      name: `diff of two ${LARGE.toLocaleString('en')}-listing snapshots (history service)`,
      samples: large.diffMs,
      unit: 'ms',
      target: 500,
      better: 'lower',
      baseline: referenceFrom('the same two (id, price) sets compared in plain SQL', large.floorMs),
    }),
    {
      name: `growth ${SMALL.toLocaleString('en')} → ${LARGE.toLocaleString('en')} listings: snapshot diff`,
      value: median(large.diffMs) / median(small.diffMs),
      unit: '×',
      target: (LARGE / SMALL) * 1.1,
      better: 'lower',
      baseline: { name: 'the listings grew', value: LARGE / SMALL },
    },
  ];
}
