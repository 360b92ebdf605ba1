// The compare panel: pins of up to eight items of one kind, kept in the workspace with a snapshot each, and their
// comparison: measures per kind, differences, the best value with its direction. It answers offline from the
// cache, the pins and the snapshots of watched firms; asked to refresh, it fetches each item's details first
// (spending requests).
import { formatRef } from '#shared/messages/messages';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { AppFailure, saidOf } from '#shared/errors';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import { MAX_PINS, type CompareKind, type PinInput, type SnapshotOf } from '#shared/compare/snapshots';
import { dataLangOf, type DataLang, type Languages } from '#shared/domain/lang';
import type { ExportResult } from '#shared/ipc/contract/export';
import type { ComparisonItem, ComparisonView, PinsView } from '#shared/ipc/contract/compare';
import type { AnyDataAnswer, ChannelParsedInput } from '#shared/ipc/contract';
import { comparisonSheets, comparisonTitle } from '../compare/compare-table';
import { finishRows, type RowSpec } from '../compare/differences';
import { sayIn, type Say } from '#shared/messages/messages';
import { locationNamesOf } from './location-names';
import { developerRows } from '../compare/developer-measures';
import { agencyRows, agentRows, type FirmContext } from '../compare/firm-measures';
import { listingRows } from '../compare/listing-measures';
import type { MarketFiguresSource } from '../compare/market-figures';
import {
  cachedItem,
  detailsRequest,
  figuresOf,
  cacheUpdate,
  keepable,
  labelOf,
  mergeNewer,
  parseSnapshot,
  speaks,
  stableJson,
} from '../compare/pin-data';
import { placeRows, projectRows } from '../compare/project-place-measures';
import type { DataRuntime } from '../data/data-runtime';
import { firmSnapshot } from '../portfolio/firm-snapshot';
import type { StoredPin } from '../store/workspace/compare-pins-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { FirmSnapshot } from '../portfolio/firm-snapshot';
import type { ExportService } from './export-service';

export interface CompareServiceDeps {
  workspace: Workspace;
  data: DataRuntime;
  exports: ExportService;
  /** Market figures: the analytics service, as the Market view and the property page ask it. */
  figures: () => MarketFiguresSource;
  now?: () => Date;
}

interface Current {
  pin: StoredPin;
  snapshot: SnapshotOf<CompareKind>;
  item: ComparisonItem;
}

/** A firm's record from a search, without the counts its details give. */
function lacksDetails(kind: CompareKind, snapshot: SnapshotOf<CompareKind>): boolean {
  if (kind !== 'agency' && kind !== 'agent') return false;
  const counts = snapshot as { propertiesForSale?: number | null; propertiesForRent?: number | null };
  return counts.propertiesForSale == null && counts.propertiesForRent == null;
}

export class CompareService {
  constructor(private readonly deps: CompareServiceDeps) {}

