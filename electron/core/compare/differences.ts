// Which cells of a comparison differ and which hold the best value. A cell differs when its value is not the one
// most items share (on a tie, the first such value is the reference; a missing value neither agrees nor differs).
// When no two items agree no cell stands out, so none is marked: the row itself says its values all differ (two
// listings differ in nearly every measure, and a table tinted throughout says nothing). The best value of a numeric
// row is marked only when the row says which direction is better, at least two items have values that are not all
// the same and, where the row says what each value rests on, every item's value rests on the same complete basis (a
// figure from a sample of an item's listings never wins).
import type { Say } from '#shared/messages/messages';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { CompareDirection, ComparisonRow } from '#shared/ipc/contract/compare';

export interface RowSpec {
  id: string;
  label: string;
  /** The id of the measure's words when not `id`'s (ComparisonRow.named). */
  named?: string;
  group?: ComparisonRow['group'];
  kind: ColumnKind;
  values: Cell[];
  /** Which way is better, when one is; null for rows where neither is (a name, a furnishing). */
  direction: CompareDirection | null;
  /** The direction in words ("lowest price"); made from the label when absent. */
  statement?: string;
  note?: string | null;
  notes?: (string | null)[];
  /**
   * Per item, what its value rests on ('details': the data service's own count; 'snapshot': the complete listing
   * set of a snapshot); null where it rests on a sample or there is no value. When given, the best value is marked
   * only if every item's value rests on one and the same basis.
   */
  bases?: (string | null)[];
  /** Per item: the value is computed from part of the item's listings (a sample), and is shown as such. */
  partial?: boolean[];
}

/** True when the row's bases let its values be ranked: each item's value on one and the same complete basis. */
function comparable(spec: RowSpec): boolean {
  if (!spec.bases) return true;
  const first = spec.bases[0];
  return first !== null && first !== undefined && spec.bases.every((b) => b === first);
}

/** Comparable form of a value: numbers to the fils, so 1250.001 and 1250 are the same price. */
function keyOf(cell: Cell, kind: ColumnKind): string {
  if (cell === null) return '∅';
  if (typeof cell === 'number') return `n:${Math.round(cell * 100)}`;
  if (typeof cell === 'string' && (kind === 'date' || kind === 'datetime')) {
    const at = Date.parse(cell);
    if (!Number.isNaN(at)) return `n:${at}`;
  }
  return `${typeof cell}:${String(cell)}`;
}

export interface Agreement {
  /** Per item: its value is not the one most items share. */
  differs: boolean[];
  /** No two items share a value (with at least two items). */
  allDiffer: boolean;
}

/**
 * A missing value is no value to agree or differ with: two blanks do not make the figures beside them "differ", nor
 * does one blank make a row of one figure "all differ".
 */
export function agreement(values: readonly Cell[], kind: ColumnKind): Agreement {
  const none = { differs: values.map(() => false), allDiffer: false };
  const keys = values.map((v) => (v === null ? null : keyOf(v, kind)));
  const present = keys.filter((k): k is string => k !== null);
  if (present.length < 2) return none;
  const counts = new Map<string, number>();
  for (const key of present) counts.set(key, (counts.get(key) ?? 0) + 1);
  let mode = present[0]!;
  for (const key of present) if (counts.get(key)! > counts.get(mode)!) mode = key;
  if (counts.get(mode) === 1) return { ...none, allDiffer: true };
  return { differs: keys.map((key) => key !== null && key !== mode), allDiffer: false };
}

function numeric(cell: Cell, kind: ColumnKind): number | null {
  if (typeof cell === 'number' && Number.isFinite(cell)) return cell;
  if (typeof cell === 'string' && (kind === 'date' || kind === 'datetime')) {
    const at = Date.parse(cell);
    return Number.isNaN(at) ? null : at;
  }
  return null;
}

export function bestOf(values: readonly Cell[], kind: ColumnKind, direction: CompareDirection | null): number[] {
  if (!direction) return [];
  const numbers = values.map((v) => numeric(v, kind));
  const present = numbers.filter((n): n is number => n !== null);
  if (present.length < 2) return [];
  const best = direction === 'lowest' ? Math.min(...present) : Math.max(...present);
  const worst = direction === 'lowest' ? Math.max(...present) : Math.min(...present);
  if (best === worst) return [];
  const close = (n: number) => Math.abs(n - best) < 0.005;
  return numbers.flatMap((n, i) => (n !== null && close(n) ? [i] : []));
}

/** The rows with their differences and best values; `say` words why a best mark is withheld, in the panel's language. */
/** Rows that name the items (a title, a name, a path): their values differ by nature, so none is marked as differing. */
const NAMING_ROWS: ReadonlySet<string> = new Set(['title', 'name', 'path']);

export function finishRows(specs: readonly RowSpec[], say: Say): ComparisonRow[] {
  return specs.map((spec) => {
    const ranked = bestOf(spec.values, spec.kind, spec.direction);
    const items = comparable(spec) ? ranked : [];
    const withheld = ranked.length > 0 && items.length === 0;
    // A row with a direction but no best mark, although its values differ: they are not comparable.
    const note = withheld
      ? [spec.note, say('compareNote.notComparable')].filter(Boolean).join(' ')
      : (spec.note ?? null);
    return {
      id: spec.id,
      label: spec.label,
      ...(spec.named ? { named: spec.named } : {}),
      group: spec.group ?? 'measures',
      kind: spec.kind,
      values: spec.values,
      ...(NAMING_ROWS.has(spec.id)
        ? { differs: spec.values.map(() => false), allDiffer: false }
        : agreement(spec.values, spec.kind)),
      best:
        spec.direction && items.length > 0
          ? {
              direction: spec.direction,
              statement: spec.statement ?? `${spec.direction} ${spec.label.toLowerCase()}`,
              items,
            }
          : null,
      note,
      ...(spec.notes ? { notes: spec.notes } : {}),
      ...(spec.partial?.some(Boolean) ? { partial: spec.partial } : {}),
    };
  });
}
