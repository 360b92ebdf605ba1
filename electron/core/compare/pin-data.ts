// Where a pinned item's data comes from: the offline cache's newest copy of it (any answer that listed it), the
// data service when the broker asks for fresh details, or the snapshot the pin kept. Everything read back is
// checked against the pin's schema; what fails is named, never shown half-read.
import { describeZodError, saidOf } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { DATA_LANGS, pickText, type DataLang } from '#shared/domain/lang';
import { SNAPSHOT_SCHEMAS, type CompareKind, type SnapshotOf } from '#shared/compare/snapshots';
import type { DataRequest } from '#shared/ipc/contract/data';
import type { CacheStore } from '../store/cache-store';
import type { EntityKind } from '../store/entities-repo';

const ENTITY_KIND: Readonly<Record<Exclude<CompareKind, 'listing'>, EntityKind>> = {
  project: 'project',
  agent: 'agent',
  agency: 'agency',
  developer: 'developer',
  place: 'location',
};

/** The request that fetches an item's details, for kinds the data service has one for. */
export function detailsRequest(kind: CompareKind, id: string, lang: DataLang): DataRequest | null {
  switch (kind) {
    case 'listing':
      return { operation: 'property-details', params: { external_id: id, langs: lang } };
    case 'agent':
      return { operation: 'agent-details', params: { agent_id: id, langs: lang } };
    case 'agency':
      return { operation: 'agency-details', params: { agency_id: id } };
    default:
      return null;
  }
}

export type Parsed<K extends CompareKind> = { ok: true; value: SnapshotOf<K> } | { ok: false; error: MessageRef };

export function parseSnapshot<K extends CompareKind>(kind: K, value: unknown): Parsed<K> {
  const parsed = SNAPSHOT_SCHEMAS[kind].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as SnapshotOf<K> };
  return { ok: false, error: saidOf(describeZodError(parsed.error, ref('error.subject.pin', { kind }))) };
}

/** The newest copy of an item in the offline cache, with when it was fetched. */
export function cachedItem(
  store: CacheStore,
  source: string,
  kind: CompareKind,
  id: string,
): { data: unknown; fetchedAt: number } | null {
  const entry =
    kind === 'listing' ? store.listings.entry(source, id) : store.entities.entry(source, ENTITY_KIND[kind], id);
  if (!entry) return null;
  try {
    return { data: JSON.parse(entry.data) as unknown, fetchedAt: entry.fetchedAt };
  } catch {
    return null;
  }
}

/** A text in several languages ({ en: …, ar: … }), as listing and project titles are. */
function isLocalized(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([k, v]) => (DATA_LANGS as readonly string[]).includes(k) && typeof v === 'string')
  );
}

/**
 * A newer copy over an older one: fields the newer copy lacks (a list answer has no "for sale" count that the
 * details had) keep their older values rather than turning empty, and a text in several languages keeps the
 * languages only the older copy had.
 */
export function mergeNewer<T extends object>(older: T, newer: T): T {
  const merged: Record<string, unknown> = { ...(older as Record<string, unknown>) };
  for (const [key, value] of Object.entries(newer)) {
    if (value === null || value === undefined) continue;
    const before = merged[key];
    merged[key] = isLocalized(before) && isLocalized(value) ? { ...before, ...value } : value;
  }
  return merged as T;
}

/**
 * Whether a copy of an item was fetched in `lang`. Answers come in the language of the window that asked, so the
 * cache's newest copy of a pinned listing may be another language's (its title says which). Copies without a
 * text in several languages (firms, whose names do not change with the language) always count as speaking it.
 */
export function speaks(copy: object, lang: DataLang): boolean {
  const title = (copy as { title?: unknown }).title;
  return !isLocalized(title) || typeof title[lang] === 'string';
}

/** The fields whose words depend on the language the copy was fetched in (the place trail, amenities). */
const LANGUAGE_WORDS = ['title', 'location', 'amenities'] as const;

/**
 * What of a cached copy updates a pin shown in `lang`: all of it when it speaks `lang` (or nothing was pinned), else
 * its figures only. A copy in a third language (pinned in English, refreshed in Arabic, read in Russian) never puts
 * its place names beside the pin's English title: the pin keeps one language throughout.
 */
export function cacheUpdate<T extends object>(cached: T, stored: T | null, lang: DataLang): T {
  return stored && !speaks(cached, lang) ? figuresOf(cached) : cached;
}

/** A copy without its language's words: its figures can update a pin without turning its text foreign. */
export function figuresOf<T extends object>(copy: T): T {
  const out: Record<string, unknown> = { ...(copy as Record<string, unknown>) };
  for (const key of LANGUAGE_WORDS) delete out[key];
  return out as T;
}

/** JSON with keys in a fixed order, so that two copies of the same data compare equal however they were built. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the panel calls an item. */
export function labelOf(kind: CompareKind, snapshot: SnapshotOf<CompareKind>, lang: DataLang = 'en'): string {
  const s = snapshot as { externalID: string; title?: Record<string, string> | null; name?: unknown };
  if (kind === 'listing' || kind === 'project') return pickText(s.title ?? {}, lang) || s.externalID;
  if (typeof s.name === 'string') return s.name || s.externalID;
  if (s.name && typeof s.name === 'object') return pickText(s.name as Record<string, string>, lang) || s.externalID;
  return s.externalID;
}

/** What a cached copy may add to a pin for good: its figures and its title's languages. */
export function keepable<T extends object>(copy: T): T {
  const title = (copy as { title?: unknown }).title;
  return { ...figuresOf(copy), ...(isLocalized(title) ? { title } : {}) } as T;
}
