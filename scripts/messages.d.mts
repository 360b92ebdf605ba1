// Types of messages.mjs for the TypeScript files that import it (the build configuration, the catalogue checks).
import type { Plugin as VitePlugin } from 'vite';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompactElement, ShippedEntry } from '../shared/messages/catalogue';

export const ARGS_FILE: string;
export function argumentKinds(message: string): Map<string, string>;
export function argsFile(catalogue: unknown): Promise<string>;
export const PLAIN_MESSAGE: RegExp;
export function compiledCatalogue(text: string, omit?: RegExp | null): Record<string, ShippedEntry>;
export function compactElements(elements: readonly MessageFormatElement[]): CompactElement[];
export function viteCompiledMessages(options?: { omit?: RegExp | null }): VitePlugin;
export function viteNoMessageParser(): VitePlugin;
export const CLI_ONLY_MESSAGES: RegExp;
export const esbuildCompiledMessages: EsbuildPlugin;
/** A catalogue's text with its messages in the order of their ids, as `npm run messages` writes it. */
export function sortedCatalogueText(text: string): string;
/** What `npm run messages` writes from the catalogues: each language's facts, and the index of every catalogue file. */
export const FACTS_FILE: string;
export function factsFile(): Promise<string>;
export const CATALOGUES_FILE: string;
export function cataloguesFile(): Promise<string>;
export function catalogueModule(text: string, omit?: RegExp | null): string;
