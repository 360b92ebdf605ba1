#!/usr/bin/env node
// Builds the team server ahead of time: one ES module (out/team-server/main.mjs, `pg` left as a dependency) and
// its migrations beside it, so a brokerage's server starts it with plain `node`, without tsx.
//   node scripts/build-team-server.mjs      then: node out/team-server/main.mjs --help
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'out/team-server');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(root, 'team-server/main.ts')],
  outfile: join(out, 'main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['pg', 'pg-native'],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(join(root, 'team-server/migrations'), join(out, 'migrations'), { recursive: true });
console.log(`team server built: ${join('out/team-server', 'main.mjs')} (+ migrations/)`);
