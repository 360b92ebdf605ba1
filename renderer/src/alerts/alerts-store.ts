// The alerts inbox as the window shows it: the unread count for the sidebar from the start, kept current by the
// core's `alerts:found` (a snapshot found some) and `snapshot:finished` events, which also raise a desktop
// notification when the broker allowed them. In Electron the page's Notification is the system's own notification
// (Electron shows the web API natively); in browser mode it is the browser's, after the broker allows it.
import { create } from 'zustand';
import type { AlertRuleView, AlertView } from '#shared/domain/alerts';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { usePreferences } from '../state/preferences-store';
import { sayIn } from '../i18n/say';

interface AlertsState {
  alerts: AlertView[];
  rules: AlertRuleView[];
  unread: number;
  showDismissed: boolean;
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: AppError | null;
  /** Bumped by every change, so views re-read what they show beside the inbox. */
  version: number;
  set(patch: Partial<Pick<AlertsState, 'showDismissed'>>): void;
  load(): Promise<void>;
}

export const useAlerts = create<AlertsState>()((set, get) => ({
  alerts: [],
  rules: [],
  unread: 0,
  showDismissed: false,
  status: 'idle',
  error: null,
  version: 0,
  set: (patch) => {
    set(patch);
    void get().load();
  },
  load: async () => {
    set({ status: get().status === 'ok' ? 'ok' : 'loading' });
    const [inbox, rules] = await Promise.all([
      api.invoke('alerts:inbox', { includeDismissed: get().showDismissed }),
      api.invoke('alerts:rules', {}),
    ]);
    if (!inbox.ok || !rules.ok) {
      set({ status: 'error', error: !inbox.ok ? inbox.error : !rules.ok ? rules.error : null });
      return;
    }
    set((s) => ({
      alerts: inbox.value.alerts,
      unread: inbox.value.unread,
      rules: rules.value,
      status: 'ok',
      error: null,
      version: s.version + 1,
    }));
  },
}));

/** Whether desktop notifications can be shown here, and whether the broker allowed them. */
export function notificationState(): 'granted' | 'denied' | 'default' | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function notifyDesktop(found: number): void {
  if (notificationState() !== 'granted') return;
  const say = sayIn(usePreferences.getState().lang);
  new Notification(say('alerts.notificationTitle', { count: found }), {
    body: say('alerts.notificationBody'),
    tag: 'aqar-alerts',
  });
}

let following = false;

/** Reads the unread count once and follows the core's events; called once by the sidebar's badge. */
export function followAlerts(): void {
  if (following) return;
  following = true;
  void useAlerts.getState().load();
  api.on('alerts:found', ({ found }) => {
    void useAlerts.getState().load();
    notifyDesktop(found);
  });
  // A snapshot that found nothing new still moves the rules' marks ("read up to").
  api.on('snapshot:finished', () => void useAlerts.getState().load());
}
