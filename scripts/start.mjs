#!/usr/bin/env node
// `npm start`: builds what is stale, then runs the Electron app, or browser mode where Electron's binary is absent.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser');
const hostArgs = args.filter((a) => a !== '--browser');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfStale() {
  const marker = join(root, 'out/main/browser-host.js');
  const sources = Math.max(...['electron', 'renderer', 'shared'].map((d) => newestMtime(join(root, d))));
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  console.log('Building Aqar Lens…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function run(command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

buildIfStale();
const electron = forceBrowser ? null : electronBinary();
if (electron) {
  run(electron, ['.']);
} else {
  if (!forceBrowser) {
    console.log(
      "Electron's binary is not installed (it is downloaded from outside the npm registry, so `npm install` leaves it\n" +
        'out; where the network allows, `npm run electron:install` fetches it). Aqar Lens starts in browser mode\n' +
        'instead: the same app and core, in your browser.',
    );
  }
  run(process.execPath, [join(root, 'out/main/browser-host.js'), ...hostArgs]);
}
