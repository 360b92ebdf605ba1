// Pulling by cursor: every change (an item written or deleted, a snapshot run stored) has a place in one server
// sequence, so a laptop offline for a week asks for everything after its cursor, page by page.
import { z } from 'zod';
import { cursorSchema, seqSchema } from './basics';
import { teamItemSchema } from './items';
import { runSummarySchema } from './snapshots';

export const MAX_CHANGES_PAGE = 1000;

export const changesQuerySchema = z.strictObject({
  after: cursorSchema.default('0'),
  limit: z.coerce.number<unknown>().int().min(1).max(MAX_CHANGES_PAGE).default(500),
});

/** A change is the item's state after it (only the latest state of an item is kept) or a stored snapshot run. */
export const changeSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('item'), seq: seqSchema, item: teamItemSchema }),
  z.strictObject({ type: z.literal('snapshot-run'), seq: seqSchema, run: runSummarySchema }),
]);
export type TeamChange = z.infer<typeof changeSchema>;

export const changesResponseSchema = z.strictObject({
  changes: z.array(changeSchema),
  /** Pass as `after` next time: the last change's seq (or the cursor asked, when nothing was new). */
  cursor: cursorSchema,
  /** More changes wait after this page: ask again at once. */
  more: z.boolean(),
});
export type ChangesResponse = z.infer<typeof changesResponseSchema>;
