// Types of build-cli.mjs for the TypeScript that imports it (tests, benchmarks).
export function buildCli(options?: { root?: string }): Promise<{ ms: number; files: string[] }>;
