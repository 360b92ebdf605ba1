// A request of one of the data service's 16 operations, as it crosses a boundary. Its own module, apart from the data
// channels: the window's first script reads a request back (a reload's last search), and bundling the channel
// registry beside it built every data channel's schema at start.
import { z } from 'zod';
import {
  OPERATIONS,
  OPERATION_NAMES,
  type OperationInput,
  type OperationName,
  type OperationParams,
} from '../../data-service/operations';
import { dataLangSchema, type DataLang } from '../../domain/lang';

export const CACHE_POLICIES = ['fresh-or-fetch', 'refresh', 'offline'] as const;
/** fresh-or-fetch: a fresh cached answer or a request; refresh: always a request; offline: the cache only. */
export type CachePolicy = (typeof CACHE_POLICIES)[number];

/** `lang`: the language the places a warning names are named in (the data's; English when not given). */
export type DataRequest = {
  [N in OperationName]: { operation: N; params: OperationInput<N>; policy?: CachePolicy; lang?: DataLang };
}[OperationName];
export type ParsedDataRequest = {
  [N in OperationName]: { operation: N; params: OperationParams<N>; policy?: CachePolicy; lang?: DataLang };
}[OperationName];

/**
 * `{ operation, params }` for any of the 16 operations, each with its own parameter schema. Made when first parsed
 * (z.lazy): built as the window's first script ran, it built every operation's schema before the first form.
 */
export const dataRequestSchema = z.lazy(() =>
  z.discriminatedUnion(
    'operation',
    OPERATION_NAMES.map((operation) =>
      z.strictObject({
        operation: z.literal(operation),
        params: OPERATIONS[operation].params,
        policy: z.enum(CACHE_POLICIES).optional(),
        /** The data language: the one place names in the answer's warnings are given in. */
        lang: dataLangSchema.optional(),
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  ),
) as unknown as z.ZodType<ParsedDataRequest, DataRequest>;
