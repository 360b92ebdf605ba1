// The pandas peer of the analytics benchmark (peers/pandas_market.py): the same rows from the same cache.db, the
// same outlier rule and exact medians, timed in Python; and the check that it found the same groups as we did.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MarketAnalysis } from '#shared/ipc/contract';

const PYTHON = '/usr/bin/python3';

export interface PandasPeer {
  rows: number;
  ruleMs: number[];
  plainMs: number[];
  flagged: number;
  groups: [string, number, number, number, number | null, number | null][];
  pandas: string;
}

/** pandas's run over the place's rows of `db` between two days; a string says why it could not run. */
export function pandasPeer(db: string, place: string, fromDay: number, toDay: number): PandasPeer | string {
  if (!existsSync(PYTHON)) return `${PYTHON} is absent`;
  const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
  if (probe.status !== 0) return 'pandas is not installed for /usr/bin/python3 (Debian: python3-pandas)';
  const script = join(import.meta.dirname, '../peers/pandas_market.py');
  const run = spawnSync(PYTHON, [script, db, 'demo', place, 'apartments', String(fromDay), String(toDay), '5'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) return `the pandas peer failed: ${run.stderr.trim().split('\n').pop()}`;
  return JSON.parse(run.stdout) as PandasPeer;
}

/**
 * Whether pandas found the same groups, counts and medians: the two did the same work. Medians agree to the fils
 * (an exact tie at half a fil rounds up here and to even in Python).
 */
export function sameGroups(ours: MarketAnalysis, peer: PandasPeer): boolean {
  const key = (purpose: string, month: string, beds: number) => `${purpose}|${month}|${beds}`;
  const mine = new Map(ours.monthlyByBeds.map((p) => [key(p.purpose, p.month, p.beds!), p]));
  const near = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= 0.0100001;
  const differ = peer.groups.filter(([purpose, month, beds, count, medianPrice, medianPpsf]) => {
    const p = mine.get(key(purpose, `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`, beds));
    return !(p && p.count === count && near(p.medianPrice, medianPrice) && near(p.medianPricePerSqft, medianPpsf));
  });
  if (differ.length > 0) console.log(`groups that differ from pandas: ${JSON.stringify(differ.slice(0, 3))}`);
  return mine.size === peer.groups.length && differ.length === 0;
}
