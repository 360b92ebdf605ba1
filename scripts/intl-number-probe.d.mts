// Types of intl-number-probe.mjs for the TypeScript build configuration that imports it.
import type { Plugin as VitePlugin } from 'vite';
export function answerSignDisplayProbe(code: string, file?: string): string;
export function viteIntlNumberProbe(): VitePlugin;
