// The team workspace on this laptop: join a team server with an invite (the member token goes to the keychain, one
// entry per data folder), say where membership and sync stand, share a saved search or a watch, sync (push the
// outbox, then pull every change after the cursor), leave (keeping a local copy of everything shared). Local edits
// of shared items are queued by the saved-search and watchlist services through `TeamChangeLog`, in the same unit of
// work as the edit, so an edit offline is pushed when the server is back.
import { hostname } from 'node:os';
import { AppFailure, englishOf, saidOf } from '#shared/errors';
import type { TeamStatus, TeamSyncResult } from '#shared/ipc/contract';
import { createTeamClient, type TeamClient } from '#shared/team/client';
import type { TeamError } from '#shared/team/errors';
import type { TeamRole } from '#shared/team/basics';
import type { InviteResponse, MemberListing, TeamMember } from '#shared/team/members';
import { parseToken } from '#shared/team/tokens';
import type { EventBus } from '../events';
import type { NoticeBoard } from '../notices';
import type { MembershipRow, SyncedKind } from '../store/workspace/team-repo';
import type { Workspace, WorkspaceTx } from '../store/workspace/workspace';
import { queueChange, shareItem } from '../team/share-queue';
import type { MemberTokenKeeper } from '../team/member-token';
import { AutoSync } from '../team/auto-sync';
import { readSyncError, storedSyncError } from '../team/sync-error';
import { syncWithTeam } from '../team/sync-run';
import type { WatchItem } from '#shared/domain/portfolio';
import { ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

/** What the saved-search and watchlist services tell the team service, inside their own units of work (`tx`). */
export interface TeamChangeLog {
  savedChanged(tx: WorkspaceTx, id: number): Promise<void>;
  /** Called before the row is deleted, while its team link can still be read. */
  savedDeleting(tx: WorkspaceTx, id: number): Promise<void>;
  watchChanged(tx: WorkspaceTx, id: number): Promise<void>;
  watchRemoved(tx: WorkspaceTx, id: number): Promise<void>;
  noteChanged(tx: WorkspaceTx, id: number): Promise<void>;
  noteRemoved(tx: WorkspaceTx, id: number): Promise<void>;
}

export interface TeamServiceOptions {
  workspace: Workspace;
  tokens: MemberTokenKeeper;
  notices: NoticeBoard;
  events: EventBus;
  /** The data source a pulled snapshot is recorded under (the one this laptop's history reads). */
  source: () => string;
  now?: () => number;
  /** Another fetch (tests). */
  fetch?: typeof fetch;
  /** How long a team lease lasts without renewal, in seconds (tests shorten it); renewed every third of it. */
  leaseSeconds?: number;
}

/** The team lease held for one snapshot run: renewed while the run lasts, released when it ends. */
export interface TeamLeaseHold {
  release(): Promise<void>;
}

/**
 * How long a team lease lasts without renewal. A running snapshot renews it every third of this, and releases it when
 * it ends; a laptop that dies mid-run stops renewing, and the lease ends by time, as the local lease does.
 */
export const TEAM_LEASE_SECONDS = 1800;

/** The team server's refusal as the core's failure, its sentence kept as the server (or the team client) said it. */
function failureOf(error: TeamError, server: string): AppFailure {
  const said = saidOf(error);
  switch (error.code) {
    case 'unavailable':
      return new AppFailure('offline', said);
    case 'invalid':
      return new AppFailure('validation', said, error.field ? { field: error.field } : {});
    case 'unauthorized':
    case 'revoked':
    case 'foreign-token':
    case 'invite-unusable':
    case 'forbidden':
      return new AppFailure('bad-key', ref('error.team.refused', { server, said }));
    case 'rate-limited':
      return new AppFailure('rate-limited', said);
    default:
      return new AppFailure('upstream', ref('error.team.answered', { server, said }));
  }
}

/** The membership row, or the failure that says this data folder has not joined. */
function joined(row: MembershipRow | null): MembershipRow {
  if (!row) {
    throw new AppFailure('validation', ref('error.team.notJoined'), {
      field: 'team',
    });
  }
  return row;
}

export class TeamService implements TeamChangeLog {
  private readonly now: () => number;
  private syncing: Promise<TeamSyncResult> | null = null;
  private auto: AutoSync | null = null;

  constructor(private readonly options: TeamServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  private get team() {
    return this.options.workspace.team;
  }

  private async membership(): Promise<MembershipRow> {
    return joined(await this.team.membership());
  }

  private async client(row: MembershipRow): Promise<TeamClient> {
    const token = await this.options.tokens.get();
    if (!token) {
      throw new AppFailure('bad-key', ref('error.team.noToken', { server: row.server_url }));
    }
    return createTeamClient({
      baseUrl: row.server_url,
      token,
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });
  }

  async status(check = false): Promise<TeamStatus> {
    const row = await this.team.membership();
    let reachable: boolean | null = null;
    if (row && check) {
      const me = await (await this.client(row)).call('me', {});
      reachable = me.ok;
      if (me.ok) {
        this.options.workspace.assertWritable();
        await this.team.updateMember(me.value.member.role, me.value.member.name, me.value.team.name);
      }
    }
    return this.describe(reachable);
  }

  private async describe(reachable: boolean | null): Promise<TeamStatus> {
    const row = await this.team.membership();
    const shared = await this.team.sharedCounts();
    const token = row && (await this.options.tokens.get()) !== null ? await this.options.tokens.where() : null;
    const lastError = row?.sync_error ? readSyncError(row.sync_error) : null;
    return {
      joined: row !== null,
      server: row?.server_url ?? null,
      team: row?.team_name ?? null,
      member: row?.member_name ?? null,
      role: row?.role ?? null,
      device: row?.device ?? null,
      cursor: row?.cursor ?? null,
      lastSyncAt: row?.synced_at ? new Date(row.synced_at).toISOString() : null,
      lastError: lastError ? englishOf(lastError) : null,
      lastErrorSaid: lastError,
      outbox: await this.team.pending(),
      shared,
      token,
      reachable,
    };
  }

  /**
   * Joins with an invite (exchanged once for a member token, kept in the keychain), or, without one, with the
   * member token AQAR_TEAM_TOKEN gives. Then pulls what the team already shares.
   */
  async join(input: { server: string; token?: string | undefined; device?: string | undefined }): Promise<TeamStatus> {
    this.options.workspace.assertWritable();
    const existing = await this.team.membership();
    if (existing) {
      throw new AppFailure(
        'validation',
        ref('error.team.alreadyMember', {
          team: existing.team_name,
          server: existing.server_url,
          member: existing.member_name,
        }),
        { field: 'server' },
      );
    }
    const server = input.server.replace(/\/+$/, '');
    const fetchOption = this.options.fetch ? { fetch: this.options.fetch } : {};
    let token: string;
    if (input.token) {
      const parsed = parseToken(input.token);
      if (parsed?.kind !== 'invite') {
        throw new AppFailure('validation', ref('error.team.notInvite'), {
          field: 'token',
        });
      }
      // Said before the invite is spent: an invite works once.
      await this.options.tokens.assertCanKeep();
      const joined = await createTeamClient({ baseUrl: server, ...fetchOption }).call('join', {
        inviteToken: input.token,
        deviceName: input.device ?? (hostname().slice(0, 100) || 'laptop'),
      });
      if (!joined.ok) throw failureOf(joined.error, server);
      token = joined.value.memberToken;
      await this.options.tokens.set(token);
    } else {
      const fromEnv = this.options.tokens.fromEnvironment ? await this.options.tokens.get() : null;
      if (!fromEnv) {
        throw new AppFailure('validation', ref('error.team.giveInvite'), { field: 'token' });
      }
      token = fromEnv;
    }
    const me = await createTeamClient({ baseUrl: server, token, ...fetchOption }).call('me', {});
    if (!me.ok) throw failureOf(me.error, server);
    await this.team.join({
      server_url: server,
      team_id: me.value.team.id,
      team_name: me.value.team.name,
      member_id: me.value.member.id,
      member_name: me.value.member.name,
      role: me.value.member.role,
      device: me.value.device,
      joined_at: this.now(),
    });
    await this.sync();
    return this.describe(true);
  }

  /** Leaves the team on this laptop: the token is forgotten, everything shared stays here as the broker's own. */
  async leave(): Promise<{ left: boolean; kept: TeamStatus['shared']; unsent: number }> {
    this.options.workspace.assertWritable();
    if (!(await this.team.membership())) {
      const none = { savedSearches: 0, watches: 0, notes: 0, compareBoards: 0, reports: 0 };
      return { left: false, kept: none, unsent: 0 };
    }
    const kept = await this.team.sharedCounts();
    // Changes not yet pushed stay in the local rows; the team never hears of them.
    const unsent = (await this.team.pending()).waiting;
    // The membership, the outbox and every team link go together: a leave half done would push to a team left.
    await this.options.workspace.unitOfWork((tx) => tx.team.leave());
    await this.options.tokens.clear();
    return { left: true, kept, unsent };
  }

  /**
   * An admin invites a colleague (or adds a device for a member): the invite is shown once, to be given to them; the
   * server keeps only its hash. An admin changes a role or revokes a member, whose access ends at once.
   */
  async invite(name: string, role: TeamRole): Promise<InviteResponse> {
    const row = await this.membership();
    const answer = await (await this.client(row)).call('invite', { name, role });
    if (!answer.ok) throw failureOf(answer.error, row.server_url);
    return answer.value;
  }

  async setRole(name: string, role: TeamRole): Promise<TeamMember> {
    const row = await this.membership();
    const answer = await (await this.client(row)).call('role', { name, role });
    if (!answer.ok) throw failureOf(answer.error, row.server_url);
    return answer.value.member;
  }

  async revoke(name: string): Promise<TeamMember> {
    const row = await this.membership();
    const answer = await (await this.client(row)).call('revoke', { name });
    if (!answer.ok) throw failureOf(answer.error, row.server_url);
    return answer.value.member;
  }

  async members(): Promise<MemberListing[]> {
    const row = await this.membership();
    const answer = await (await this.client(row)).call('members', {});
    if (!answer.ok) throw failureOf(answer.error, row.server_url);
    return answer.value.members;
  }

  /**
   * Shares a local saved search, watch, note, compare board or kept report (a watched saved search shares its search
   * too): in the caller's unit of work when given one (a note written and shared at once), else in its own.
   */
  async share(kind: SyncedKind, localId: number, inUnit?: WorkspaceTx): Promise<TeamStatus['outbox']> {
    this.options.workspace.assertWritable();
    const row = joined(await (inUnit ?? this.options.workspace).team.membership());
    if (row.role === 'viewer') {
      throw new AppFailure('validation', ref('error.team.viewerCannotShare', { team: row.team_name }), {
        field: 'team',
      });
    }
    const share = (tx: WorkspaceTx) => shareItem(tx, row, kind, localId, this.now());
    if (inUnit) {
      await share(inUnit);
      this.syncSoon();
      return inUnit.team.pending();
    }
    await this.options.workspace.unitOfWork(share);
    this.syncSoon();
    return this.team.pending();
  }

  /**
   * An admin makes a saved search or a watch team-wide (the team's: only admins change it), or gives it back to its
   * author; one not shared yet is shared with it. Said at once to a member or a viewer, nothing queued: the server
   * would refuse it.
   */
  async setTeamWide(kind: 'saved-search' | 'watch', localId: number, teamWide: boolean): Promise<TeamStatus['outbox']> {
    this.options.workspace.assertWritable();
    const row = await this.membership();
    if (row.role !== 'admin') {
      throw new AppFailure('validation', ref('error.team.adminOnly', { team: row.team_name, role: row.role }), {
        field: 'team',
      });
    }
    await this.options.workspace.unitOfWork(async (tx) => {
      await shareItem(tx, row, kind, localId, this.now());
      await queueChange(tx, kind, localId, 'upsert', this.now(), teamWide);
      await tx.team.markTeamWide(kind, localId, teamWide);
    });
    this.syncSoon();
    return this.team.pending();
  }

  private async queueUpsert(tx: WorkspaceTx, kind: SyncedKind, localId: number): Promise<void> {
    if (await queueChange(tx, kind, localId, 'upsert', this.now())) this.syncSoon();
  }

  private async queueDelete(tx: WorkspaceTx, kind: SyncedKind, localId: number): Promise<void> {
    if (await queueChange(tx, kind, localId, 'delete', this.now())) this.syncSoon();
  }

  savedChanged(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueUpsert(tx, 'saved-search', id);
  }

  savedDeleting(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueDelete(tx, 'saved-search', id);
  }

  watchChanged(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueUpsert(tx, 'watch', id);
  }

  watchRemoved(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueDelete(tx, 'watch', id);
  }

  noteChanged(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueUpsert(tx, 'note', id);
  }

  noteRemoved(tx: WorkspaceTx, id: number): Promise<void> {
    return this.queueDelete(tx, 'note', id);
  }

  /** A shared compare board or kept report changed here (called inside the caller's unit of work). */
  itemChanged(tx: WorkspaceTx, kind: 'compare-board' | 'report', id: number): Promise<void> {
    return this.queueUpsert(tx, kind, id);
  }

  /** A shared compare board or kept report removed here (softly: the row keeps its team link). */
  itemRemoved(tx: WorkspaceTx, kind: 'compare-board' | 'report', id: number): Promise<void> {
    return this.queueDelete(tx, kind, id);
  }

  /** This laptop's member name while it is in a team (a note written now carries it), or null. */
  async memberName(): Promise<string | null> {
    return (await this.team.membership())?.member_name ?? null;
  }

  /**
   * Whether this laptop's member may change a shared item written by `author`: its author, or an admin; a team-wide
   * one, only an admin.
   */
  async mayEdit(author: string | null, teamWide = false): Promise<boolean> {
    const row = await this.team.membership();
    if (!row || author === null) return true;
    if (teamWide) return row.role === 'admin';
    return row.role === 'admin' || (row.role === 'member' && author === row.member_name);
  }

  /** The app's own syncing (see AutoSync): every minute, shortly after a local change, and when the server says so. */
  startAuto(log: Log): void {
    this.auto ??= new AutoSync({
      sync: () => this.sync(),
      ready: async () => this.options.workspace.mode === 'normal' && (await this.team.membership()) !== null,
      client: async () => {
        const row = await this.team.membership();
        return row ? this.client(row).catch(() => null) : null;
      },
      cursor: async () => (await this.team.membership())?.cursor ?? null,
      onRevoked: (said) => {
        void this.team
          .noteSync(null, storedSyncError(said))
          .catch((error: unknown) => log(ref('log.team.noticeNotKept'), error));
        this.options.notices.raise({ key: 'team-revoked', level: 'warning', said });
      },
      log,
    });
  }

  async stopAuto(): Promise<void> {
    const auto = this.auto;
    this.auto = null;
    await auto?.stop();
    await this.syncing?.catch(() => undefined);
  }

  private syncSoon(): void {
    this.auto?.soon();
  }

  /**
   * The team lease for a snapshot of a shared watch, whatever started it (the schedule, Snapshot now, the CLI): a
   * hold renewed while the run lasts and released when it ends; null when there is no lease to take (not a shared
   * watch, a viewer, no server to ask: offline, a snapshot here is still the broker's). A colleague holding it is
   * refused as busy, naming them: their run is pulled at the next sync, spending nothing here.
   */
  async teamLease(item: WatchItem): Promise<TeamLeaseHold | null> {
    const row = await this.team.membership();
    const watchId = row && (await this.team.itemOf('watch', item.id))?.itemId;
    if (!row || !watchId || row.role === 'viewer') return null;
    const client = await this.client(row).catch(() => null);
    if (!client) return null;
    const ttlSeconds = this.options.leaseSeconds ?? TEAM_LEASE_SECONDS;
    const answer = await client.call('leaseAcquire', { watchId, ttlSeconds });
    if (!answer.ok) return null;
    if (!answer.value.granted) {
      const lease = answer.value.lease;
      throw new AppFailure(
        'busy',
        lease
          ? ref('error.team.leaseHeld', {
              member: lease.holder.member.name,
              device: lease.holder.device,
              name: item.name,
              until: lease.expiresAt,
            })
          : ref('error.team.leaseRefused', { name: item.name }),
        { field: 'itemId' },
      );
    }
    // Renewed while the run lasts: a run longer than the lease keeps it (a colleague would otherwise pay again).
    const timer = setInterval(
      () => void client.call('leaseRenew', { watchId, ttlSeconds }).catch(() => undefined),
      (ttlSeconds * 1000) / 3,
    );
    timer.unref();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(timer);
        // Let go at once, so a colleague's schedule need not wait for it to expire; offline, it expires by time.
        await client.call('leaseRelease', { watchId }).catch(() => undefined);
      },
    };
  }

  /** Pushes the outbox, then pulls every change after the cursor. One sync at a time; a second call joins it. */
  sync(): Promise<TeamSyncResult> {
    this.syncing ??= this.syncOnce()
      .then((result) => {
        this.options.events.emit('team:synced', {
          reachable: result.reachable,
          at: new Date(this.now()).toISOString(),
          waiting: result.outbox.waiting,
          error: result.error,
          pulled: result.pulled,
        });
        return result;
      })
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  private async syncOnce(): Promise<TeamSyncResult> {
    this.options.workspace.assertWritable();
    const row = await this.membership();
    const result = await syncWithTeam({
      workspace: this.options.workspace,
      client: await this.client(row),
      membership: row,
      now: this.now,
      source: this.options.source(),
    });
    for (const said of result.noticesSaid ?? []) this.options.notices.raise({ level: 'info', said });
    return result;
  }
}
