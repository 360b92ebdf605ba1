// The team server: 50 members syncing at once against one server over loopback (pull latency p50/p99, pushes per
// second) beside the same rows written and read with plain SQL over `pg` in the same run, and the size of the
// database after a year of daily snapshots of 20 team-watched agencies of 5,000 listings beside storing each run
// whole. It starts its own throw-away PostgreSQL cluster, with the default (durable) settings.
import { startPostgresCluster } from '../test/support/postgres-cluster';
import { fromSamples, referenceFrom, report, type Figure } from './support/stats';
import { MEMBERS, syncRounds } from './team-sync';
import { AGENCIES, DAYS, LISTINGS, simulateYear } from './team-year';

const ROUNDS = 3;
const ROUND_MS = 8_000;

export async function benchTeamServer(): Promise<boolean> {
  const cluster = await startPostgresCluster();
  try {
    const { ours, plain } = await syncRounds(cluster, ROUNDS, ROUND_MS);
    for (const [i, r] of ours.entries()) {
      const p = plain[i]!;
      console.log(
        `round ${i + 1}: ${r.pushesPerSecond.toFixed(0)} pushes/s (${r.opsPerSecond.toFixed(0)} changes/s), ` +
          `${r.pulls} pulls p50 ${r.pullP50.toFixed(1)} ms p99 ${r.pullP99.toFixed(1)} ms, ${r.retries} retried after 503/429; ` +
          'plain SQL: ' +
          `${p.pushesPerSecond.toFixed(0)} upserts/s, selects p50 ${p.pullP50.toFixed(1)} ms p99 ${p.pullP99.toFixed(1)} ms`,
      );
    }
    const year = await simulateYear(cluster);
    console.log(
      `a year: ${year.runs} runs, ${year.distinctStates.toLocaleString('en')} distinct listing states ` +
        `(${(year.stateBytes / 1_048_576).toFixed(0)} MB of canonical JSON), filled in ${year.seconds.toFixed(0)} s; ` +
        `tables (MB, with indexes): ${Object.entries(year.tables)
          .map(([t, mb]) => `${t} ${mb.toFixed(1)}`)
          .join(', ')}`,
    );
    const who = `${MEMBERS} members syncing`;
    const figures: Figure[] = [
      fromSamples({
        name: `team pull latency p50, ${who}`,
        samples: ours.map((r) => r.pullP50),
        unit: 'ms',
        target: 50,
        better: 'lower',
        baseline: referenceFrom(
          'the same page by plain SELECT, same load, p50',
          plain.map((r) => r.pullP50),
        ),
      }),
      fromSamples({
        name: `team pull latency p99, ${who}`,
        samples: ours.map((r) => r.pullP99),
        unit: 'ms',
        target: 500,
        better: 'lower',
        baseline: referenceFrom(
          'the same page by plain SELECT, same load, p99',
          plain.map((r) => r.pullP99),
        ),
      }),
      fromSamples({
        name: `team pushes per second (batches of 5 changes), ${who}`,
        samples: ours.map((r) => r.pushesPerSecond),
        unit: 'pushes/s',
        target: 100,
        better: 'higher',
        baseline: referenceFrom(
          'plain INSERT … ON CONFLICT of 5 rows over pg',
          plain.map((r) => r.pushesPerSecond),
        ),
        vsBaseline: { min: 0.1 },
      }),
      {
        name: `team database after ${DAYS} daily snapshots of ${AGENCIES} agencies × ${LISTINGS.toLocaleString('en')} listings`,
        value: year.databaseMb,
        unit: 'MB',
        target: 1024,
        better: 'lower',
        baseline: { name: 'each run stored whole (one day measured × 365)', value: year.naiveYearMb },
        vsBaseline: { max: 0.1 },
      },
    ];
    return report(figures);
  } finally {
    cluster.destroy();
  }
}
