// zod's namespace carries every language's error messages as `z.locales` (366 KB, a third of its code); nothing in
// the app sets another language, so the builds keep only its default, English. One rule for the CLI's esbuild build
// and the renderer's Vite build: zod's locales/index.js becomes a module that exports `en` alone (a `z.locales.xx`
// would read as undefined).
import { dirname, join } from 'node:path';

const INDEX = /[\\/]locales[\\/]index\.js$/;
const IN_ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const STAND_IN = 'zod-english-messages';

function englishOnly(indexFile) {
  return `export { default as en } from ${JSON.stringify(join(dirname(indexFile), 'en.js'))};\n`;
}

/** For esbuild (scripts/build-cli.mjs). */
export const esbuildZodEnglish = {
  name: STAND_IN,
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      IN_ZOD.test(args.importer) ? { path: join(args.resolveDir, args.path), namespace: STAND_IN } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: STAND_IN }, (args) => ({
      contents: englishOnly(args.path),
      resolveDir: dirname(args.path),
    }));
  },
};

/** For Vite (electron.vite.config.ts, the renderer). */
export function viteZodEnglish() {
  return {
    name: STAND_IN,
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !IN_ZOD.test(importer) || !source.endsWith('/locales/index.js')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && INDEX.test(resolved.id) ? `\0${STAND_IN}:${resolved.id}` : null;
    },
    load(id) {
      return id.startsWith(`\0${STAND_IN}:`) ? englishOnly(id.slice(STAND_IN.length + 2)) : null;
    },
  };
}
