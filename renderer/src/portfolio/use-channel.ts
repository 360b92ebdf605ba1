// One answer of a workspace channel (history, summaries) as a React hook: loading, error or the value, asked again
// when the input or `version` changes (a snapshot finished). Workspace reads cost no request and work offline.
import { useEffect, useState } from 'react';
import type { AppError, Result } from '#shared/errors';
import type { Channel, ChannelInput, ChannelOutput } from '#shared/ipc/contract';
import { api } from '../api/api';

export interface ChannelState<C extends Channel> {
  status: 'idle' | 'loading' | 'ok' | 'error';
  /** The latest value; kept while a newer one loads, so charts do not blank out. */
  value: ChannelOutput<C> | null;
  error: AppError | null;
}

interface Settled<C extends Channel> {
  key: string;
  result: Result<ChannelOutput<C>>;
}

export function useChannel<C extends Channel>(channel: C, input: ChannelInput<C> | null, version = 0): ChannelState<C> {
  const [settled, setSettled] = useState<Settled<C> | null>(null);
  const [last, setLast] = useState<ChannelOutput<C> | null>(null);
  const key = input === null ? null : JSON.stringify([channel, input, version]);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const [name, body] = JSON.parse(key) as [C, ChannelInput<C>];
    // The contract types the answer by channel; a generic channel cannot name one member of the union.
    void (api.invoke(name, body) as Promise<Result<ChannelOutput<C>>>).then((result) => {
      if (!current) return;
      setSettled({ key, result });
      if (result.ok) setLast(result.value);
    });
    return () => {
      current = false;
    };
  }, [key]);

  if (key === null) return { status: 'idle', value: null, error: null };
  if (!settled || settled.key !== key) return { status: 'loading', value: last, error: null };
  if (settled.result.ok) return { status: 'ok', value: settled.result.value, error: null };
  return { status: 'error', value: last, error: settled.result.error };
}
