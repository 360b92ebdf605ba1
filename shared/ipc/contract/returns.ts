// A compile-time marker for a channel's output type, shared by every domain file of the contract.
import type { ZodType } from 'zod';

/** Carries no runtime value: `output: returns<T>()` names what a channel answers. */
export interface Returns<T> {
  readonly __returns?: T;
}

export const returns = <T>(): Returns<T> => ({});

/** A channel's declaration: its input schema (zod) and its output type. */
export interface ChannelSpec {
  input: ZodType;
  output: Returns<unknown>;
}
