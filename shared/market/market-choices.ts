// The choices of a market query (and of the Market form): constants alone, so the window's first script, which reads a
// reload's Market form back (renderer/src/shell/session-restore.ts), does not bring the analytics channels' schemas.
import { PURPOSES } from '../data-service/params';

export const MARKET_PURPOSES = [...PURPOSES, 'both'] as const;
export const MARKET_COMPLETIONS = ['ready', 'off-plan', 'any'] as const;
/** Bedroom choices: 0 is a studio, 5 means five or more. */
export const BEDS_BUCKETS = [0, 1, 2, 3, 4, 5] as const;
