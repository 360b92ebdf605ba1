// Help texts of the `aqar` command, derived from the operations of the contract and worded in the language `--lang`
// asks (English by default). The layout (columns, indentation, the flags and placeholders a broker types) is here;
// the words are messages of the catalogue (`cli.help.*`), each a whole sentence. A message may hold line breaks
// where its paragraph wraps: each language wraps its own sentence, and the code indents every line alike.
import { OPERATIONS, OPERATION_NAMES, type OperationName } from '#shared/data-service/operations';
import { LANGS, type Lang } from '#shared/domain/lang';
import { sayIn, type Say } from '#shared/messages/messages';
import { BUILT_IN_PROFILES } from '#core/profiles/profiles';
import { commandHelp } from './command-help';
import { isOperation, outputHelp, outputsOf } from './command-outputs';
import { compareUsage } from './compare-usage';
import { nameFlagsOf, parameterFlags } from './operation-flags';
import { nameTarget } from './resolve-names';

/** `--lang` with every interface language, padded to the column of the flags' words. */
const LANG_FLAG = `--lang ${LANGS.join('|')}`.padEnd(23);

/** A paragraph's lines after its first, indented as its first line is. */
export function indented(text: string, indent: string): string {
  return text.replaceAll('\n', `\n${indent}`);
}

/** The variables that override a live connection's fields, in the order of their flags. */
const OVERRIDE_VARIABLES = 'AQAR_BASE_URL, AQAR_HOST, AQAR_HOST_HEADER, AQAR_KEY_HEADER, AQAR_AREA_UNIT';

/** How any command reaches the data service; every command takes these. */
export function connectionHelp(say: Say): string {
  const profiles = BUILT_IN_PROFILES.map((p) => p.id).join(' | ');
  return `${say('cli.help.connection.heading')}
  --demo | --live        ${say('cli.help.connection.demoLive')}
  --offline              ${say('cli.help.connection.offline')}
  --profile ID           ${say('cli.help.connection.profile', { profiles })}
  --base-url URL --host HOST --host-header NAME --key-header NAME --area-unit sqft|sqm
                         ${say('cli.help.connection.override', { variables: OVERRIDE_VARIABLES })}
  --rate N --concurrency N --max-pages N   ${say('cli.help.connection.caps')}
${say('cli.help.connection.key')}`;
}

function overview(say: Say): string {
  const column = ' '.repeat(40);
  return `aqar: ${say('cli.help.main.title')}

${say('cli.help.usage')}
  aqar <operation> [--param value …]   ${say('cli.help.main.operations')}
    ${OPERATION_NAMES.join('\n    ')}
${column}[--all-pages] [--json | --csv FILE | --xlsx FILE]
  aqar key set|clear|status             ${say('cli.help.main.key')}
  aqar cache stats | purge --older-than 30d
  aqar usage [--json]                   ${say('cli.help.about.usage')}
  aqar workspace status|restore|backup|start-new
${column}${say('cli.help.main.workspace')}
  aqar brand show|set                   ${say('cli.help.main.brand')}
  aqar team join|status|sync|leave|members
${column}${say('cli.help.main.team')}
  aqar notes list|add|edit|remove       ${say('cli.help.main.notes')}
  aqar compare add|list|remove|clear|show|export KIND …   ${say('cli.help.main.compare')}
  aqar watch add|list|remove            ${say('cli.help.main.watch')}
  aqar alerts add|list|check|inbox|remove
${column}${say('cli.help.main.alerts')}
  aqar radar --location NAME | --saved NAME … --purpose …
${column}${say('cli.help.main.radar')}
  aqar snapshot | history | diff | portfolio | share
${column}${say('cli.help.main.portfolios')}
  aqar saved add|list|run|rename|duplicate|delete|export|import
${column}${say('cli.help.main.saved')}
  aqar market trends|yield|outliers|compare|sold --location NAME …
${column}${say('cli.help.main.market')}
  aqar report cma --location NAME --purpose … --beds N --size SQFT
${column}${say('cli.help.main.report')}
  aqar same-unit --id LISTING_ID [--json]
${column}${say('cli.help.main.sameUnit')}
  aqar <command> --help                 ${say('cli.help.main.commandHelp')}

${connectionHelp(say)}

${say('cli.help.main.exitCodes')}
`;
}

