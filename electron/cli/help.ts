// Help texts of the `aqar` command, derived from the operations of the contract.
import { OPERATIONS, OPERATION_NAMES, type OperationName } from '#shared/data-service/operations';
import { BUILT_IN_PROFILES } from '#core/profiles/profiles';
import { commandHelp } from './command-help';
import { isOperation, outputHelp, outputsOf } from './command-outputs';
import { COMPARE_USAGE } from './compare-command';
import { SAME_UNIT_USAGE } from './same-unit-command';
import { nameFlagsOf, parameterFlags } from './operation-flags';
import { nameTarget } from './resolve-names';

/** How any command reaches the data service; every command takes these. */
export const CONNECTION = `Connection (every command):
  --demo | --live        use the built-in demo data service, or the live one from settings
  --offline              answer from the offline cache only; --refresh ignores fresh cached answers
  --profile ID           the live connection's profile: ${BUILT_IN_PROFILES.map((p) => p.id).join(' | ')} (or AQAR_PROFILE)
  --base-url URL --host HOST --host-header NAME --key-header NAME --area-unit sqft|sqm
                         override fields of the profile (or AQAR_BASE_URL, AQAR_HOST, AQAR_HOST_HEADER, AQAR_KEY_HEADER, AQAR_AREA_UNIT)
  --rate N --concurrency N --max-pages N   request caps; --data-dir DIR (or AQAR_DATA_DIR)
The API key comes from the system keychain (aqar key set) or AQAR_API_KEY; it is never printed.`;

export function mainHelp(): string {
  return `aqar: UAE property market research from the command line (Aqar Lens)

Usage:
  aqar <operation> [--param value …]   one of the data service's operations:
    ${OPERATION_NAMES.join('\n    ')}
                                        [--all-pages] [--json | --csv FILE | --xlsx FILE]
  aqar key set|clear|status             keep the API key in the system keychain (set reads it from standard input)
  aqar cache stats | purge --older-than 30d
  aqar usage [--json]                   requests spent today and this month, and the gateway's limits
  aqar workspace status|restore|backup|start-new
                                        the workspace's state and backups, as Settings → Workspace (aqar workspace --help)
  aqar brand show|set                   the brand client reports print, as Settings → Your brand (aqar brand --help)
  aqar team join|status|sync|leave|members
                                        share saved searches and watches with a team server (aqar team --help)
  aqar notes list|add|edit|remove       notes on listings, buildings and firms, kept here or shared (aqar notes --help)
  aqar compare add|list|remove|clear|show|export KIND …   the compare panel (aqar compare --help)
  aqar watch add|list|remove            the firms, agents and saved searches tracked over time (aqar watch --help)
  aqar alerts add|list|check|inbox|remove
                                        alerts on what watched items' snapshots differ by (aqar alerts --help)
  aqar radar --location NAME | --saved NAME … --purpose …
                                        listings scored for a new mandate or a lower price (aqar radar --help)
  aqar snapshot | history | diff | portfolio | share
                                        portfolios over time (aqar snapshot --help, aqar history --help …)
  aqar saved add|list|run|rename|duplicate|delete|export|import
                                        saved searches (aqar saved --help, aqar saved run --help …)
  aqar market trends|yield|outliers|compare|sold --location NAME …
                                        market analytics from sale and rent transactions (aqar market --help)
  aqar report cma --location NAME --purpose … --beds N --size SQFT
                                        a comparative market analysis of one property (aqar report --help)
  aqar same-unit --id LISTING_ID [--json]
                                        other adverts of a listing's unit (aqar same-unit --help)
  aqar <command> --help                 the flags one command takes

${CONNECTION}

Exit codes: 0 ok, 1 internal error, 2 bad usage or parameter, 3 key refused, 4 rate limit or quota, 5 service
unavailable or offline without a saved answer, 6 not found, 7 a snapshot of the item is already being taken,
8 a local file could not be written (disk full, read-only file or folder, database locked by another program,
workspace of a newer version; requests already sent stay counted), 130 cancelled.
`;
}

