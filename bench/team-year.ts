// The team benchmark's second half: the database after a year of daily snapshots of 20 team-watched agencies of
// 5,000 listings each, with realistic churn (each day about 1.5% of an agency's listings re-priced, as many gone
// and as many new), written through the server's own services; beside one row per listing per snapshot (what
// storing each run whole would take), measured for one day in the same database and counted for 365.
import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson } from '#shared/team/canonical-json';
import type { Principal } from '../team-server/auth/authenticate';
import { migrate } from '../team-server/db/migrate';
import { createPool, type Pool } from '../team-server/db/pool';
import { inviteMember, joinTeam } from '../team-server/services/members-service';
import { applyPush } from '../team-server/services/push-service';
import { createRun, putStates } from '../team-server/services/snapshot-service';
import type { PostgresCluster } from '../test/support/postgres-cluster';

export const AGENCIES = 20;
export const LISTINGS = 5_000;
export const DAYS = 365;
/** Listings re-priced, gone and new, each, per agency per day (1.5% of 5,000 = 75; 25 of each). */
const CHURN_EACH = 25;
const MB = 1_048_576;

interface Listing {
  externalID: string;
  price: number;
  rooms: number;
  purpose: 'for-sale' | 'for-rent';
}

function stateOf(l: Listing, agency: number) {
  const body = {
    entity: 0,
    externalID: l.externalID,
    price: l.price,
    purpose: l.purpose,
    rentFrequency: l.purpose === 'for-rent' ? 'yearly' : null,
    rooms: l.rooms,
    baths: Math.max(1, l.rooms),
    areaSqft: 600 + l.rooms * 450,
    propertyType: l.rooms === 0 ? 'Studio' : 'Apartment',
    location: `/1/5002/${5500 + agency}/`,
    createdAt: 1_700_000_000 + Number(l.externalID.slice(-5)),
  };
  return { hash: createHash('sha256').update(canonicalJson(body)).digest('hex'), body };
}

