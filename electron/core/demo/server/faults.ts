// Fault injection for the demo server: errors, hangs, cut and garbled bodies, drifted shapes, by probability.
import { z } from 'zod';
import type { Rng } from '../random';

export const FAULT_KINDS = ['500', '502', '503', '403', 'timeout', 'truncated', 'malformed', 'drift'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultRates = Partial<Record<FaultKind, number>>;

const faultListSchema = z.array(
  z.tuple([z.enum(FAULT_KINDS), z.coerce.number<unknown>().min(0, 'must be ≥ 0').max(1, 'must be ≤ 1')]),
);

/** Parses `500:0.02,502:0.02,timeout:0.01`; an unknown kind or a rate outside 0..1 is an error naming it. */
export function parseFaults(text: string): FaultRates {
  const pairs = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(':'));
  const parsed = faultListSchema.safeParse(pairs);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = typeof issue?.path[0] === 'number' ? pairs[issue.path[0]]?.join(':') : text;
    throw new Error(`--faults: "${at}" is not kind:rate with kind one of ${FAULT_KINDS.join(', ')} and rate 0..1`);
  }
  return Object.fromEntries(parsed.data);
}

/** Picks at most one fault for a request. */
export function rollFault(rates: FaultRates, rng: Rng): FaultKind | null {
  let r = rng();
  for (const kind of FAULT_KINDS) {
    r -= rates[kind] ?? 0;
    if (r < 0) return kind;
  }
  return null;
}
