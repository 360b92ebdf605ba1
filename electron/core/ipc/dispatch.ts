// The single entry from any transport into the core: checks the channel, validates the input, runs the handler,
// and turns every failure into a typed error result. Nothing thrown crosses this function.
import { AppFailure, describeZodError, fail, ok, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { CHANNELS, isChannel, type Channel } from '#shared/ipc/contract';
import type { LogLine } from '../log-line';
import type { CallContext, Handlers } from './handlers';

export type Dispatch = (channel: unknown, input: unknown, context?: Partial<CallContext>) => Promise<Result<unknown>>;

/**
 * `classify` names what an unexpected error stands for when it can (a local write that failed: a full disk, a
 * read-only file, a locked database), so that it reaches the broker as what it is, never as "internal error".
 * `onRefusedInput` logs what the contract refused of a window's call: the window's own call is built by the app, so a
 * refusal is the app's fault, worded for the broker by the window and kept in the contract's terms for the log.
 */
export function createDispatcher(
  handlers: Handlers,
  onInternalError: (error: unknown) => void = () => {},
  classify: (error: unknown) => AppFailure | null = () => null,
  onRefusedInput: (line: LogLine) => void = () => {},
): Dispatch {
  return async (channel, input, context = {}) => {
    if (!isChannel(channel)) {
      return fail(
        'unknown-channel',
        ref('error.unknownChannel', { channel: typeof channel === 'string' ? channel.slice(0, 80) : typeof channel }),
      );
    }
    const parsed = CHANNELS[channel].input.safeParse(input ?? {});
    if (!parsed.success) {
      const error = describeZodError(parsed.error, ref('error.subject.channelInput', { channel }));
      if (context.caller === 'window')
        onRefusedInput(
          ref('log.window.callRefused', {
            channel,
            detail: error.message.replace(`Invalid input of ${channel}: `, ''),
          }),
        );
      return { ok: false, error: { ...error, inputRefused: true } };
    }
    const signal = context.signal ?? new AbortController().signal;
    try {
      const handler = handlers[channel] as (i: unknown, c: CallContext) => Promise<unknown>;
      return ok(await handler(parsed.data, { signal, ...(context.caller ? { caller: context.caller } : {}) }));
    } catch (error) {
      if (error instanceof AppFailure) return { ok: false, error: error.appError };
      const known = classify(error);
      if (known) return { ok: false, error: known.appError };
      onInternalError(error);
      return fail('internal', ref('error.internalIn', { channel: channel as Channel }));
    }
  };
}