  private get source(): string {
    return this.deps.data.source().id;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async list(kind: CompareKind): Promise<PinsView> {
    const pins = (await this.deps.workspace.comparePins.list(this.source, kind)).map((p, position) => ({
      kind,
      id: p.itemId,
      label: p.label,
      position,
      pinnedAt: new Date(p.pinnedAt).toISOString(),
      snapshotAt: new Date(p.snapshotAt).toISOString(),
    }));
    return { kind, pins, max: MAX_PINS };
  }

  /** Every kind's pins, in COMPARE_KINDS's order. */
  async lists(): Promise<PinsView[]> {
    const views: PinsView[] = [];
    for (const kind of COMPARE_KINDS) views.push(await this.list(kind));
    return views;
  }

  async pin(input: PinInput, signal?: AbortSignal): Promise<PinsView> {
    const { kind, id } = input;
    this.deps.workspace.assertWritable();
    const pinned = await this.deps.workspace.comparePins.list(this.source, kind);
    if (!pinned.some((p) => p.itemId === id) && pinned.length >= MAX_PINS) {
      throw new AppFailure('validation', ref('error.compare.tooManyPins', { max: MAX_PINS }), {
        field: 'id',
      });
    }
    if (input.snapshot && input.snapshot.externalID !== id) {
      throw new AppFailure('validation', ref('error.compare.snapshotId'), {
        field: 'snapshot.externalID',
      });
    }
    let snapshot: SnapshotOf<CompareKind> | null = input.snapshot ?? null;
    if (!snapshot) {
      // Pinned by id alone (the CLI): its details, in English, the language every name has. The record a name
      // search left in the cache holds a name and a count or two, and pinned as it is, left most rows of the
      // comparison blank until a refresh; a fresh saved answer of the details costs no request.
      const held = this.fromCache(kind, id);
      await this.fetchDetails(kind, id, 'en', signal).catch((error: unknown) => {
        if (!(error instanceof AppFailure && this.deps.data.client.isOffline())) throw error;
        if (held) return;
        throw new AppFailure('offline', ref('error.compare.offlineNotCached', { kind }), {
          field: 'id',
          workingOffline: true,
        });
      });
      snapshot = this.fromCache(kind, id);
    } else if (lacksDetails(kind, snapshot)) {
      // Pinned from a search's row: a firm's search record holds its name and a total, not its counts for sale and
      // for rent, and the comparison showed those rows blank until a refresh. Its details are fetched now (a fresh
      // saved answer costs no request); when they cannot be had, the row as seen is pinned and Refresh fills it.
      const answer = await this.fetchDetails(kind, id, 'en', signal).catch(() => null);
      const details = answer ? this.fromCache(kind, id) : null;
      if (details) snapshot = mergeNewer(snapshot, figuresOf(details));
    }
    if (!snapshot) {
      throw new AppFailure('not-found', ref('error.compare.notCached', { kind }), {
        field: 'id',
      });
    }
    const at = this.now().getTime();
    await this.deps.workspace.comparePins.put({
      source: this.source,
      kind,
      itemId: id,
      label: labelOf(kind, snapshot),
      snapshot: JSON.stringify(snapshot),
      pinnedAt: at,
      snapshotAt: at,
    });
    return this.list(kind);
  }

  async unpin(kind: CompareKind, id: string): Promise<PinsView> {
    this.deps.workspace.assertWritable();
    // The pin goes and the others close ranks together: never a gap in the order for a failure to leave.
    const removed = await this.deps.workspace.unitOfWork(async (tx) => {
      if (!(await tx.comparePins.remove(this.source, kind, id))) return false;
      const left = await tx.comparePins.list(this.source, kind);
      await tx.comparePins.order(
        this.source,
        kind,
        left.map((p) => p.itemId),
      );
      return true;
    });
    if (!removed) throw new AppFailure('not-found', ref('error.compare.notPinned', { kind }), { field: 'id' });
    return this.list(kind);
  }

  async reorder(kind: CompareKind, ids: readonly string[]): Promise<PinsView> {
    this.deps.workspace.assertWritable();
    const current = (await this.deps.workspace.comparePins.list(this.source, kind)).map((p) => p.itemId);
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) {
      throw new AppFailure('validation', ref('error.compare.reorder', { kind }), {
        field: 'ids',
      });
    }
    await this.deps.workspace.comparePins.order(this.source, kind, ids);
    return this.list(kind);
  }

  async clear(kind: CompareKind): Promise<PinsView> {
    this.deps.workspace.assertWritable();
    await this.deps.workspace.comparePins.clear(this.source, kind);
    return this.list(kind);
  }

  private fromCache(kind: CompareKind, id: string): SnapshotOf<CompareKind> | null {
    const cached = cachedItem(this.deps.data.store, this.source, kind, id);
    if (!cached) return null;
    const parsed = parseSnapshot(kind, cached.data);
    return parsed.ok ? parsed.value : null;
  }

  /**
   * Fetches an item's details when the data service has an operation for it (a fresh saved answer serves; an offline
   * run reads the cache only); null when there is no such operation.
   */
  private async fetchDetails(
    kind: CompareKind,
    id: string,
    dataLang: DataLang,
    signal?: AbortSignal,
  ): Promise<AnyDataAnswer | null> {
    const request = detailsRequest(kind, id, dataLang);
    if (!request) return null;
    return (await this.deps.data.gateway.fetch(request.operation, request.params as never, {
      policy: 'fresh-or-fetch',
      ...(signal ? { signal } : {}),
    })) as AnyDataAnswer;
  }

