// Worker methods of market analytics: computed over the compute worker's columnar copy of the stored transactions.
import { AnalyticsEngine, type SyncReport } from '../../analytics/engine';
import { analyze } from '../../analytics/compute/analyze';
import { percentileOf } from '../../analytics/compute/percentile';
import { comparablesOf } from '../../analytics/compute/comparables';
import { countRows } from '../../analytics/compute/count';
import type {
  AnalyzeRequest,
  CountRequest,
  AnalyzeResult,
  ComparablesAnswer,
  ComparablesRequest,
  PercentileAnswer,
  PercentileRequest,
} from '../../analytics/compute/request';
import type { MethodTable } from '../method-table';
import type { MethodContext } from '../worker-context';

export interface AnalyticsWorkerMethods {
  'analytics:analyze': { input: AnalyzeRequest; output: AnalyzeResult & { sync: SyncReport } };
  'analytics:percentile': { input: PercentileRequest; output: PercentileAnswer };
  /** The candidate comparables of a comparative market analysis, judged by the outlier rule. */
  'analytics:comparables': { input: ComparablesRequest; output: ComparablesAnswer };
  /** Stored transactions of one place scope matching filters over a span of days (plans of extensions). */
  'analytics:count': { input: CountRequest; output: { count: number } };
  /** Reads what the core stored since the last call (the core sends it after a market load, so the next look is warm). */
  'analytics:sync': { input: Record<string, never>; output: SyncReport };
  /** Writes the columnar copy beside the cache now if it changed (the core calls it before closing). */
  'analytics:flush': { input: Record<string, never>; output: { bytes: number } };
  /** Drops the in-memory copy and the connection: the next call starts cold (benchmarks, tests). */
  'analytics:reset': { input: Record<string, never>; output: { reset: true } };
}

let engine: AnalyticsEngine | null = null;
const engineFor = (context: MethodContext): AnalyticsEngine => (engine ??= new AnalyticsEngine(context.worker.dataDir));

export const ANALYTICS_METHODS: MethodTable<AnalyticsWorkerMethods> = {
  'analytics:analyze': (input, context) => {
    const { store, reader, report } = engineFor(context).current();
    return { ...analyze(store, reader, input), sync: report };
  },
  'analytics:percentile': (input, context) => percentileOf(engineFor(context).current().store, input),
  'analytics:comparables': (input, context) => {
    const { store, reader } = engineFor(context).current();
    return comparablesOf(store, reader, input);
  },
  'analytics:count': (input, context) => ({ count: countRows(engineFor(context).current().store, input) }),
  'analytics:sync': (_input, context) => engineFor(context).current().report,
  'analytics:flush': (_input, context) => ({ bytes: engineFor(context).flush() }),
  'analytics:reset': (_input, context) => {
    engineFor(context).reset();
    return { reset: true };
  },
};
