// The market a comparative market analysis rests on: the subject's place and purpose, its bedroom count and the
// neighbouring ones, every completion, over the date window. The window, the CLI and the core load and read the
// same lists through this one definition, so what is loaded is what the report reads.
import type { TIME_PERIODS } from '../data-service/params';
import type { BedsBucket, CmaSubject, MarketQuery } from '../ipc/contract';

type TimePeriod = (typeof TIME_PERIODS)[number];

/** The subject's bedroom bucket (5 means five or more) and its neighbours. */
export function cmaBeds(beds: number): BedsBucket[] {
  const bucket = Math.min(beds, 5);
  return [bucket - 1, bucket, bucket + 1].filter((b): b is BedsBucket => b >= 0 && b <= 5);
}

export function cmaMarketQuery(
  subject: Pick<CmaSubject, 'place' | 'purpose' | 'category' | 'beds'>,
  period: TimePeriod,
  purpose: CmaSubject['purpose'] = subject.purpose,
): MarketQuery {
  return {
    places: [subject.place],
    combine: false,
    purpose,
    completion: 'any',
    beds: cmaBeds(subject.beds),
    period,
    ...(subject.category ? { category: subject.category } : {}),
  };
}
