// Types of cli-build-state.mjs for the TypeScript that imports it (tests, benchmarks).
export const CLI_OUT: string;
export const MANIFEST: string;
export const MANIFEST_VERSION: number;
export function staleReason(root: string): string | null;
