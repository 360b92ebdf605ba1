// `npm run demo-service -- --port 8787 [--seed N] [--key K]`: runs the demo data service on 127.0.0.1.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { describeZodError } from '#shared/errors';
import { startDemoServer } from './server';

const flagsSchema = z.strictObject({
  port: z.coerce.number<unknown>().int().min(0).max(65535).default(8787),
  seed: z.coerce.number<unknown>().int().min(0).optional(),
  key: z.string().min(1).optional(),
  'key-header': z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      key: { type: 'string' },
      'key-header': { type: 'string' },
    },
    strict: true,
  });
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(describeZodError(parsed.error, 'flag').message);
    process.exit(2);
  }
  const flags = parsed.data;
  const server = await startDemoServer({
    port: flags.port,
    ...(flags.seed === undefined ? {} : { marketOptions: { seed: flags.seed } }),
    ...(flags.key === undefined ? {} : { apiKey: flags.key }),
    ...(flags['key-header'] === undefined ? {} : { keyHeader: flags['key-header'] }),
  });
  console.log(`Demo data service listening on ${server.url} (${server.market.locations.length} locations)`);
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
