// The flags of `aqar market <analysis>`, checked with zod before anything is sent: each error names its flag.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { MARKET_COMPLETIONS, MARKET_PURPOSES, type MarketAnalysisName } from '#shared/ipc/contract';
import { LANGS, type Lang } from '#shared/domain/lang';
import { GLOBAL_FLAGS } from './operation-flags';
import { flagIssue, plainIssue } from './plain-issue';

// The analyses are named in the contract: a saved market search keeps which one `aqar saved run` prints.
export { MARKET_ANALYSES, type MarketAnalysisName } from '#shared/ipc/contract';

export const MARKET_FLAGS = [
  'location',
  'purpose',
  'category',
  'beds',
  'period',
  'completion',
  'keep-outliers',
  'lang',
] as const;

const bedsFlag = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((b) => b.trim().toLowerCase())
          .filter(Boolean)
          .map((b) => (b === 'studio' ? 0 : b === '5+' ? 5 : Number(b)))
      : value,
  z
    .array(z.number().int('must be whole numbers').min(0).max(5, 'must be 0 (studio) to 5 (five or more)'))
    .min(1, 'must list at least one bedroom count'),
);

/** Missing and wrong are different fixes: a missing --purpose is said to be required, with the values it takes. */
const trendPurpose = z.enum(['for-sale', 'for-rent'], {
  error: (issue) => (issue.input === undefined ? 'is required: for-sale or for-rent' : 'must be for-sale or for-rent'),
});

const schemas = {
  trends: z.strictObject({ purpose: trendPurpose }),
  yield: z.strictObject({}),
  outliers: z.strictObject({ purpose: z.enum(MARKET_PURPOSES).default('both') }),
  compare: z.strictObject({ purpose: z.enum(MARKET_PURPOSES).default('both') }),
} as const;

const common = z.strictObject({
  category: z.enum(TRANSACTION_CATEGORY_NAMES).optional(),
  beds: bedsFlag.optional(),
  period: z.enum(TIME_PERIODS).default('12m'),
  completion: z.enum(MARKET_COMPLETIONS).default('any'),
  lang: z.enum(LANGS, { error: `must be one of ${LANGS.join(', ')}` }).default('en'),
});

export interface MarketFlags {
  locations: string[];
  purpose: (typeof MARKET_PURPOSES)[number];
  category?: (typeof TRANSACTION_CATEGORY_NAMES)[number];
  beds?: number[];
  period: (typeof TIME_PERIODS)[number];
  completion: (typeof MARKET_COMPLETIONS)[number];
  keepOutliers: boolean;
  /** The language of the table's headers and words (the window's tables); the JSON keeps its keys and codes. */
  lang: Lang;
}

function parse<T extends z.ZodType>(schema: T, raw: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === undefined ? 'flag' : String(issue.path[0]);
  // Name the flag as typed ("--beds: must be …"), not the schema's key ("beds.0") behind a generic "Invalid flag:".
  throw new AppFailure(
    'validation',
    flagIssue(`--${field}`, issue ? plainIssue(issue) : ref('error.cli.issue.invalid')),
    { field },
  );
}

export function parseMarketFlags(
  analysis: MarketAnalysisName,
  flags: ReadonlyMap<string, string | true>,
  lists: ReadonlyMap<string, readonly string[]>,
): MarketFlags {
  const own = new Set<string>(MARKET_FLAGS);
  for (const [flag, value] of flags) {
    if ((GLOBAL_FLAGS as readonly string[]).includes(flag)) continue;
    if (!own.has(flag) || (flag === 'purpose' && analysis === 'yield')) {
      throw new AppFailure(
        'validation',
        ref('error.cli.unknownFlag', {
          command: `market ${analysis}`,
          flag,
          flags: MARKET_FLAGS.filter((f) => f !== 'purpose' || analysis !== 'yield')
            .map((f) => `--${f}`)
            .join(' '),
        }),
        { field: flag },
      );
    }
    if (value === true && flag !== 'keep-outliers')
      throw new AppFailure('validation', ref('error.cli.flagNeedsValue', { flag }), { field: flag });
  }
  const locations = (lists.get('location') ?? [])
    .flatMap((v) => v.split(','))
    .map((n) => n.trim())
    .filter(Boolean);
  if (locations.length === 0)
    throw new AppFailure('validation', ref('error.cli.market.locationRequired'), { field: 'location' });
  const twice = locations.find((name, i) => locations.findIndex((n) => n.toLowerCase() === name.toLowerCase()) !== i);
  if (twice !== undefined) {
    throw new AppFailure('validation', ref('error.cli.market.locationTwice', { name: twice }), {
      field: 'location',
    });
  }
  const limit = analysis === 'compare' ? [2, 4] : [1, 4];
  if (locations.length < limit[0]! || locations.length > limit[1]!) {
    throw new AppFailure(
      'validation',
      ref('error.cli.market.placeCount', { analysis, min: limit[0]!, max: limit[1]! }),
      {
        field: 'location',
      },
    );
  }
  const value = (flag: string): string | undefined => {
    const v = flags.get(flag);
    return typeof v === 'string' ? v : undefined;
  };
  const own2 = parse(schemas[analysis], analysis === 'yield' ? {} : { purpose: value('purpose') });
  const rest = parse(common, {
    category: value('category'),
    beds: value('beds'),
    period: value('period'),
    completion: value('completion'),
    lang: value('lang'),
  });
  return {
    locations,
    purpose: 'purpose' in own2 ? own2.purpose : 'both',
    ...rest,
    keepOutliers: flags.has('keep-outliers'),
  };
}
