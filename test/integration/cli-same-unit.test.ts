// `aqar same-unit --id ID` on the demo: other adverts of a listing's unit, as the property page finds them, with the
// listing it repeats named; a missing id is a usage error naming the flag.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';
import { repeatedWithPhotos } from '../support/repeated-advert';
import { keptMarket } from '../support/kept-market';

const dir = makeTempDir('aqar-cli-same-unit-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

describe('aqar same-unit', () => {
  it('names the advert a listing repeats with its photos, and what the search cost', async () => {
    // Today's demo market, as the CLI's --demo makes it: an advert that repeats another with its photos.
    const market = keptMarket().view();
    const repeat = repeatedWithPhotos(market);
    expect(repeat).toBeDefined();
    const run = await aqar(['same-unit', '--id', repeat.externalID, '--demo'], env);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(repeat.twinOf);
    expect(run.out).toContain('same photos');
    expect(run.err).toMatch(
      /^\d+ other advert\(s\) of listing \d+ among \d+ compared.*; 1 request\(s\) spent on the search\.$/m,
    );
    const json = await aqar(['same-unit', '--id', repeat.externalID, '--demo', '--json'], env);
    const answer = JSON.parse(json.out) as {
      looked: boolean;
      requestsSpent: number;
      others: { listing: { externalID: string }; match: string }[];
    };
    expect(answer.looked).toBe(true);
    // Asked a moment ago: the saved answer, no request.
    expect(answer.requestsSpent).toBe(0);
    expect(answer.others.find((o) => o.listing.externalID === repeat.twinOf)?.match).toBe('photo');
  }, 60_000);

  it('without --id is a usage error that names the flag', async () => {
    const run = await aqar(['same-unit', '--demo'], env);
    expect(run.code).toBe(2);
    expect(run.err).toContain('same-unit needs --id LISTING_ID');
  });

  it('says so in words when the place lists no other advert of the kind', async () => {
    const market = keptMarket().view();
    const kinds = new Map<string, number[]>();
    const kindOf = (l: (typeof market.listings)[number]) => [l.location, l.purpose, l.type, l.rooms, l.baths].join('|');
    for (const l of market.listings) kinds.set(kindOf(l), [...(kinds.get(kindOf(l)) ?? []), l.area]);
    // Generous margins (3% where the rule takes 2%), so the demo's own area rounding cannot make a neighbour.
    const alone = market.listings.find(
      (l) =>
        l.type === 'apartments' &&
        kinds.get(kindOf(l))!.filter((area) => Math.abs(area - l.area) / Math.min(area, l.area) <= 0.03).length === 1,
    );
    expect(alone).toBeDefined();
    const run = await aqar(['same-unit', '--id', alone!.externalID, '--demo'], env);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toBe('');
    expect(run.err).toContain(`No other advert of listing ${alone!.externalID}: its place lists no other`);
  }, 60_000);
});
