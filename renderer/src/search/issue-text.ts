// Validation messages a broker reads: each zod issue of a form's parameters as a short sentence in the interface
// language (beside the field, whose label already names it), and the labels that name parameters elsewhere.
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import type { SearchStrings } from './search-strings';
import type { IssueLike } from './validation';

const en = {
  number: 'Enter a number, such as 1,500,000.',
  whole: 'Enter a whole number.',
  atLeast: 'Enter {min} or more.',
  atMost: 'Enter {max} or less.',
  empty: 'Type something here.',
  choose: 'Choose one of the offered values.',
  chooseOne: 'Choose at least one.',
  moreThanMax: 'The minimum is more than the maximum ({max}).',
  rentOnly: 'Applies to rentals only.',
  notFilter: 'This search has no such filter.',
  invalid: 'This value is not accepted.',
  tooLong: 'Use at most {max} characters.',
};
type IssueStrings = typeof en;

const ar: IssueStrings = {
  number: 'أدخل رقمًا، مثل 1,500,000.',
  whole: 'أدخل عددًا صحيحًا.',
  atLeast: 'أدخل {min} أو أكثر.',
  atMost: 'أدخل {max} أو أقل.',
  empty: 'اكتب شيئًا هنا.',
  choose: 'اختر إحدى القيم المعروضة.',
  chooseOne: 'اختر قيمة واحدة على الأقل.',
  moreThanMax: 'الحد الأدنى أكبر من الحد الأقصى ({max}).',
  rentOnly: 'ينطبق على الإيجار فقط.',
  notFilter: 'لا يوجد عامل التصفية هذا في هذا البحث.',
  invalid: 'هذه القيمة غير مقبولة.',
  tooLong: 'استخدم {max} حرفًا على الأكثر.',
};

const ru: IssueStrings = {
  number: 'Введите число, например 1 500 000.',
  whole: 'Введите целое число.',
  atLeast: 'Введите {min} или больше.',
  atMost: 'Введите {max} или меньше.',
  empty: 'Заполните это поле.',
  choose: 'Выберите одно из предложенных значений.',
  chooseOne: 'Выберите хотя бы одно значение.',
  moreThanMax: 'Минимум больше максимума ({max}).',
  rentOnly: 'Только для аренды.',
  notFilter: 'В этом поиске нет такого фильтра.',
  invalid: 'Это значение не подходит.',
  tooLong: 'Не больше {max} символов.',
};

const zh: IssueStrings = {
  number: '请输入数字，例如 1,500,000。',
  whole: '请输入整数。',
  atLeast: '请输入 {min} 或更大的数。',
  atMost: '请输入 {max} 或更小的数。',
  empty: '请填写此项。',
  choose: '请选择给出的值之一。',
  chooseOne: '请至少选择一项。',
  moreThanMax: '最小值大于最大值（{max}）。',
  rentOnly: '仅适用于租赁。',
  notFilter: '此搜索没有这个筛选条件。',
  invalid: '不接受此值。',
  tooLong: '最多 {max} 个字符。',
};

const ISSUE_STRINGS: Readonly<Record<Lang, IssueStrings>> = { en, ar, ru, zh };

/** The label of each parameter's field, for messages shown away from the field. */
export function paramLabel(param: string, t: SearchStrings): string | undefined {
  const f = t.fields;
  const labels: Readonly<Record<string, string>> = {
    purpose: f.purpose,
    location_ids: f.locations,
    location_id: f.location,
    property_type: f.propertyType,
    rooms: f.rooms,
    baths: f.baths,
    beds: f.beds,
    price_min: f.priceMin,
    price_max: f.priceMax,
    area_min: f.areaMin,
    area_max: f.areaMax,
    completion_status: f.completionStatus,
    is_furnished: f.furnishing,
    amenities: f.amenities,
    has_video: f.hasVideo,
    has_360_tour: f.has360Tour,
    has_floorplan: f.hasFloorplan,
    agent_ids: f.agents,
    agency_ids: f.agencies,
    developer_ids: f.developers,
    sort_order: f.sortOrder,
    rent_frequency: f.rentFrequency,
    completion_percentage: f.completionPercentage,
    pre_handover_payment: f.preHandoverPayment,
    category_ids: f.transactionCategory,
    category: f.agentCategory,
    time_period: f.timePeriod,
    sort_by: f.sortBy,
  };
  return labels[param];
}

function num(value: unknown, lang: Lang): string {
  return typeof value === 'number' || typeof value === 'bigint' ? formatInteger(Number(value), lang) : String(value);
}

/** One issue as a sentence in `lang`, without the field's name (the field's label stands beside it). */
export function issueText(issue: IssueLike, lang: Lang): string {
  const t = ISSUE_STRINGS[lang];
  const message = issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? t.number : issue.expected === 'int' ? t.whole : t.invalid;
    case 'too_small':
      if (issue.origin === 'array') return t.chooseOne;
      if (issue.origin === 'string') return t.empty;
      return format(t.atLeast, { min: num(issue.minimum, lang) });
    case 'too_big':
      if (issue.origin === 'number') return format(t.atMost, { max: num(issue.maximum, lang) });
      return issue.origin === 'string' ? format(t.tooLong, { max: num(issue.maximum, lang) }) : t.invalid;
    case 'invalid_value':
      return t.choose;
    case 'unrecognized_keys':
      return t.notFilter;
    case 'custom': {
      const exceed = /^must not exceed \w+ \((\d+(?:\.\d+)?)\)$/.exec(message);
      if (exceed) return format(t.moreThanMax, { max: num(Number(exceed[1]), lang) });
      if (/applies only when purpose is for-rent/.test(message)) return t.rentOnly;
      return t.invalid;
    }
    default:
      if (/whole number/.test(message)) return t.whole;
      if (/must be a number|expected number/i.test(message)) return t.number;
      return t.invalid;
  }
}

/** A describer for mapIssues in `lang`. */
export function issueDescriber(lang: Lang): (issue: IssueLike) => string {
  return (issue) => issueText(issue, lang);
}
