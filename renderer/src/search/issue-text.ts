// Validation messages a broker reads: each zod issue of a form's parameters as a short sentence in the interface
// language that names its field by the label the form shows, with an example that fits the field; and the labels
// that name parameters elsewhere.
import type { OperationName } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import { formatInteger, numberFormat } from '../i18n/format';
import { sayIn, type Say } from '../i18n/say';
import type { MessageId } from '#shared/messages/format-message';
import type { IssueLike } from './validation';

/** A field's label: a message without arguments. */
type FieldLabel = Extract<MessageId, `search.fields.${string}`>;

/** The message of each parameter's field label. */
const PARAM_LABELS: Readonly<Record<string, FieldLabel>> = {
  purpose: 'search.fields.purpose',
  location_ids: 'search.fields.locations',
  location_id: 'search.fields.location',
  property_type: 'search.fields.propertyType',
  rooms: 'search.fields.rooms',
  baths: 'search.fields.baths',
  beds: 'search.fields.beds',
  price_min: 'search.fields.priceMin',
  price_max: 'search.fields.priceMax',
  area_min: 'search.fields.areaMin',
  area_max: 'search.fields.areaMax',
  completion_status: 'search.fields.completionStatus',
  is_furnished: 'search.fields.furnishing',
  amenities: 'search.fields.amenities',
  has_video: 'search.fields.hasVideo',
  has_360_tour: 'search.fields.has360Tour',
  has_floorplan: 'search.fields.hasFloorplan',
  agent_ids: 'search.fields.agents',
  agency_ids: 'search.fields.agencies',
  developer_ids: 'search.fields.developers',
  sort_order: 'search.fields.sortOrder',
  rent_frequency: 'search.fields.rentFrequency',
  completion_percentage: 'search.fields.completionPercentage',
  pre_handover_payment: 'search.fields.preHandoverPayment',
  category_ids: 'search.fields.transactionCategory',
  category: 'search.fields.agentCategory',
  time_period: 'search.fields.timePeriod',
  sort_by: 'search.fields.sortBy',
};

/** The label of each parameter's field, for messages shown away from the field. */
export function paramLabel(param: string, say: Say): string | undefined {
  const id = PARAM_LABELS[param];
  return id === undefined ? undefined : say(id);
}

/** The name-search field's label of each by-name operation (its `query`). */
const QUERY_LABELS: Partial<Record<OperationName, FieldLabel>> = {
  'agent-search-by-name': 'search.fields.agentName',
  'agency-search-by-name': 'search.fields.agencyName',
  'developer-search-by-name': 'search.fields.developerName',
};

/** A parameter as a message names it: its field's label without the unit in brackets ("Min price (AED)"). */
export function fieldLabel(param: string, say: Say, operation?: OperationName): string {
  const queryLabel = param === 'query' && operation ? QUERY_LABELS[operation] : undefined;
  const label = queryLabel ? say(queryLabel) : paramLabel(param, say);
  return label === undefined ? param : label.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '') || label;
}

/** A value that fits the field, for "such as …": an area is not a price. */
function exampleFor(param: string): number | null {
  if (param.startsWith('price_')) return 1_500_000;
  if (param.startsWith('area_')) return 1_200;
  if (param === 'pre_handover_payment') return 20;
  return null;
}

/** A bound as the schema states it: 0.1 stays 0.1 (rounded, "must be 0 or more" stood beside a refused 0). */
function num(value: unknown, lang: Lang): string {
  if (typeof value !== 'number' && typeof value !== 'bigint') return String(value);
  const n = Number(value);
  return Number.isInteger(n) ? formatInteger(n, lang) : numberFormat(lang, { maximumFractionDigits: 6 }).format(n);
}

/** Names a parameter (the issue's own, or the other one of a range) by its field's label. */
export type LabelOf = (param: string) => string;

/** One issue as a sentence in `lang` that names its field (`labelOf` of the issue's parameter). */
export function issueText(issue: IssueLike, lang: Lang, labelOf: LabelOf): string {
  const say = sayIn(lang);
  const param = issue.path[0];
  if (param === undefined) return say('searchIssue.formInvalid');
  const field = labelOf(String(param));
  const example = exampleFor(String(param));
  const number = () =>
    example === null
      ? say('searchIssue.number', { field })
      : say('searchIssue.numberExample', { field, example: formatInteger(example, lang) });
  const whole = () =>
    example === null
      ? say('searchIssue.whole', { field })
      : say('searchIssue.wholeExample', { field, example: formatInteger(example, lang) });
  const message = issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number'
        ? number()
        : issue.expected === 'int'
          ? whole()
          : say('searchIssue.invalid', { field });
    case 'too_small': {
      if (issue.origin === 'array') return say('searchIssue.chooseOne', { field });
      if (issue.origin === 'string') return say('searchIssue.empty', { field });
      const min = num(issue.minimum, lang);
      return issue.inclusive === false
        ? say('searchIssue.moreThan', { field, min })
        : say('searchIssue.atLeast', { field, min });
    }
    case 'too_big':
      if (issue.origin === 'number') return say('searchIssue.atMost', { field, max: num(issue.maximum, lang) });
      return issue.origin === 'string'
        ? say('searchIssue.tooLong', { field, max: num(issue.maximum, lang) })
        : say('searchIssue.invalid', { field });
    case 'invalid_value':
      return say('searchIssue.choose', { field });
    case 'unrecognized_keys':
      return say('searchIssue.notFilter', { field });
    case 'custom': {
      const exceed = /^must not exceed (\w+) \((\d+(?:\.\d+)?)\)$/.exec(message);
      if (exceed) {
        return say('searchIssue.moreThanMax', {
          field,
          other: labelOf(exceed[1]!),
          value: num(Number(exceed[2]), lang),
        });
      }
      if (/applies only when purpose is for-rent/.test(message)) return say('searchIssue.rentOnly', { field });
      return say('searchIssue.invalid', { field });
    }
    default:
      if (/whole number/.test(message)) return whole();
      if (/must be a number|expected number/i.test(message)) return number();
      return say('searchIssue.invalid', { field });
  }
}

/** A describer for mapIssues: messages in `lang` naming the operation's fields by their labels. */
export function issueDescriber(lang: Lang, operation?: OperationName): (issue: IssueLike) => string {
  const say = sayIn(lang);
  const labelOf: LabelOf = (param) => fieldLabel(param, say, operation);
  return (issue) => issueText(issue, lang, labelOf);
}
