// A throw-away D-Bus session with an unlocked gnome-keyring that lives for a whole test file, so the CLI run
// in-process keeps secrets in a real Secret Service between its runs (as on a broker's desktop). The keyring lives
// in a temporary folder removed afterwards; the user's own keyrings are never touched.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface KeyringSession {
  /** DBUS_SESSION_BUS_ADDRESS of the session. */
  address: string;
  stop(): void;
}

/** Why no session can start here, or null when dbus-run-session and gnome-keyring-daemon are installed. */
export function keyringUnavailable(): string | null {
  for (const tool of ['dbus-run-session', 'gnome-keyring-daemon']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `${tool} is not installed`;
  }
  return null;
}

const SESSION = [
  // Any non-empty password unlocks headless; it guards only this throw-away keyring.
  'printf %s aqar-lens-throwaway | XDG_DATA_HOME="$1" gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 125',
  // The shell's pid is the sleep's after exec: killing it ends the session (and with it the bus and the daemon).
  'echo "$$ $DBUS_SESSION_BUS_ADDRESS"',
  'exec sleep 3600',
].join('\n');

export async function startKeyringSession(): Promise<KeyringSession> {
  const dir = mkdtempSync(join(tmpdir(), 'aqar-keyring-'));
  const child = spawn('dbus-run-session', ['--', 'sh', '-c', SESSION, 'keyring-session', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the keyring session did not start: ${stderr}`)), 15_000);
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const end = out.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, end));
      }
    });
    child.once('exit', (code) => reject(new Error(`the keyring session ended (${code}): ${stderr}`)));
  });
  const [pid, address] = line.split(' ');
  return {
    address: address ?? '',
    stop: () => {
      try {
        process.kill(Number(pid), 'SIGTERM');
      } catch {
        // Already gone.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
