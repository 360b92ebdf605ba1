// Notices on screen: those the core raised (loaded with `app:notices` at start, then live through `app:notice`),
// and the app's own confirmations and failures (a setting saved, a key refused). Dismissing a core notice tells the
// core, so a window opened later does not show it again.
import { create } from 'zustand';
import type { Lang } from '#shared/domain/lang';
import type { Notice } from '#shared/ipc/contract';
import { noticeSchema } from '#shared/ipc/contract/notice';
import { api } from '../api/api';
import { usePreferences } from '../state/preferences-store';

export type NoticeLevel = Notice['level'] | 'success';

export interface ShownNotice {
  id: string;
  level: NoticeLevel;
  message: string;
  /** Tells an app notice again in the language the window shows now (it may outlive a switch of language). */
  say?: (lang: Lang) => string;
  /** What a core notice is about, so it can be told in the interface language. */
  code?: Notice['code'];
  /** What the core said, worded in the interface language. */
  said?: Notice['said'];
  at: string;
  /** Raised by the core (dismissal is reported back) or by this window. */
  origin: 'core' | 'app';
}

interface NoticeStore {
  notices: ShownNotice[];
  /** The notices the core raised before this window listened have been read (the tray says so to tests). */
  ready: boolean;
  add(notice: ShownNotice): void;
  dismiss(id: string): void;
}

export const useNotices = create<NoticeStore>()((set, get) => ({
  notices: [],
  ready: false,
  // A notice the core keeps up to date (a running count) arrives again with the same id: it replaces the old one.
  add: (notice) =>
    set((s) =>
      s.notices.some((n) => n.id === notice.id)
        ? { notices: s.notices.map((n) => (n.id === notice.id ? notice : n)) }
        : { notices: [...s.notices, notice].slice(-8) },
    ),
  dismiss: (id) => {
    const notice = get().notices.find((n) => n.id === id);
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    if (notice?.origin === 'core') void api.invoke('app:dismiss-notice', { id });
  },
}));

let appSeq = 0;

/** A notice's words: fixed, or told in whichever language the window shows when it is read. */
export type NoticeText = string | ((lang: Lang) => string);

/** An app notice's text in a language (also what an aria-label or a test reads). */
export function noticeMessage(notice: ShownNotice, lang: Lang): string {
  return notice.say ? notice.say(lang) : notice.message;
}

/** How long a notice of this window stays by default: a success or a note closes by itself, a warning or error waits. */
function defaultCloseAfterMs(level: NoticeLevel): number {
  return level === 'success' ? 5000 : level === 'info' ? 8000 : 0;
}

/** Shows a notice of this window (success after a change, a note, an error the broker caused). */
export function notify(level: NoticeLevel, text: NoticeText, closeAfterMs = defaultCloseAfterMs(level)): void {
  const id = `app-${++appSeq}`;
  const say = typeof text === 'function' ? text : undefined;
  const message = say ? say(usePreferences.getState().lang) : (text as string);
  // A confirmation replaces the one before it: six exports stacked six "Done" banners, pushing the window's work
  // area down to a strip at 1024×700. Warnings and errors still stack until dismissed.
  if (level === 'success') {
    useNotices.setState((s) => ({ notices: s.notices.filter((n) => !(n.origin === 'app' && n.level === 'success')) }));
  }
  useNotices
    .getState()
    .add({ id, level, message, ...(say ? { say } : {}), at: new Date().toISOString(), origin: 'app' });
  if (closeAfterMs > 0) setTimeout(() => useNotices.getState().dismiss(id), closeAfterMs);
}

let started = false;

/**
 * A notice from the core, checked as it reaches the window (through Electron's IPC or the browser host's event
 * stream): its `said` a message of this version with plain arguments. One that is not is left out and logged, never
 * shown half made; one of an earlier core, without `said`, reads with its message as written.
 */
export function noticeFromCore(value: unknown): Notice | null {
  const parsed = noticeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('A notice from the core could not be read:', parsed.error.issues[0]?.message);
  return null;
}

/** Loads the notices raised before the window listened, then follows new ones. Idempotent. */
export function startNotices(): () => void {
  if (started) return () => {};
  started = true;
  const add = (value: unknown) => {
    const notice = noticeFromCore(value);
    if (notice) useNotices.getState().add({ ...notice, origin: 'core' });
  };
  const off = api.on('app:notice', add);
  void api.invoke('app:notices', {}).then((r) => {
    if (r.ok) r.value.forEach(add);
    useNotices.setState({ ready: true });
  });
  return () => {
    off();
    started = false;
  };
}
