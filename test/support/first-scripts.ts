// The scripts a built renderer loads before it runs anything: the entry index.html names and every chunk it imports
// statically, followed through the chunks; a chunk imported with import() loads later and is not among them. Read by
// the bundle test (test/build) and the window benchmark.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function firstScripts(rendererDir: string): string[] {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\.\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${rendererDir}/index.html names no module script`);
  return staticClosure(rendererDir, entry);
}

/** `file` (relative to the renderer's folder) and every chunk it imports statically, followed through the chunks. */
export function staticClosure(rendererDir: string, file: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(rendererDir, file), 'utf8');
    // `import{a}from"./x.js"` and `import"./x.js"`; never `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
      visit(join(file, '..', m[1]!));
    }
  };
  visit(file);
  return [...seen];
}

/** The bytes of those scripts, minified and uncompressed as they are on disk. */
export function firstScriptBytes(rendererDir: string): number {
  return firstScripts(rendererDir).reduce((sum, f) => sum + statSync(join(rendererDir, f)).size, 0);
}
