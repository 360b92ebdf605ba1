// Translates validated operation parameters (the spec's values, which the app always speaks) into the spelling of
// the gateway a connection profile describes; a value that gateway cannot take is refused before anything is sent.
import type { Enumerations } from '#shared/connection-profile';
import type { OperationName } from '#shared/data-service/operations';
import { GATEWAY_CATEGORY_EQUIVALENTS } from '#shared/data-service/params';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';

type Params = Readonly<Record<string, unknown>>;

const SORTED_LISTS: ReadonlySet<OperationName> = new Set(['search-property', 'search-new-projects']);

function mapped(value: unknown, table: Readonly<Record<string, string | undefined>>): unknown {
  return typeof value === 'string' ? (table[value] ?? value) : value;
}

/** Category values as the gateway takes them: gateway-only values kept, translated to the spec's, or refused. */
function wireCategories(values: readonly string[], enumerations: Enumerations, profileId: string): string[] {
  const takes = new Set<string>(enumerations.transactionCategoryExtras);
  const out = values.flatMap((value): readonly string[] => {
    const equivalent = GATEWAY_CATEGORY_EQUIVALENTS[value];
    if (equivalent === undefined || takes.has(value)) return [value];
    if (equivalent !== null) return equivalent;
    throw new AppFailure('validation', ref('error.profile.category', { value, profile: profileId }), {
      field: 'category_ids',
    });
  });
  return [...new Set(out)];
}

export function toWireParams(
  operation: OperationName,
  params: Params,
  enumerations: Enumerations,
  profileId: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  if (SORTED_LISTS.has(operation) && out.sort_order !== undefined) {
    out.sort_order = mapped(out.sort_order, enumerations.sortOrder);
  }
  if (operation === 'transactions') {
    if (out.sort_by !== undefined) {
      const value = mapped(out.sort_by, enumerations.transactionSort);
      delete out.sort_by;
      out[enumerations.transactionSortParam] = value;
    }
    if (Array.isArray(out.category_ids)) {
      out.category_ids = wireCategories(out.category_ids.map(String), enumerations, profileId);
    }
  }
  return out;
}