/** A small deterministic generator, so every run of the benchmark simulates the same year. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface YearResult {
  databaseMb: number;
  tables: Record<string, number>;
  naiveYearMb: number;
  distinctStates: number;
  runs: number;
  stateBytes: number;
  seconds: number;
}

async function uploadStates(pool: Pool, who: Principal, states: ReturnType<typeof stateOf>[]): Promise<void> {
  for (let i = 0; i < states.length; i += 2000) await putStates(pool, who, states.slice(i, i + 2000));
}

async function simulateAgency(pool: Pool, who: Principal, agency: number, watchId: string): Promise<number> {
  const rnd = random(agency + 1);
  let next = agency * 1_000_000;
  const newListing = (): Listing => ({
    externalID: String(10_000_000 + next++),
    price: Math.round(400_000 + rnd() * 4_000_000),
    rooms: Math.floor(rnd() * 5),
    purpose: rnd() < 0.6 ? 'for-sale' : 'for-rent',
  });
  const listings = Array.from({ length: LISTINGS }, newListing);
  let bytes = 0;
  const day0 = listings.map((l) => stateOf(l, agency));
  bytes += day0.reduce((sum, s) => sum + canonicalJson(s.body).length, 0);
  await uploadStates(pool, who, day0);
  const takenAt = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 4)).toISOString();
  let base = (
    await createRun(pool, who, {
      watchId,
      takenAt: takenAt(0),
      complete: true,
      requestsSpent: LISTINGS / 25,
      listings: day0.map((s) => ({ externalID: String(s.body.externalID), hash: s.hash })),
    })
  ).id;
  for (let day = 1; day < DAYS; day++) {
    const pick = () => Math.floor(rnd() * listings.length);
    const repriced = new Set<number>();
    while (repriced.size < CHURN_EACH) repriced.add(pick());
    for (const i of repriced)
      listings[i] = { ...listings[i]!, price: Math.round(listings[i]!.price * (0.9 + rnd() * 0.08)) };
    const removed: string[] = [];
    for (let k = 0; k < CHURN_EACH; k++) removed.push(listings.splice(pick(), 1)[0]!.externalID);
    const added = Array.from({ length: CHURN_EACH }, newListing);
    listings.push(...added);
    const changed = [...[...repriced].map((i) => listings[i]).filter((l): l is Listing => !!l), ...added];
    const states = changed.map((l) => stateOf(l, agency));
    bytes += states.reduce((sum, s) => sum + canonicalJson(s.body).length, 0);
    await putStates(pool, who, states);
    base = (
      await createRun(pool, who, {
        watchId,
        takenAt: takenAt(day),
        complete: true,
        requestsSpent: LISTINGS / 25,
        baseRunId: base,
        changed: states.map((s) => ({ externalID: String(s.body.externalID), hash: s.hash })),
        removed: removed.filter((id) => !changed.some((c) => c.externalID === id)),
      })
    ).id;
  }
  return bytes;
}

export async function simulateYear(cluster: PostgresCluster): Promise<YearResult> {
  const database = await cluster.createDatabase('team_year');
  const pool = createPool(database, { max: 6 });
  try {
    await migrate(pool);
    const invite = await inviteMember(pool, { name: 'Huda', role: 'admin' });
    const joined = await joinTeam(pool, { inviteToken: invite.inviteToken, deviceName: 'office' });
    const device = await pool.query<{ id: string }>('SELECT id FROM devices');
    const who: Principal = { member: joined.member, deviceId: device.rows[0]!.id, deviceName: 'office' };
    const watches = Array.from({ length: AGENCIES }, () => randomUUID());
    await applyPush(pool, who, {
      batchId: randomUUID(),
      ops: watches.map((id, i) => ({
        opId: randomUUID(),
        kind: 'watch',
        id,
        action: 'upsert',
        teamWide: true,
        body: { target: { kind: 'agency', externalID: String(4000 + i) }, name: `Agency ${i}` },
      })),
    });
    const started = performance.now();
    // Four agencies at a time: a year of runs fills in a few minutes on two cores.
    let stateBytes = 0;
    for (let i = 0; i < AGENCIES; i += 4) {
      const bytes = await Promise.all(watches.slice(i, i + 4).map((w, k) => simulateAgency(pool, who, i + k, w)));
      stateBytes += bytes.reduce((a, b) => a + b, 0);
    }
    const seconds = (performance.now() - started) / 1000;
    await pool.query('VACUUM ANALYZE');
    const size = async (sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0]!.n);
    const tables: Record<string, number> = {};
    for (const t of ['listing_states', 'run_listings', 'snapshot_runs', 'items', 'item_history', 'push_ops']) {
      tables[t] = (await size(`SELECT pg_total_relation_size('${t}') AS n`)) / MB;
    }
    const databaseMb = (await size('SELECT pg_database_size(current_database()) AS n')) / MB;
    // The floor: one day of runs stored whole (a row per listing per run, its state inline), times 365.
    await pool.query(`CREATE TABLE naive_day AS
      SELECT r.watch_id, r.external_id, s.body FROM run_listings r JOIN listing_states s ON s.hash = r.hash
       WHERE r.last_run IS NULL`);
    await pool.query('ALTER TABLE naive_day ADD PRIMARY KEY (watch_id, external_id)');
    await pool.query('VACUUM ANALYZE naive_day');
    const naiveDayMb = (await size("SELECT pg_total_relation_size('naive_day') AS n")) / MB;
    return {
      databaseMb,
      tables,
      naiveYearMb: naiveDayMb * DAYS,
      distinctStates: await size('SELECT count(*) AS n FROM listing_states'),
      runs: await size('SELECT count(*) AS n FROM snapshot_runs'),
      stateBytes,
      seconds,
    };
  } finally {
    await pool.end();
  }
}
