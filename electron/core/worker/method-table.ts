// The shape of a feature's worker methods: one implementation per method, taking its input and a context.
import type { MethodContext } from './worker-context';

export type MethodSpec = { input: unknown; output: unknown };

export type MethodTable<T extends { [K in keyof T]: MethodSpec }> = {
  [M in keyof T]: (input: T[M]['input'], context: MethodContext) => Promise<T[M]['output']> | T[M]['output'];
};
