// What adverts sold for: the matcher's precision and recall against the demo market's ground truth, pooled over
// three places of different busyness (snapshots a week apart on four days, the registry read seven weeks later).
// The floor is the naive rule (the first transaction of the same place, purpose and bedrooms within the size
// tolerance and the window, no confidence): what the confidence and the crowd weighting buy.
import { createMarket } from '#core/demo/market/market';
import { simulateHistory, type SimulatedHistory } from '#core/demo/market/sold-simulation';
import { DEFAULT_SOLD_RULE, matchSoldAdverts } from '#core/research/sold-matcher';
import { report } from './support/stats';

const START = 330;
const PLACES = ['Jumeirah Village Circle', 'Al Barsha', 'Dubai Marina'];
const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The naive floor: each advert takes the first unused transaction that passes the hard filters. */
function naive(h: SimulatedHistory): [string, string][] {
  const used = new Set<string>();
  const out: [string, string][] = [];
  const r = DEFAULT_SOLD_RULE;
  for (const a of h.adverts) {
    if (a.areaSqft === null || a.rooms === null) continue;
    const t = h.transactions.find(
      (t) =>
        !used.has(t.transactionId) &&
        t.purpose === a.purpose &&
        t.rooms === a.rooms &&
        t.location === a.placePath.at(-1) &&
        t.areaSqft !== null &&
        (Math.abs(t.areaSqft - a.areaSqft!) / a.areaSqft! <= r.sizeTolerancePercent / 100 ||
          Math.abs(t.areaSqft - a.areaSqft!) <= r.sizeToleranceSqft) &&
        dayOf(t.date) >= dayOf(a.lastSeen) - r.daysBeforeGone &&
        dayOf(t.date) <= dayOf(a.goneBy) + r.daysAfterGone,
    );
    if (t) {
      used.add(t.transactionId);
      out.push([a.externalID, t.transactionId]);
    }
  }
  return out;
}

function score(pairs: readonly [string, string][], truth: ReadonlyMap<string, string>) {
  const right = pairs.filter(([a, t]) => truth.get(a) === t).length;
  return { right, matched: pairs.length };
}

export async function benchSold(): Promise<boolean> {
  const market = createMarket({ day: START });
  const totals = { truth: 0, gone: 0, ours: { right: 0, matched: 0 }, naive: { right: 0, matched: 0 } };
  for (const place of PLACES) {
    const h = simulateHistory(market, place, [START, START + 7, START + 14, START + 21], START + 70);
    const ours = score(
      matchSoldAdverts(h.adverts, h.transactions).map((m) => [m.externalID, m.transactionId]),
      h.truth,
    );
    const floor = score(naive(h), h.truth);
    totals.truth += h.truth.size;
    totals.gone += h.adverts.length;
    for (const [key, s] of [
      ['ours', ours],
      ['naive', floor],
    ] as const) {
      totals[key].right += s.right;
      totals[key].matched += s.matched;
    }
  }
  const n = `${totals.gone} adverts gone, ${totals.truth} truly sold, ${totals.ours.matched} matched`;
  console.log(`sold adverts (${PLACES.join(', ')}): ${n}`);
  return report([
    {
      name: `sold-advert matches, precision (${n})`,
      value: totals.ours.right / totals.ours.matched,
      unit: 'share',
      target: 0.9,
      better: 'higher',
      baseline: { name: 'naive first candidate', value: totals.naive.right / Math.max(1, totals.naive.matched) },
    },
    {
      name: `sold-advert matches, recall (${totals.truth} truly sold)`,
      value: totals.ours.right / totals.truth,
      unit: 'share',
      target: 0.6,
      better: 'higher',
      baseline: { name: 'naive first candidate', value: totals.naive.right / totals.truth },
    },
  ]);
}
