// Settings for sessions that load a whole demo market: the fastest request rate the settings allow (the default is 5
// a second) keeps its ~200 pages to a few seconds, and a cap above them lets one load take them all. Dubai Marina's
// load took 8.0 s at 50 a second and 4.0 s at 100 here, the host then busy rather than waiting.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FAST_DEMO_LIMITS = { perSecond: 100, concurrency: 8, fetchAllCap: 400 };

export function writeFastDemoSettings(dataDir: string): void {
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({
      version: 1,
      source: 'demo',
      connection: { profile: 'neutral' },
      limits: FAST_DEMO_LIMITS,
    }),
  );
}
