// The handler map type: one handler per contract channel, so a missing or misspelled one does not compile.
import type { Channel, ChannelOutput, ChannelParsedInput } from '#shared/ipc/contract';

export interface CallContext {
  /** Aborted when the caller goes away (window closed, HTTP client disconnected). */
  signal: AbortSignal;
  /** Who called: the app's own window (Electron or browser mode), or a script (the CLI, tests). */
  caller?: 'window';
}

export type Handlers = {
  [C in Channel]: (input: ChannelParsedInput<C>, context: CallContext) => Promise<ChannelOutput<C>>;
};