  /** The pins of a kind with their newest data: fetched now (on refresh), from the cache, or as pinned. */
  private async current(
    kind: CompareKind,
    dataLang: DataLang,
    refresh: boolean,
    warnings: MessageRef[],
    signal?: AbortSignal,
  ): Promise<Current[]> {
    const out: Current[] = [];
    for (const pin of await this.deps.workspace.comparePins.list(this.source, kind)) {
      let stored: SnapshotOf<CompareKind> | null = null;
      try {
        const parsed = parseSnapshot(kind, JSON.parse(pin.snapshot) as unknown);
        if (parsed.ok) stored = parsed.value;
        else warnings.push(ref('compare.pinUnreadable', { label: pin.label, reason: parsed.error }));
      } catch {
        warnings.push(ref('compare.pinNotJson', { label: pin.label }));
      }
      let fresh = false;
      if (refresh) {
        let reason: MessageRef | null = null;
        try {
          const answer = await this.fetchDetails(kind, pin.itemId, dataLang, signal);
          // An older saved answer served instead (offline, or the service failing) is no refresh.
          fresh = answer !== null && !answer.provenance.stale;
          if (answer?.provenance.stale) {
            const fallback = answer.provenance.fallbackReason;
            reason = fallback ? saidOf(fallback) : ref('compare.noFreshAnswer');
          }
        } catch (error) {
          reason = error instanceof AppFailure ? saidOf(error.appError) : ref('compare.serviceFailed');
        }
        if (reason) warnings.push(ref('compare.notRefreshed', { label: pin.label, reason }));
      }
      const cached = cachedItem(this.deps.data.store, this.source, kind, pin.itemId);
      const parsedCache = cached ? parseSnapshot(kind, cached.data) : null;
      const fromCache = parsedCache?.ok ? parsedCache.value : null;
      // A cached copy in another language than the panel's updates the pin's figures, not its words.
      const newer = fromCache ? cacheUpdate(fromCache, stored, dataLang) : null;
      const snapshot = stored && newer ? mergeNewer(stored, newer) : (newer ?? stored);
      if (!snapshot) {
        warnings.push(ref('compare.leftOut', { label: pin.label }));
        continue;
      }
      const basis: ComparisonItem['basis'] = fromCache ? (fresh ? 'fresh' : 'cache') : 'snapshot';
      const asOf = fromCache && cached ? cached.fetchedAt : pin.snapshotAt;
      // What the pin keeps: newer figures and the title in every language seen, never another language's words
      // in place of those the broker pinned (the panel reads them in the language it is shown in).
      const kept = stored && fromCache ? mergeNewer(stored, keepable(fromCache)) : snapshot;
      await this.keepNewer(pin, kind, kept, stored);
      out.push({
        pin,
        snapshot,
        item: {
          id: pin.itemId,
          label: pin.label,
          position: out.length,
          pinnedAt: new Date(pin.pinnedAt).toISOString(),
          asOf: new Date(asOf).toISOString(),
          basis,
        },
      });
    }
    return out;
  }

  /** Saves what the cache added to a pin, so the panel shows it offline later (a read-only workspace skips this). */
  private async keepNewer(
    pin: StoredPin,
    kind: CompareKind,
    snapshot: SnapshotOf<CompareKind>,
    stored: SnapshotOf<CompareKind> | null,
  ): Promise<void> {
    const { mode } = this.deps.workspace;
    if (mode === 'backup-read-only' || mode === 'read-only') return;
    if (stored && stableJson(stored) === stableJson(snapshot)) return;
    const json = JSON.stringify(snapshot);
    try {
      await this.deps.workspace.comparePins.refresh({
        source: this.source,
        kind,
        itemId: pin.itemId,
        label: labelOf(kind, snapshot),
        snapshot: json,
        snapshotAt: this.now().getTime(),
      });
    } catch {
      // A keepsake for offline use, not the answer asked for: a full disk or a locked workspace skips it.
    }
  }

  /**
   * A pinned listing's record as the comparison reads it (the newest cached copy over what the pin kept), with no
   * request: what a client report started from the panel is filled from.
   */
  async listing(id: string): Promise<SnapshotOf<'listing'>> {
    const pin = (await this.deps.workspace.comparePins.list(this.source, 'listing')).find((p) => p.itemId === id);
    if (!pin) throw new AppFailure('not-found', ref('error.compare.listingNotPinned', { id }), { field: 'id' });
    let stored: SnapshotOf<'listing'> | null = null;
    try {
      const parsed = parseSnapshot('listing', JSON.parse(pin.snapshot) as unknown);
      if (parsed.ok) stored = parsed.value;
    } catch {
      // An unreadable pin: the cache may still hold the listing.
    }
    const cached = cachedItem(this.deps.data.store, this.source, 'listing', id);
    const parsedCache = cached ? parseSnapshot('listing', cached.data) : null;
    const fromCache = parsedCache?.ok ? parsedCache.value : null;
    const record = stored && fromCache ? mergeNewer(stored, fromCache) : (fromCache ?? stored);
    if (!record) throw new AppFailure('not-found', ref('error.compare.listingUnreadable', { id }));
    return record;
  }

