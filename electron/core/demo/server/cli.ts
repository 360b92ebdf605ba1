// `npm run demo-service -- --port 8787 --latency-ms 200 --rate 20/s --quota 750/month --faults 500:0.02 …`:
// runs the demo data service on 127.0.0.1 until stopped; `--shape gateway` answers as the public gateway does.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { describeZodError } from '#shared/errors';
import { DEMO_SHAPES } from '../http/gateway-shape';
import { dayToIso } from '../market/clock';
import { parseFaults } from './faults';
import { startDemoServer } from './server';

const perUnit = (unit: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d+(/${unit})?$`), `must look like 20/${unit}`)
    .transform((v) => Number(v.split('/')[0]));

const flagsSchema = z.strictObject({
  port: z.coerce.number<unknown>().int().min(0).max(65535).default(8787),
  seed: z.coerce.number<unknown>().int().min(0).optional(),
  day: z.coerce.number<unknown>().int().optional(),
  key: z.string().min(1).optional(),
  'key-header': z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .optional(),
  'latency-ms': z.coerce.number<unknown>().min(0).default(0),
  'jitter-ms': z.coerce.number<unknown>().min(0).default(0),
  rate: perUnit('s').optional(),
  quota: perUnit('month').optional(),
  faults: z.string().optional(),
  'fault-seed': z.coerce.number<unknown>().int().optional(),
  'area-unit': z.enum(['sqft', 'sqm']).default('sqft'),
  shape: z.enum(DEMO_SHAPES).default('spec'),
  'no-retry-after': z.boolean().optional(),
});

const STRING_FLAGS = [
  'port',
  'seed',
  'day',
  'key',
  'key-header',
  'latency-ms',
  'jitter-ms',
  'rate',
  'quota',
  'faults',
  'fault-seed',
  'area-unit',
  'shape',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(STRING_FLAGS.map((name) => [name, { type: 'string' as const }])),
      'no-retry-after': { type: 'boolean' },
    },
    strict: true,
  });
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) throw new Error(describeZodError(parsed.error, 'flag').message);
  const f = parsed.data;
  const server = await startDemoServer({
    port: f.port,
    marketOptions: {
      ...(f.seed === undefined ? {} : { seed: f.seed }),
      ...(f.day === undefined ? {} : { day: f.day }),
    },
    ...(f.key === undefined ? {} : { apiKey: f.key }),
    ...(f['key-header'] === undefined ? {} : { keyHeader: f['key-header'] }),
    latencyMs: f['latency-ms'],
    jitterMs: f['jitter-ms'],
    ...(f.rate === undefined ? {} : { perSecond: f.rate }),
    ...(f.quota === undefined ? {} : { perMonth: f.quota }),
    ...(f.faults === undefined ? {} : { faults: parseFaults(f.faults) }),
    ...(f['fault-seed'] === undefined ? {} : { faultSeed: f['fault-seed'] }),
    areaUnit: f['area-unit'],
    shape: f.shape,
    retryAfter: !f['no-retry-after'],
  });
  const view = server.market.view();
  console.log(
    `Demo data service on ${server.url} — market day ${dayToIso(server.market.day())}: ` +
      `${server.market.locations.length} locations, ${view.listings.length} listings, ${server.market.projects.length} projects, ` +
      `${view.transactions.length} transactions, answered in the ${f.shape === 'gateway' ? "public gateway's" : "specification's"} shape.`,
  );
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
