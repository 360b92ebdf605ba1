// The demo data service's command line: its options, checked with zod, and the help text that lists every one of
// them (`--help` or `-h`). An unknown option or a bad value is named, with where to read the rest.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { describeZodError } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { DEMO_SHAPES } from '../http/gateway-shape';
import { FAULT_KINDS } from './faults';

const perUnit = (unit: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d+(/${unit})?$`), `must look like 20/${unit}`)
    .transform((v) => Number(v.split('/')[0]));

export const demoFlagsSchema = z.strictObject({
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

export type DemoFlags = z.output<typeof demoFlagsSchema>;

/** Each option with what it takes and does, in the order the help lists them. */
const OPTIONS: readonly [flag: keyof DemoFlags | 'help', takes: string, does: string][] = [
  ['port', 'N', 'port on 127.0.0.1 (default 8787; 0 picks a free one)'],
  ['seed', 'N', 'the generated market (default: the built-in one)'],
  ['day', 'N', "the market day to start on (default: today's); POST /__admin/clock moves it"],
  ['key', 'KEY', 'require this API key on every request'],
  [
    'key-header',
    'NAME',
    'the header that carries the key (default x-gateway-key; x-rapidapi-key with --shape gateway)',
  ],
  ['latency-ms', 'MS', 'delay every answer (default 0)'],
  ['jitter-ms', 'MS', 'add up to this much random delay (default 0)'],
  ['rate', 'N/s', 'answer 429 beyond N requests a second'],
  ['quota', 'N/month', 'answer 429 once N requests were made this month'],
  ['faults', 'KIND:RATE,…', `inject faults by probability; KIND one of ${FAULT_KINDS.join(', ')}`],
  ['fault-seed', 'N', 'make the injected faults repeatable'],
  ['area-unit', 'sqft|sqm', 'the unit of the areas in answers (default sqft)'],
  ['shape', DEMO_SHAPES.join('|'), "answer in the specification's shapes or the public gateway's (default spec)"],
  ['no-retry-after', '', 'send 429s without a Retry-After header'],
  ['help', '', 'print this help and exit'],
];

export function demoHelp(): string {
  const rows = OPTIONS.map(([flag, takes, does]) => {
    const left = `  --${flag}${takes ? ` ${takes}` : ''}`;
    return `${left.padEnd(28)}${does}`;
  });
  return `Runs the demo data service on 127.0.0.1 until stopped (Ctrl+C).

Usage: npm run demo-service -- [options]    (or: npx tsx electron/core/demo/server/cli.ts [options])

Options:
${rows.join('\n')}

Example:
  npm run demo-service -- --port 8787 --latency-ms 200 --rate 20/s --quota 750/month --faults 500:0.02,timeout:0.01
`;
}

export type DemoArgs = { help: true } | { help: false; flags: DemoFlags };

const BOOLEAN_FLAGS = new Set(['no-retry-after', 'help']);

/** Reads the command line; throws an Error whose message names the bad option and points at --help. */
export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        ...Object.fromEntries(
          OPTIONS.map(([flag]) => [
            flag,
            { type: BOOLEAN_FLAGS.has(flag) ? ('boolean' as const) : ('string' as const) },
          ]),
        ),
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}. Run with --help for the options.`);
  }
  if (values.help) return { help: true };
  const parsed = demoFlagsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(
      `${describeZodError(parsed.error, ref('error.subject.option')).message}. Run with --help for the options.`,
    );
  }
  return { help: false, flags: parsed.data };
}
