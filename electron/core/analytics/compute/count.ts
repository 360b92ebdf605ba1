// Counts stored transactions of one place scope matching a list's filters over a span of days.
import { COMPLETION_CODE, PURPOSE_CODE, scopeKey, type ColumnStore } from '../columns/column-store';
import type { CountRequest } from './request';
import { gatherSample } from './sample';

export function countRows(store: ColumnStore, request: CountRequest): number {
  return gatherSample(store, [scopeKey(request.source, request.placeId, request.category)], {
    purpose: PURPOSE_CODE[request.purpose],
    beds: request.beds,
    completion: COMPLETION_CODE[request.completion] ?? 0,
    fromDay: request.fromDay,
    toDay: request.toDay,
  }).n;
}
