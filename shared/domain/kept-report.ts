// Client reports the broker kept: a series of versions of one report, each the query and the report as computed
// then, so a report handed to a client can be shown again as it was and its estimate followed across versions.
import type { CmaQuery, CmaReport } from '../ipc/contract/report';
import type { TeamMark } from './team-mark';

export interface KeptReportSummary {
  id: number;
  name: string;
  createdAt: string;
  /** The latest version's number (1 is the first) and when it was computed. */
  version: number;
  versionAt: string;
  /** The latest version's subject and central estimate (null without an estimate). */
  place: string;
  purpose: CmaQuery['subject']['purpose'];
  beds: number;
  sizeSqft: number;
  central: number | null;
  n: number | null;
  /** Set when the report is shared with the team. */
  team?: TeamMark | null;
}

export interface KeptReport {
  id: number;
  name: string;
  version: number;
  versions: number;
  createdAt: string;
  versionAt: string;
  query: CmaQuery;
  report: CmaReport;
  /** Set when the report is shared with the team. */
  team?: TeamMark | null;
}

/** One version's estimate, for the estimate history of a subject. */
export interface EstimatePoint {
  version: number;
  at: string;
  /** When the report's data was read (its as-of time). */
  asOf: string;
  low: number | null;
  central: number | null;
  high: number | null;
  n: number | null;
  confidence: 'high' | 'medium' | 'low' | null;
  /** The date span of the evidence. */
  from: string | null;
  to: string | null;
}
