// Every answer the app uses comes through here: a fresh cached answer, or one request (shared with any identical
// request in flight), normalized, cached with its raw body and upserted into the entity tables. When the service
// fails, the last good answer is served with its age; a failure never overwrites it.
import { AppFailure, appError, type AppError } from '#shared/errors';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { DataLang } from '#shared/domain/lang';
import type { DataAnswer, Provenance } from '#shared/ipc/contract';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { cacheKey, canonicalParams } from '../cache/cache-key';
import { isFresh, type CachePolicy } from '../cache/freshness';
import { validateParams, type DataServiceClient } from '../client/data-service-client';
import type { AreaUnit } from '../client/connection';
import { answerNotes } from '../normalize/answer-notes';
import { normalizeOptionsFor, normalizeOrThrow, type OperationResult } from '../normalize/normalize-operation';
import { readStoredResult } from '../normalize/result-shape';
import type { CacheStore } from '../store/cache-store';
import type { CachedResponse } from '../store/responses-repo';
import { normalizerTag } from '../normalize/version';
import { AnswerMemo } from './answer-memo';
import { outsideLocations } from './location-warning';
import type { SourceIdentity } from './source-identity';
import { LoopTurns } from '../client/loop-turns';
import { savedInstead } from './answer-warnings';
import { storeEntities } from './store-entities';
import { notSavedWarning } from './answer-warnings';

/** An answer as the contract carries it: normalized, with where and when it came from. */
export type Answer<N extends OperationName> = DataAnswer<N>;

export interface FetchOptions {
  policy?: CachePolicy;
  signal?: AbortSignal;
  /** The language the places a warning names are named in (the data's; English when not given). */
  lang?: DataLang;
}

export interface GatewayDeps {
  client: DataServiceClient;
  store: CacheStore;
  source: () => SourceIdentity;
  areaUnit: () => AreaUnit;
  /** The profile's link for images named only by id (a real detail's floor plan). */
  imageUrl?: () => string | null;
  now?: () => number;
  /** Told when a saved answer could not be read and was dropped (for a notice). */
  onUnreadable?: (operation: OperationName) => void;
  /** What a failed write to the cache stands for (a full disk, a read-only or locked cache), when it can tell. */
  asStorage?: (error: unknown) => AppFailure | null;
  /** Told when a paid answer could not be saved to the cache (it is shown and kept in memory all the same). */
  onNotSaved?: (failure: AppFailure | null, error: unknown) => void;
}

/** Paid answers the cache could not take, kept for the session (newest last); more than this drops the oldest. */
const UNSAVED_KEPT = 500;

/** Why a saved answer stands in for a fresh one: the failure's code and its sentence, for the window to word. */
function fallbackOf(error: AppError): NonNullable<Provenance['fallbackReason']> {
  return { code: error.code, message: error.message, ...(error.said ? { said: error.said } : {}) };
}

/** Failures for which an older cached answer is better than nothing. */
const FALL_BACK_ON = new Set([
  'offline',
  'timeout',
  'upstream',
  'rate-limited',
  'quota-exhausted',
  'malformed-response',
  'not-subscribed',
]);

export class DataGateway {
  private readonly inFlight = new Map<string, Promise<Answer<OperationName>>>();
  private readonly memo = new AnswerMemo();
  /**
   * Answers paid for that the cache could not take (a full disk, a locked or read-only cache): served as saved ones
   * for the rest of the session, so that looking again costs nothing.
   */
  private readonly unsaved = new Map<string, { fetchedAt: number; result: unknown; params: unknown; tag: string }>();
  /** Normalizing and storing a fetched page takes a turn of the event loop of its own (see loop-turns.ts). */
  private readonly turns = new LoopTurns();

  constructor(private readonly deps: GatewayDeps) {}

