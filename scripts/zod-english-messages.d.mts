// Types of zod-english-messages.mjs for the TypeScript build configuration that imports it.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
export const esbuildZodEnglish: EsbuildPlugin;
export function viteZodEnglish(): VitePlugin;
