// Types of results-code-meta.mjs for the TypeScript build configuration that imports it.
import type { Plugin as VitePlugin } from 'vite';
export function viteResultsCodeMeta(): VitePlugin;
