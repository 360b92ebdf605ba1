// The one IPC contract: every channel (`domain:action`) with its input schema and output type, and every event,
// joined from one file per domain (contract/<domain>.ts). Preload, main-process wiring, browser bridge and CLI all
// derive from this module; adding an operation is one edit in its domain file plus its handler.
import type { z } from 'zod';
import type { OperationName } from '../data-service/operations';
import type { AppError, Result } from '../errors';
import { ALERT_CHANNELS, ALERT_EVENTS } from './contract/alerts';
import { ANALYTICS_CHANNELS, ANALYTICS_EVENTS } from './contract/analytics';
import { APP_CHANNELS, APP_EVENTS } from './contract/app';
import { BRAND_CHANNELS } from './contract/brand';
import { COMPARE_CHANNELS } from './contract/compare';
import { DATA_CHANNELS, DATA_EVENTS, type AnyDataAnswer, type DataAnswer } from './contract/data';
import { EXPORT_CHANNELS, EXPORT_EVENTS } from './contract/export';
import { HISTORY_CHANNELS } from './contract/history';
import { KEPT_REPORT_CHANNELS } from './contract/kept-reports';
import { NOTES_CHANNELS } from './contract/notes';
import { OPPORTUNITY_CHANNELS } from './contract/opportunities';
import { PORTFOLIO_CHANNELS, PORTFOLIO_EVENTS } from './contract/portfolio';
import type { ChannelSpec } from './contract/returns';
import { SAVED_CHANNELS } from './contract/saved';
import { SETTINGS_CHANNELS } from './contract/settings';
import { RESEARCH_CHANNELS } from './contract/research';
import { REPORT_CHANNELS } from './contract/report';
import { STATUS_CHANNELS, STATUS_EVENTS } from './contract/status';
import { TEAM_CHANNELS, TEAM_EVENTS } from './contract/team';
import { WORKSPACE_CHANNELS } from './contract/workspace';

export * from './contract/alerts';
export * from './contract/analytics';
export * from './contract/app';
export * from './contract/brand';
export * from './contract/compare';
export * from './contract/export';
export * from './contract/data';
export * from './contract/research';
export * from './contract/history';
export * from './contract/kept-reports';
export * from './contract/notes';
export * from './contract/opportunities';
export * from './contract/portfolio';
export * from './contract/report';
export * from './contract/saved';
export * from './contract/saved-market';
export * from './contract/settings';
export * from './contract/status';
export * from './contract/team';
export * from './contract/workspace';
export type { Returns } from './contract/returns';

export const CHANNELS = {
  ...ALERT_CHANNELS,
  ...OPPORTUNITY_CHANNELS,
  ...KEPT_REPORT_CHANNELS,
  ...NOTES_CHANNELS,
  ...ANALYTICS_CHANNELS,
  ...APP_CHANNELS,
  ...DATA_CHANNELS,
  ...RESEARCH_CHANNELS,
  ...SETTINGS_CHANNELS,
  ...STATUS_CHANNELS,
  ...WORKSPACE_CHANNELS,
  ...EXPORT_CHANNELS,
  ...COMPARE_CHANNELS,
  ...PORTFOLIO_CHANNELS,
  ...HISTORY_CHANNELS,
  ...SAVED_CHANNELS,
  ...REPORT_CHANNELS,
  ...BRAND_CHANNELS,
  ...TEAM_CHANNELS,
} as const satisfies Record<`${string}:${string}`, ChannelSpec>;

export type Channel = keyof typeof CHANNELS;
export type ChannelInput<C extends Channel> = z.input<(typeof CHANNELS)[C]['input']>;
export type ChannelParsedInput<C extends Channel> = z.output<(typeof CHANNELS)[C]['input']>;
// `__returns` is optional (a type-only marker): its undefined is dropped, a null the channel answers is kept.
export type ChannelOutput<C extends Channel> = Exclude<(typeof CHANNELS)[C]['output']['__returns'], undefined>;

/** What a call answers for its input: `data:fetch` answers with the requested operation's own result type. */
export type InvokeOutput<C extends Channel, I> = C extends 'data:fetch'
  ? I extends { operation: infer N extends OperationName }
    ? DataAnswer<N>
    : AnyDataAnswer
  : ChannelOutput<C>;

export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHANNELS, name);
}

/** Events pushed from the core to the renderer (IPC send, or server-sent events in browser mode). */
export const EVENTS = {
  ...ALERT_EVENTS,
  ...ANALYTICS_EVENTS,
  ...APP_EVENTS,
  ...DATA_EVENTS,
  ...STATUS_EVENTS,
  ...EXPORT_EVENTS,
  ...PORTFOLIO_EVENTS,
  ...TEAM_EVENTS,
} as const satisfies Record<`${string}:${string}`, z.ZodType>;

export type AppEvent = keyof typeof EVENTS;
export type EventPayload<E extends AppEvent> = z.output<(typeof EVENTS)[E]>;
export const EVENT_NAMES = Object.keys(EVENTS) as AppEvent[];

export function isAppEvent(name: unknown): name is AppEvent {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(EVENTS, name);
}

/** What the renderer sees as `window.api`, in Electron and in browser mode alike. */
export interface AqarApi {
  invoke<C extends Channel, const I extends ChannelInput<C>>(channel: C, input: I): Promise<Result<InvokeOutput<C, I>>>;
  on<E extends AppEvent>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export type { AppError, Result };
