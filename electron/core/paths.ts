// Where the core keeps its files when no host (Electron's userData) says otherwise.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AQAR_DATA_DIR) return env.AQAR_DATA_DIR;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Aqar Lens');
  if (process.platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Aqar Lens');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'aqar-lens');
}
