// Command-line flags of the browser-mode host, parsed and validated.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { connectionProfileSchema } from '#shared/connection-profile';
import { AppFailure, describeZodError, saidOf } from '#shared/errors';
import { asWritten, ref } from '#shared/messages/message-ref';

const flagsSchema = z.strictObject({
  port: z.coerce.number<unknown>().int().min(0).max(65535).default(5780),
  'data-dir': z.string().min(1).optional(),
  'renderer-dir': z.string().min(1).optional(),
  /** Stops the host by itself after this many seconds (tests and CI). */
  'max-lifetime': z.coerce.number<unknown>().int().min(1).optional(),
  source: z.enum(['demo', 'live']).optional(),
  // The same rules as the setting (http(s), no user:password@, no query): refused here, named as the flag.
  'base-url': connectionProfileSchema.shape.baseUrl.optional(),
});
export type HostFlags = z.infer<typeof flagsSchema>;

export function parseHostFlags(argv: readonly string[]): HostFlags {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'renderer-dir': { type: 'string' },
        'max-lifetime': { type: 'string' },
        source: { type: 'string' },
        'base-url': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    // Node's own sentence naming the flag, in English; the sentence is all there is to say.
    throw new AppFailure(
      'validation',
      error instanceof Error ? asWritten(error.message) : ref('error.host.flagsUnreadable'),
    );
  }
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    const described = describeZodError(parsed.error, ref('error.subject.flag'));
    throw new AppFailure('validation', saidOf(described));
  }
  return parsed.data;
}
