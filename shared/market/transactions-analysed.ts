// How many transactions an analysis is of: what a saved market analysis notes as its last run's result count (as a
// saved search notes its total), read the same way by the app and the CLI.
import type { MarketAnalysis } from '../ipc/contract/analytics-results';

/**
 * Transactions in the monthly series, outliers included (flagged ones are still transactions of the market, only
 * left out of the medians). The series of all bedrooms counts each transaction once per unit; a trends-only
 * analysis has just the series by bedrooms, which holds the transactions of a known bedroom count.
 */
export function transactionsAnalysed(analysis: Pick<MarketAnalysis, 'monthly' | 'monthlyByBeds' | 'rule'>): number {
  const points = analysis.monthly.length > 0 ? analysis.monthly : analysis.monthlyByBeds;
  return points.reduce((sum, p) => sum + p.count + (analysis.rule.excluded ? p.outliers : 0), 0);
}