export function mainHelp(lang: Lang): string {
  return overview(sayIn(lang));
}

function operationHelp(operation: OperationName, say: Say): string {
  const paging = OPERATIONS[operation].paging;
  const names = nameFlagsOf(operation);
  const byName = names.map(
    (n) => `--${n} "NAME[,NAME]"  ${say('cli.help.operation.fills', { parameter: String(nameTarget(n, operation)) })}`,
  );
  return `aqar ${operation} (GET ${OPERATIONS[operation].path})

${say('cli.help.operation.parameters')}
  ${parameterFlags(operation)
    .map((f) => `--${f}`)
    .join('\n  ')}
${names.length ? `\n${say('cli.help.operation.byName')}\n  ${byName.join('\n  ')}\n` : ''}
${'pageSize' in paging ? `${say('cli.help.operation.pages', { size: paging.pageSize })}\n` : ''}
${outputHelp(operation, say)}

${connectionHelp(say)}
`;
}

function marketHelp(say: Say): string {
  const about = '      ';
  const flag = ' '.repeat(25);
  return `aqar market: ${say('cli.help.market.title')}

${say('cli.help.usage')}
  aqar market trends   --location NAME [--location NAME…] --purpose for-sale|for-rent [filters] [--json|--csv FILE|--xlsx FILE]
      {"series":[{"month":"YYYY-MM","beds":1,"count":n,"medianPrice":…,"medianPricePerSqft":…,"outliers":k}…],"requests":r}
${about}${indented(say('cli.help.market.trends'), about)}
  aqar market yield    --location NAME [--location NAME…] [filters]
      {"cells":[{"location":…,"beds":1,"saleMedian":…,"rentMedian":…,"grossYield":0.0xx,"saleCount":n,"rentCount":n,"thin":false}…]}
${about}${indented(say('cli.help.market.yield'), about)}
  aqar market outliers --location NAME [--purpose for-sale|for-rent|both] [filters]
${about}${indented(say('cli.help.market.outliers'), about)}
  aqar market compare  --location NAME --location NAME [${say('cli.help.market.upTo', { max: 4 })}] [--purpose …] [filters]
${about}${indented(say('cli.help.market.compare'), about)}
  aqar market sold     --location NAME [--beds N]
${about}${indented(say('cli.help.market.sold'), about)}
      {"matches":[{"externalID","transactionId","place","beds","lastAsking","achieved","ratio","daysToRegistration",
      "confidence","reasons":[{"kind",…}]}…],"ratios":{"byPlaceBeds":[…],"byAgency":[…]}} ${indented(say('cli.help.market.soldFigures'), about)}

${say('cli.help.filters')}
  --category apartments|villas|townhouses|residential|commercial
  --beds 0,1,2           ${say('cli.help.market.beds')}
  --period 1m|3m|6m|12m|24m   ${say('cli.help.default', { value: '12m' })}
  --completion ready|off-plan|any   ${say('cli.help.default', { value: 'any' })}
  --keep-outliers        ${say('cli.help.market.keepOutliers')}
  ${LANG_FLAG}${indented(say('cli.help.market.lang'), flag)}

${say('cli.help.market.requests')}

${outputHelp('market', say)}

${connectionHelp(say)}
`;
}

