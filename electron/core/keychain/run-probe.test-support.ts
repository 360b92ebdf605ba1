// Spawns keychain-probe.script.ts (with or without a throwaway unlocked gnome-keyring) for the keychain tests.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const PROBE_SCRIPT = fileURLToPath(new URL('./keychain-probe.script.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ProbeRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** One parsed JSON line per probe step. */
  results: Record<string, unknown>[];
}

/** The keyring password only guards a keyring that is deleted after the run; any non-empty one unlocks headless. */
const THROWAWAY_KEYRING_PASSWORD = 'aqar-lens-throwaway';

// gnome-keyring keeps its keyrings under $XDG_DATA_HOME: pointing the daemon (only) at a temporary directory keeps
// the user's own login keyring untouched and means its password does not matter.
const KEYRING_SESSION = [
  'printf %s "$AQAR_KEYRING_PASSWORD" | XDG_DATA_HOME="$1" gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 125',
  'shift',
  'unset AQAR_KEYRING_PASSWORD',
  // Each step is a separate process, so the `check` step can only see what the keychain kept.
  'for step in "$@"; do "$AQAR_NODE" "$AQAR_TSX" "$AQAR_PROBE" "$step" || exit $?; done',
].join('\n');

export async function runProbeInKeyring(steps: string[], env: Record<string, string>): Promise<ProbeRun> {
  const keyrings = mkdtempSync(join(tmpdir(), 'aqar-keyring-'));
  try {
    return await run('dbus-run-session', ['--', 'sh', '-c', KEYRING_SESSION, 'keyring-session', keyrings, ...steps], {
      ...env,
      AQAR_KEYRING_PASSWORD: THROWAWAY_KEYRING_PASSWORD,
      AQAR_NODE: process.execPath,
      AQAR_TSX: TSX_CLI,
      AQAR_PROBE: PROBE_SCRIPT,
    });
  } finally {
    rmSync(keyrings, { recursive: true, force: true });
  }
}

export function runProbe(step: string, env: Record<string, string>): Promise<ProbeRun> {
  return run(process.execPath, [TSX_CLI, PROBE_SCRIPT, step], env);
}

function run(command: string, args: string[], env: Record<string, string>): Promise<ProbeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 9_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const results = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, stdout, stderr, results });
    });
  });
}
