// The CLI's one way into the core: a contract call through the dispatcher, its error result turned back into a
// failure that main.ts maps to an exit code.
import { AppFailure, saidOf } from '#shared/errors';
import type { Channel, ChannelInput, InvokeOutput } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';

export async function invoke<C extends Channel, const I extends ChannelInput<C>>(
  ctx: CliContext,
  channel: C,
  input: I,
): Promise<InvokeOutput<C, I>> {
  const result = await ctx.core.dispatch(channel, input);
  if (!result.ok) {
    // The core's reference travels on, so the terminal words it in the command's --lang.
    const { code, message, said, ...extra } = result.error;
    throw new AppFailure(code, saidOf({ message, said }), extra);
  }
  return result.value as InvokeOutput<C, I>;
}