export function operationHelp(operation: OperationName): string {
  const paging = OPERATIONS[operation].paging;
  const names = nameFlagsOf(operation);
  return `aqar ${operation} (GET ${OPERATIONS[operation].path})

Parameters (as in the data service's interface; lists are comma-separated):
  ${parameterFlags(operation)
    .map((f) => `--${f}`)
    .join('\n  ')}
${names.length ? `\nBy name instead of id:\n  ${names.map((n) => `--${n} "NAME[,NAME]"  fills ${nameTarget(n, operation)}`).join('\n  ')}\n` : ''}
${'pageSize' in paging ? `Pages of ${paging.pageSize}; --all-pages fetches them all.\n` : ''}
${outputHelp(operation)}

${CONNECTION}
`;
}

export function marketHelp(): string {
  return `aqar market: analyses of sale and rent transactions, computed from the local store

Usage:
  aqar market trends   --location NAME [--location NAME…] --purpose for-sale|for-rent [filters] [--json|--csv FILE|--xlsx FILE]
      {"series":[{"month":"YYYY-MM","beds":1,"count":n,"medianPrice":…,"medianPricePerSqft":…,"outliers":k}…],"requests":r}
      One entry per month and bedroom count present (beds 0 is a studio, 5 is five or more); several places form one
      market (a transaction under two of them counts once). Medians are exact, over the transactions not flagged.
      A period counts back in days (12m: the last 365), so its first and last month may hold only some days: their
      entries add "partial":true (the CSV says so on every row, with the days covered).
  aqar market yield    --location NAME [--location NAME…] [filters]
      {"cells":[{"location":…,"beds":1,"saleMedian":…,"rentMedian":…,"grossYield":0.0xx,"saleCount":n,"rentCount":n,"thin":false}…]}
      Median yearly rent over median sale price, same place, category, bedrooms and period; thin below 10 either side.
  aqar market outliers --location NAME [--purpose for-sale|for-rent|both] [filters]
      The flagged transactions with the rule that flagged them.
  aqar market compare  --location NAME --location NAME [… up to 4] [--purpose …] [filters]
      Places side by side: counts, medians, yield and yearly change, each against the first place ("diffKind":
      relative for amounts, points for yield and change: 0.007 is 0.7 percentage points), with the sales and the
      rents behind each value.
  aqar market sold     --location NAME [--beds N]
      What adverts sold for, from what is stored (no request): adverts the stored snapshots of saved searches and
      watched firms saw go, matched to the place's stored transactions registered afterwards (same place, purpose
      and bedrooms, size within 3% or 15 sq ft, from 7 days before the advert went to 90 after; each with a
      confidence 0-1 and its reasons), and the ratios from the matches:
      {"matches":[{"externalID","transactionId","place","beds","lastAsking","achieved","ratio","daysToRegistration",
      "confidence","reasons":[{"kind",…}]}…],"ratios":{"byPlaceBeds":[…],"byAgency":[…]}} with n on each figure
      ("median":null below 5 matches). It needs the history: save a search over the place, watch it
      (aqar watch add --saved NAME) and snapshot it on several days; then load the place's transactions.

Filters:
  --category apartments|villas|townhouses|residential|commercial
  --beds 0,1,2           bedroom counts (0 or studio; 5 or 5+ means five or more)
  --period 1m|3m|6m|12m|24m   (default 12m)
  --completion ready|off-plan|any   (default any)
  --keep-outliers        keep flagged transactions in the medians (they are still counted and listed)
  --lang en|ar|ru|zh     the table's headers and words (yield, outliers, compare: the Market view's own tables;
                         default en); the JSON keeps its keys and codes

Requests: the estimate is printed first. A second look inside a day costs none; a longer period than the one stored
fetches only the older months (oldest first), and a shorter one none. "requests" counts what this run spent.

${outputHelp('market')}

${CONNECTION}
`;
}

