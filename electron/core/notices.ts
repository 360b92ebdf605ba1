// The notices a broker must see (cache rebuilt, settings reset, workspace restored, keychain unavailable): kept for
// windows that open later, emitted as `app:notice` to those already listening, dismissible.
import { randomUUID } from 'node:crypto';
import { appError, type Said } from '#shared/errors';
import type { Notice } from '#shared/ipc/contract';
import type { MessageRef } from '#shared/messages/message-ref';
import type { EventBus } from './events';

export type NoticeInput = Pick<Notice, 'level' | 'code'> & {
  /** What to say: a message of the catalogue (worded by the window), or an English sentence not yet moved there. */
  said: Said;
  /** Notices with the same key are one notice whose message is kept up to date (a running count). */
  key?: string;
};

/** A notice of the core: its said always present (the contract's event requires it). */
export type CoreNotice = Notice & { said: MessageRef };

export class NoticeBoard {
  private readonly notices: CoreNotice[] = [];
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly events: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  raise(input: NoticeInput): CoreNotice {
    const { key, said, ...rest } = input;
    // The English wording is derived where errors derive theirs: one sentence per message, never written twice.
    const worded = appError('internal', said);
    const content = { ...rest, message: worded.message, said: worded.said! };
    const keyed = key === undefined ? undefined : this.notices.find((n) => n.id === this.keys.get(key));
    if (keyed) {
      Object.assign(keyed, content, { at: this.now().toISOString() });
      this.events.emit('app:notice', { ...keyed });
      return keyed;
    }
    // The same sentence twice (a second host start, a retried open) is one notice.
    const existing = this.notices.find((n) => n.message === content.message && n.level === input.level);
    if (existing) return existing;
    const notice: CoreNotice = { id: randomUUID(), at: this.now().toISOString(), ...content };
    if (key !== undefined) this.keys.set(key, notice.id);
    this.notices.push(notice);
    this.events.emit('app:notice', { ...notice });
    return notice;
  }

  list(): CoreNotice[] {
    return this.notices.map((n) => ({ ...n }));
  }

  dismiss(id: string): boolean {
    const index = this.notices.findIndex((n) => n.id === id);
    if (index < 0) return false;
    this.notices.splice(index, 1);
    return true;
  }
}