/** `aqar report [ACTION] --help`: the whole command's help, with the output flags of the action asked. */
function reportHelp(action: string | undefined, say: Say): string {
  const key = action && outputsOf(`report ${action}`) ? `report ${action}` : 'report cma';
  const about = '      ';
  const flag = ' '.repeat(25);
  return `aqar report cma: ${say('cli.help.report.title')}

${say('cli.help.usage')}
  aqar report cma --location NAME --purpose for-sale|for-rent --beds N --size SQFT [subject] [evidence] [--json|--csv FILE|--xlsx FILE] [--pdf FILE [printing]]
${about}${indented(say('cli.help.report.cma'), about)}
      {"subject":{…},"comparables":[{"id","source":"transaction"|"listing","price","areaSqft","pricePerSqft","date",
      "beds","place","similarity","factors":{…},"included","excludedBecause"}…],"estimate":{"low","central","high",
      "perSqft":{…},"n","from","to","spreadPct","confidence"}|null,"yield":{…}|null,"rentIncrease":{"averageRent",
      "belowAveragePct","allowedIncreasePct","n"}|null,"rules":{…},"requestsSpent":r}
${about}${indented(say('cli.help.report.fields'), about)}

${say('cli.help.report.subject')}
  --type apartment|villa|townhouse|residential|commercial
  --completion ready|off-plan|any   ${say('cli.help.default', { value: 'any' })}
  --building NAME        ${indented(say('cli.help.report.building'), flag)}
  --asking-price AED     ${indented(say('cli.help.report.askingPrice'), flag)}
  --current-rent AED     ${indented(say('cli.help.report.currentRent'), flag)}
  --listing ID           ${indented(say('cli.help.report.listing'), flag)}

${say('cli.help.report.evidence')}
  --period 1m|3m|6m|12m|24m   ${say('cli.help.report.period')}
  --include ID,ID…       ${indented(say('cli.help.report.include'), flag)}
  --exclude ID,ID…       ${indented(say('cli.help.report.exclude'), flag)}
  --keep-outliers        ${indented(say('cli.help.report.keepOutliers'), flag)}

${say('cli.help.report.printing')}
  ${indented(say('cli.help.report.printingAbout'), '  ')}
  ${LANG_FLAG}${indented(say('cli.help.report.lang'), flag)}
  --numerals latn|arab   ${indented(say('cli.help.report.numerals'), flag)}

${say('cli.help.report.kept')}
  --keep [--name NAME]   ${indented(say('cli.help.report.keep'), flag)}
  aqar report list [--json]                       ${say('cli.help.report.list')}
  aqar report show --id N [--revision V] [--json|--csv FILE|--xlsx FILE]   ${say('cli.help.report.show')}
  aqar report show --id N [--revision V] --pdf FILE [--lang L] [--numerals N]   ${indented(say('cli.help.report.showPdf'), flag)}
  aqar report rerun --id N [--json]               ${say('cli.help.report.rerun')}
  aqar report history --id N [--json]             ${say('cli.help.report.history')}
  aqar report duplicate --id N [--name NAME] | rename --id N --name NAME | remove --id N

${outputHelp(key, say)}

${connectionHelp(say)}
`;
}

function sameUnitHelp(say: Say): string {
  return `${say('cli.help.usage')} aqar same-unit --id LISTING_ID [--json]

${say('cli.help.sameUnit.about')}

${outputHelp('same-unit', say)}

${connectionHelp(say)}
`;
}

function compareHelp(action: string | undefined, say: Say): string {
  const output = action && outputsOf(`compare ${action}`) !== null ? `\n${outputHelp(`compare ${action}`, say)}\n` : '';
  return `${say('cli.help.usage')}\n${compareUsage(say)}\n${output}\n${connectionHelp(say)}\n`;
}

/** The help `aqar <words> --help` prints in `lang`: the command's own, or the overview when the words name none. */
export function helpFor(words: readonly string[], lang: Lang): string {
  const say = sayIn(lang);
  const [command, action] = words;
  if (!command) return overview(say);
  if (isOperation(command)) return operationHelp(command, say);
  if (command === 'market') return marketHelp(say);
  if (command === 'report') return reportHelp(action, say);
  if (command === 'same-unit') return sameUnitHelp(say);
  if (command === 'compare') return compareHelp(action, say);
  return commandHelp(words, connectionHelp(say), say) ?? overview(say);
}