  async view(kind: CompareKind, languages: Languages, refresh = false, signal?: AbortSignal): Promise<ComparisonView> {
    const warnings: MessageRef[] = [];
    const say = sayIn(languages.lang);
    const items = await this.current(kind, languages.dataLang, refresh, warnings, signal);
    const rows = await this.rows(
      kind,
      items.map((i) => i.snapshot),
      languages,
      say,
    );
    return {
      kind,
      items: items.map((i) => ({ ...i.item, label: labelOf(kind, i.snapshot, languages.dataLang) })),
      rows: finishRows(rows, say),
      warnings,
      untranslated: items.filter((i) => !speaks(i.snapshot, languages.dataLang)).map((i) => i.item.id),
    };
  }

  private async rows(
    kind: CompareKind,
    snapshots: SnapshotOf<CompareKind>[],
    { lang, dataLang }: Languages,
    say: Say,
  ): Promise<RowSpec[]> {
    const { store } = this.deps.data;
    const source = this.source;
    // The measures read each firm's latest snapshot as they go: read those of the pinned firms first.
    const firmSnapshots = new Map<string, FirmSnapshot | null>();
    if (kind === 'agent' || kind === 'agency' || kind === 'developer') {
      for (const snapshot of snapshots) {
        const id = (snapshot as { externalID: string }).externalID;
        firmSnapshots.set(id, await firmSnapshot(this.deps.workspace, kind, id, source));
      }
    }
    const firms: FirmContext = {
      say,
      heldBy: (by, id) => store.listings.heldBy(source, by, id),
      projectsOf: (id) => store.entities.projectsOf(source, id).map((d) => JSON.parse(d) as unknown),
      snapshotOf: (firmKind, id) => (firmKind === kind ? (firmSnapshots.get(id) ?? null) : null),
    };
    switch (kind) {
      case 'listing':
        return listingRows(snapshots as SnapshotOf<'listing'>[], {
          lang,
          dataLang,
          now: this.now(),
          figures: this.deps.figures(),
          placeNames: (names) => locationNamesOf(names, store.entities.locationsNamed(source, names)),
        });
      case 'project':
        return projectRows(snapshots as SnapshotOf<'project'>[], lang, dataLang);
      case 'agent':
        return agentRows(snapshots as SnapshotOf<'agent'>[], firms);
      case 'agency':
        return agencyRows(snapshots as SnapshotOf<'agency'>[], firms);
      case 'developer':
        return developerRows(snapshots as SnapshotOf<'developer'>[], firms);
      case 'place':
        return placeRows(snapshots as SnapshotOf<'place'>[], {
          lang,
          dataLang,
          figures: this.deps.figures(),
          placeNames: (names) => locationNamesOf(names, store.entities.locationsNamed(source, names)),
        });
    }
  }

  async export(input: ChannelParsedInput<'compare:export'>, signal?: AbortSignal): Promise<ExportResult> {
    const languages = { lang: input.presentation.lang, dataLang: dataLangOf(input.presentation) };
    const view = await this.view(input.kind, languages, false, signal);
    if (view.items.length === 0) {
      throw new AppFailure('validation', ref('error.compare.nothingToExport', { kind: input.kind }), { field: 'kind' });
    }
    const times = view.items
      .map((i) => i.asOf)
      .filter((t): t is string => t !== null)
      .sort();
    const lang = input.presentation.lang;
    const say = sayIn(lang);
    return this.deps.exports.exportTable(
      {
        format: input.format,
        destination: input.destination,
        ...(input.fileName ? { fileName: input.fileName } : {}),
        presentation: input.presentation,
        title: comparisonTitle(view, lang),
        // The kind is in the title ("Comparison of listings"); each item by its name and id.
        parameters: view.items.map((item, i) => ({
          name: say('compareAbout.itemParameter', { n: i + 1 }),
          value: `${item.label} (${item.id})`,
        })),
        fetched: { oldest: times[0] ?? null, newest: times.at(-1) ?? null },
        // The workbook is an edge: what was said is worded in its language.
        notes: [say('compareAbout.colours'), ...view.warnings.map((w) => formatRef(lang, w))],
        sheets: comparisonSheets(view, input.presentation),
        csvSheet: 0,
      },
      signal,
    );
  }
}
