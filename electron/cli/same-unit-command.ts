// `aqar same-unit --id ID`: other adverts of a listing's unit, through the same service the property page uses. The
// listing is read first (a saved answer when fresh, else one request), then the search for its unit (one more).
import { allSaid } from './said';
import { PROPERTY_TYPES } from '#shared/data-service/params';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { yearlyAmount } from '#shared/domain/rent';
import { comparableUnit, unitPlaceId } from '#shared/market/same-unit';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';
import { checkLang } from './admin-commands';
import { propertyTypeNames } from '#shared/words/property-type-names';

type PropertyType = (typeof PROPERTY_TYPES)[number];

export async function runSameUnitCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const { say } = ctx;
  checkLang(flags, 'same-unit');
  const id = flags.get('id');
  if (typeof id !== 'string' || !id.trim()) {
    throw new AppFailure('validation', ref('error.cli.sameUnit.needsId'), { field: 'id' });
  }
  const detail = await invoke(ctx, 'data:fetch', { operation: 'property-details', params: { external_id: id.trim() } });
  const listing = detail.result;
  const placeId = unitPlaceId(listing);
  const type = listing.propertyType;
  if (!comparableUnit(listing) || placeId === null || !(PROPERTY_TYPES as readonly string[]).includes(type ?? '')) {
    throw new AppFailure('validation', ref('error.cli.sameUnit.unmatchable', { id: listing.externalID }), {
      field: 'id',
    });
  }
  const answer = await invoke(ctx, 'research:same-unit', {
    externalID: listing.externalID,
    price: listing.price,
    rentFrequency: listing.rentFrequency,
    coverPhotoUrl: listing.coverPhotoUrl,
    completionStatus: listing.completionStatus,
    purpose: listing.purpose,
    propertyType: type as PropertyType,
    rooms: listing.rooms,
    baths: listing.baths,
    areaSqft: listing.areaSqft!,
    placeId,
    policy: 'fresh-or-fetch',
  });
  if (flags.has('json'))
    return printJson(ctx, answer.looked ? { ...answer, warnings: allSaid(answer.warnings) } : answer);
  // The command always allows a request, so a search never made is a fault to say, never an empty answer.
  if (!answer.looked) throw new AppFailure('offline', ref('error.cli.sameUnit.notMade', { id: listing.externalID }));
  for (const warning of allSaid(answer.warnings, ctx.lang)) ctx.io.err(say('cli.warning', { warning }));
  const own = yearlyAmount(listing);
  const rows = answer.others.map(({ listing: other, match }) => {
    const theirs = yearlyAmount(other);
    const change = own && theirs !== null ? (theirs - own) / own : null;
    return {
      externalID: other.externalID,
      match: say('cli.sameUnit.match', { match }),
      // With its period, beside a difference taken by the year.
      price: `${other.price}${other.purpose === 'for-rent' && other.rentFrequency ? ` / ${other.rentFrequency}` : ''}`,
      difference: change === null ? '' : `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`,
      agency: other.agency?.name ?? '',
      areaSqft: other.areaSqft,
    };
  });
  if (rows.length > 0) ctx.io.out(renderTable(say, rows, 6, 34));
  const spent = say('cli.sameUnit.spent', { spent: answer.requestsSpent });
  ctx.io.err(
    answer.compared === 0
      ? say('cli.sameUnit.none', {
          id: listing.externalID,
          // Mid-sentence, the type's name (as the window's type picker words it) in lower case.
          type: propertyTypeNames(ctx.lang)[type as PropertyType].toLocaleLowerCase(ctx.lang),
          purpose: listing.purpose === 'for-rent' ? 'forRent' : 'forSale',
          spent,
        })
      : say('cli.sameUnit.found', {
          count: rows.length,
          id: listing.externalID,
          compared: answer.compared,
          partial: answer.more ? 'yes' : 'no',
          spent,
        }),
  );
}
