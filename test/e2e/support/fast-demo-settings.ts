// Settings for sessions that load a whole demo market: a faster request rate than the default 5 a second keeps
// its ~200 pages to a few seconds, and a cap above them lets one load take them all.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeFastDemoSettings(dataDir: string): void {
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      source: 'demo',
      connection: { profile: 'neutral' },
      limits: { perSecond: 50, concurrency: 8, fetchAllCap: 400 },
    }),
  );
}