  private imageUrl(): string | null {
    return this.deps.imageUrl ? this.deps.imageUrl() : null;
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  /**
   * The policy a call runs under: the caller's (fresh-or-fetch when it names none), except that an offline run (the
   * CLI's --offline) reads the cache only, whatever the caller asked; the client refuses to send in any case.
   */
  policyFor(wanted: CachePolicy | undefined): CachePolicy {
    return this.deps.client.isOffline() ? 'offline' : (wanted ?? 'fresh-or-fetch');
  }

  async fetch<N extends OperationName>(
    operation: N,
    input: OperationInput<N>,
    options: FetchOptions = {},
  ): Promise<Answer<N>> {
    const params = validateParams(operation, input);
    const source = this.deps.source();
    const key = cacheKey(source.id, operation, params);
    const policy = this.policyFor(options.policy);
    const saved = this.readCached(operation, key, source, options.lang);
    const cached = saved?.row ?? null;
    if (policy === 'offline') {
      if (!saved)
        throw new AppFailure('offline', ref('error.offline.notFetched'), {
          workingOffline: true,
        });
      const answer = saved.answer(true);
      // Asked for a fresh answer in an offline run: say why the saved one is served (a snapshot refuses it).
      if (options.policy !== 'offline')
        answer.provenance.fallbackReason = fallbackOf(appError('offline', ref('error.offline.working')));
      return answer;
    }
    if (policy === 'fresh-or-fetch' && saved && isFresh(operation, saved.row.fetchedAt, this.now())) {
      return saved.answer(false);
    }
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<Answer<N>>;
    const request = this.request(operation, input, key, source, options).catch((error: unknown) => {
      if (saved && cached && error instanceof AppFailure && FALL_BACK_ON.has(error.appError.code)) {
        const answer = saved.answer(true);
        answer.provenance.fallbackReason = fallbackOf(error.appError);
        answer.warnings.unshift(savedInstead(error.appError.code, error.message, cached.fetchedAt));
        return answer;
      }
      throw error;
    });
    this.inFlight.set(key, request as Promise<Answer<OperationName>>);
    try {
      return await request;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async request<N extends OperationName>(
    operation: N,
    input: OperationInput<N>,
    key: string,
    source: SourceIdentity,
    options: FetchOptions,
  ): Promise<Answer<N>> {
    const raw = await this.deps.client.call(operation, input, options.signal);
    await this.turns.next();
    // An answer none of whose records can be read throws here: it is never cached or shown as "no results".
    const result = normalizeOrThrow(
      operation,
      raw.data,
      normalizeOptionsFor(this.deps.areaUnit(), input, this.imageUrl()),
    );
    const fetchedAt = raw.fetchedAt.getTime();
    const { store } = this.deps;
    const params = validateParams(operation, input);
    const tag = normalizerTag(this.deps.areaUnit());
    const storedParams = JSON.stringify(canonicalParams(operation, params));
    let notSaved: MessageRef | null = null;
    try {
      store.db.transaction(() => {
        store.responses.put({
          cacheKey: key,
          source: source.id,
          operation,
          params: storedParams,
          body: raw.body,
          fetchedAt,
          normalized: JSON.stringify(result),
          normalizer: tag,
        });
        storeEntities(store, source.id, operation, result, fetchedAt, params);
      })();
      this.unsaved.delete(key);
    } catch (error) {
      // Paid for: shown all the same, and kept for the session, whatever stopped the cache from taking it.
      const failure = this.deps.asStorage?.(error) ?? null;
      notSaved = notSavedWarning(failure?.appError.storage ?? null, failure?.message ?? String(error));
      this.keepUnsaved(key, { fetchedAt, result, params: JSON.parse(storedParams) as unknown, tag });
      this.deps.onNotSaved?.(failure, error);
    }
    this.memo.set(`${key}\u0000${tag}`, { fetchedAt, result, params: JSON.parse(storedParams) as unknown });
    const answer = this.answer(operation, result, input, source, fetchedAt, false, false, options.lang);
    if (notSaved) answer.warnings.unshift(notSaved);
    const serviceTime = Date.parse(raw.headers.get('date') ?? '');
    if (Number.isFinite(serviceTime)) answer.provenance.serviceTime = new Date(serviceTime).toISOString();
    return answer;
  }

  /** A saved answer's result, read from the cache only (nothing is sent, whatever the policy); null without one. */
  cachedResult<N extends OperationName>(operation: N, input: OperationInput<N>): OperationResult<N> | null {
    const source = this.deps.source();
    const key = cacheKey(source.id, operation, validateParams(operation, input));
    return this.readCached(operation, key, source)?.answer(true).result ?? null;
  }

  /**
   * The saved answer for a key, read and normalized; a saved answer that cannot be read (a damaged body) is
   * dropped from the cache and counted, so that it is fetched again when online instead of failing every time.
   */
  private readCached<N extends OperationName>(
    operation: N,
    key: string,
    source: SourceIdentity,
    lang?: DataLang,
  ): { row: Pick<CachedResponse, 'fetchedAt'>; answer: (stale: boolean) => Answer<N> } | null {
    const { responses } = this.deps.store;
    const tag = normalizerTag(this.deps.areaUnit());
    const memoKey = `${key}\u0000${tag}`;
    const savedAt = responses.fetchedAt(key);
    // A paid answer the cache could not take, newer than what it holds: served from memory.
    const kept = this.unsaved.get(key);
    if (kept && kept.tag === tag && (savedAt === null || savedAt < kept.fetchedAt)) {
      const params = kept.params as OperationInput<N>;
      const result = kept.result as OperationResult<N>;
      const row = { fetchedAt: kept.fetchedAt };
      return {
        row,
        answer: (stale) => this.answer(operation, result, params, source, row.fetchedAt, true, stale, lang),
      };
    }
    // A repeated hit: the answer served before, still the one saved; nothing to read, parse or normalize.
    const memo = this.memo.get(memoKey, savedAt);
    if (memo) {
      const params = memo.params as OperationInput<N>;
      const result = memo.result as OperationResult<N>;
      const row = { fetchedAt: memo.fetchedAt };
      return {
        row,
        answer: (stale) => this.answer(operation, result, params, source, row.fetchedAt, true, stale, lang),
      };
    }
    const row = responses.get(key);
    if (!row) return null;
    try {
      const params = JSON.parse(row.params) as OperationInput<N>;
      // The saved normalized form serves when these normalizers made it and it has the operation's shape (checked
      // on this first read only: a memo hit above is served as it is).
      let result = row.normalizer === tag ? readStoredResult(operation, row.normalized) : null;
      if (!result) {
        // Saved before the normalizers changed (or under another area unit), or damaged: normalized again from the
        // raw body once, and kept. A body that cannot be read either drops the row (below).
        const envelope = JSON.parse(row.body) as { data?: unknown };
        result = normalizeOrThrow(
          operation,
          envelope.data,
          normalizeOptionsFor(this.deps.areaUnit(), params, this.imageUrl()),
        );
        this.bestEffort(() => responses.saveNormalized(key, JSON.stringify(result), tag));
      }
      this.memo.set(memoKey, { fetchedAt: row.fetchedAt, result, params });
      return {
        row,
        answer: (stale) => this.answer(operation, result, params, source, row.fetchedAt, true, stale, lang),
      };
    } catch {
      this.memo.delete(memoKey);
      this.bestEffort(() => this.deps.store.responses.remove(key));
      this.unreadableDropped++;
      this.deps.onUnreadable?.(operation);
      return null;
    }
  }

  /** A tidy-up of the cache while reading it: a cache that cannot be written (read-only, locked, full) skips it. */
  private bestEffort(write: () => void): void {
    try {
      write();
    } catch {
      // Done again at the next read that can write.
    }
  }

  private keepUnsaved(key: string, entry: { fetchedAt: number; result: unknown; params: unknown; tag: string }): void {
    this.unsaved.delete(key);
    this.unsaved.set(key, entry);
    if (this.unsaved.size > UNSAVED_KEPT) this.unsaved.delete(this.unsaved.keys().next().value as string);
  }

  /** Saved answers dropped because they could not be read, since this gateway started. */
  unreadableDropped = 0;

  private answer<N extends OperationName>(
    operation: N,
    result: OperationResult<N>,
    input: OperationInput<N>,
    source: SourceIdentity,
    fetchedAt: number,
    fromCache: boolean,
    stale: boolean,
    lang?: DataLang,
  ): Answer<N> {
    const warnings: MessageRef[] = [];
    let placesMissed = false;
    const requested = (input as { location_ids?: unknown }).location_ids;
    const items = (result as { items?: unknown }).items;
    if (
      Array.isArray(items) &&
      items.length > 0 &&
      typeof items[0] === 'object' &&
      items[0] !== null &&
      'location' in items[0]
    ) {
      const ids =
        typeof requested === 'string'
          ? requested.split(',')
          : Array.isArray(requested)
            ? requested.map(String)
            : undefined;
      const placed = items.flatMap((i): { location: { name: string }[] }[] => {
        const { location, locationPath } = i as { location?: unknown; locationPath?: unknown };
        if (Array.isArray(location)) return [i as { location: { name: string }[] }];
        // A transaction names its place (and the places above it) in words only: compared by name.
        if (typeof location !== 'string') return [];
        const path = Array.isArray(locationPath) ? locationPath.filter((n): n is string => typeof n === 'string') : [];
        // The normalized trail usually ends with the place itself: named once, so one plain name stays one level.
        const trail = path.at(-1) === location ? path : [...path, location];
        return [{ location: trail.map((name) => ({ name })) }];
      });
      const outside = outsideLocations(this.deps.store, source.id, ids, placed, lang);
      if (outside) warnings.push(outside.warning);
      placesMissed = outside?.all === true;
    }
    warnings.push(...answerNotes(result, this.deps.areaUnit()));
    return {
      operation,
      result,
      provenance: { source: source.kind, fetchedAt: new Date(fetchedAt).toISOString(), fromCache, stale },
      warnings,
      ...(placesMissed ? { placesMissed } : {}),
    };
  }
}