/** `aqar report [ACTION] --help`: the whole command's help, with the output flags of the action asked. */
export function reportHelp(action?: string): string {
  const key = action && outputsOf(`report ${action}`) ? `report ${action}` : 'report cma';
  return `aqar report cma: a comparative market analysis (CMA) of one property, from the local store

Usage:
  aqar report cma --location NAME --purpose for-sale|for-rent --beds N --size SQFT [subject] [evidence] [--json|--csv FILE|--xlsx FILE] [--pdf FILE [printing]]
      The market the report rests on (the place's sale or rent transactions of the subject's bedrooms and the
      neighbouring counts, every completion, over the period) is estimated on stderr and loaded as aqar market loads
      it; then every candidate transaction is scored for similarity (factors shown per comparable), included by the
      printed default or your --include/--exclude, and the range is drawn from the included ones.
      {"subject":{…},"comparables":[{"id","source":"transaction"|"listing","price","areaSqft","pricePerSqft","date",
      "beds","place","similarity","factors":{…},"included","excludedBecause"}…],"estimate":{"low","central","high",
      "perSqft":{…},"n","from","to","spreadPct","confidence"}|null,"yield":{…}|null,"rentIncrease":{"averageRent",
      "belowAveragePct","allowedIncreasePct","n"}|null,"rules":{…},"requestsSpent":r}
      estimate.n counts the included transactions; a rent's amounts are per year. Listings are the competition
      (asking, not achieved) and never enter the estimate. --csv and --xlsx write the comparables with every
      factor's points; the workbook's About sheet holds the subject, the estimate and every rule.

Subject:
  --type apartment|villa|townhouse|residential|commercial
  --completion ready|off-plan|any   (default any)
  --building NAME        the subject's building or project: comparables in it score the whole place factor
  --asking-price AED     the asking price (or yearly rent) the broker has
  --current-rent AED     a rent's current yearly rent: adds the RERA rent-increase check (an estimate, not the
                         official calculator)
  --listing ID           the listing the subject was taken from

Evidence:
  --period 1m|3m|6m|12m|24m   the date window (default 12m)
  --include ID,ID…       transactions to include whatever the default does
  --exclude ID,ID…       transactions to leave out
  --keep-outliers        let transactions the outlier rule flags be included by default

Printing (with --pdf FILE):
  The client report is printed as the app prints it: the report page is served from this run (the built renderer,
  out/renderer, or AQAR_RENDERER_DIR) and printed to A4 by the system Chromium (/usr/bin/chromium, or
  AQAR_CHROMIUM), with page numbers, an outline and tags. Prints where the PDF went and its page count on stderr.
  --lang en|ar|ru|zh     the report's language (default en; Arabic is right to left)
  --numerals latn|arab   Western (0-9) or Arabic-Indic digits (default latn)

Kept reports (in the workspace; no request but a re-run's market load):
  --keep [--name NAME]   keep the report: listed, shown again as computed, re-run as a new version; with
                         --pdf FILE the version kept is what prints
  aqar report list [--json]                       the kept reports, each with its latest version's estimate
  aqar report show --id N [--revision V] [--json|--csv FILE|--xlsx FILE]   a version (default the latest) as computed
  aqar report show --id N [--revision V] --pdf FILE [--lang L] [--numerals N]   that version printed from its stored
                         result (no request, nothing computed again)
  aqar report rerun --id N [--json]               its market loaded (the estimate first), a new version computed
  aqar report history --id N [--json]             the estimate across its versions
  aqar report duplicate --id N [--name NAME] | rename --id N --name NAME | remove --id N

${outputHelp(key)}

${CONNECTION}
`;
}

/** The help `aqar <words> --help` prints: the command's own, or the overview when the words name none. */
export function helpFor(words: readonly string[]): string {
  const [command, action] = words;
  if (!command) return mainHelp();
  if (isOperation(command)) return operationHelp(command);
  if (command === 'market') return marketHelp();
  if (command === 'report') return reportHelp(action);
  if (command === 'same-unit') return `${SAME_UNIT_USAGE}\n\n${outputHelp('same-unit')}\n\n${CONNECTION}\n`;
  if (command === 'compare') {
    const output = action && outputsOf(`compare ${action}`) !== null ? `\n${outputHelp(`compare ${action}`)}\n` : '';
    return `${COMPARE_USAGE}\n${output}\n${CONNECTION}\n`;
  }
  return commandHelp(words, CONNECTION) ?? mainHelp();
}
