// The warnings an answer carries, in the language of the window that asked (the CLI's are English): results
// outside the places asked for, records left out, and a page whose areas or prices betray the wrong area unit.
// The setting named is the Settings view's own path to it, in each language's words.
import type { Lang } from '#shared/domain/lang';
import { formatList, formatUaeClock } from '#shared/format/intl';
import { LOCALES, countText, pluralText, type PluralForms } from '#shared/words/plural';
import { fill, type Translated } from '#shared/words/translated';

type Key =
  | 'outside'
  | 'requestedPlaces'
  | 'rejectedMore'
  | 'salePrices'
  | 'yearlyRents'
  | 'above'
  | 'below'
  | 'pricePerArea'
  | 'areaPerBedroom'
  | 'unitArea'
  | 'toSqm'
  | 'toSqft'
  | 'checkUnit'
  | 'areaUnitSetting'
  | 'savedInstead';

const WORDS: Readonly<Record<Key, Translated>> = {
  outside: {
    en: '{outside} of {total} results lie outside {places}: the data service may have widened the search (check the location).',
    ar: '{outside} من أصل {total} من النتائج تقع خارج {places}: ربما وسّعت خدمة البيانات نطاق البحث (تحقّق من الموقع).',
    ru: 'Результатов за пределами {places}: {outside} из {total}. Возможно, сервис данных расширил поиск (проверьте местоположение).',
    zh: '{total} 条结果中有 {outside} 条不在{places}：数据服务可能扩大了搜索范围（请检查位置）。',
  },
  requestedPlaces: {
    en: 'the requested places',
    ar: 'الأماكن المطلوبة',
    ru: 'запрошенных мест',
    zh: '所请求的地点',
  },
  rejectedMore: { en: '; and {count} more', ar: '؛ و{count} غيرها', ru: '; и ещё {count}', zh: '；另有 {count} 条' },
  salePrices: { en: 'sale prices', ar: 'أسعار البيع', ru: 'цен продажи', zh: '售价' },
  yearlyRents: { en: 'yearly rents', ar: 'الإيجارات السنوية', ru: 'годовой арендной платы', zh: '年租金' },
  above: { en: 'above', ar: 'أعلى من', ru: 'выше', zh: '高于' },
  below: { en: 'below', ar: 'أدنى من', ru: 'ниже', zh: '低于' },
  pricePerArea: {
    en: 'The median of {count} {what} here is {value} per sq ft, {side} the plausible {bound}.',
    ar: 'يبلغ وسيط {what} هنا (عددها {count}) {value} للقدم المربعة، وهو {side} الحدّ المعقول ({bound}).',
    ru: 'Медиана {what} здесь (всего: {count}) — {value} за кв. фут, {side} правдоподобного предела {bound}.',
    zh: '此处 {count} 个{what}的中位数为每平方英尺 {value}，{side}合理界限 {bound}。',
  },
  areaPerBedroom: {
    en: 'The homes here measure a median {value} sq ft per bedroom ({count} homes, a studio counted as one bedroom), {side} the plausible {bound}.',
    ar: 'وسيط مساحة المنازل هنا {value} قدم مربعة لكل غرفة نوم (عدد المنازل: {count}، والاستوديو يُعدّ غرفة واحدة)، وهو {side} الحدّ المعقول {bound}.',
    ru: 'Медианная площадь жилья здесь — {value} кв. фт на спальню (объектов: {count}; студия считается за одну спальню), {side} правдоподобного предела {bound}.',
    zh: '此处房屋每间卧室的面积中位数为 {value} 平方英尺（{count} 套，开间按一间卧室计），{side}合理界限 {bound}。',
  },
  unitArea: {
    en: 'The units here measure a median {value} sq ft ({count} units), below the plausible {bound}.',
    ar: 'وسيط مساحة الوحدات هنا {value} قدم مربعة (عدد الوحدات: {count})، وهو أدنى من الحدّ المعقول {bound}.',
    ru: 'Медианная площадь объектов здесь — {value} кв. фт (объектов: {count}), ниже правдоподобного предела {bound}.',
    zh: '此处各单元面积的中位数为 {value} 平方英尺（{count} 个单元），低于合理下限 {bound}。',
  },
  toSqm: {
    en: 'The service probably reports areas in square metres while the connection reads them as square feet. Set {setting} to square metres.',
    ar: 'يبدو أن الخدمة ترسل المساحات بالمتر المربع بينما يقرؤها الاتصال بالقدم المربعة. اضبط {setting} على المتر المربع.',
    ru: 'Похоже, сервис сообщает площади в квадратных метрах, а соединение читает их как квадратные футы. Выберите в {setting} квадратные метры.',
    zh: '服务很可能以平方米提供面积，而连接按平方英尺读取。请将{setting}设为平方米。',
  },
  toSqft: {
    en: 'The service probably reports areas in square feet while the connection reads them as square metres. Set {setting} to square feet.',
    ar: 'يبدو أن الخدمة ترسل المساحات بالقدم المربعة بينما يقرؤها الاتصال بالمتر المربع. اضبط {setting} على القدم المربعة.',
    ru: 'Похоже, сервис сообщает площади в квадратных футах, а соединение читает их как квадратные метры. Выберите в {setting} квадратные футы.',
    zh: '服务很可能以平方英尺提供面积，而连接按平方米读取。请将{setting}设为平方英尺。',
  },
  checkUnit: {
    en: 'Check {setting} and the prices the service sends.',
    ar: 'تحقّق من {setting} ومن الأسعار التي ترسلها الخدمة.',
    ru: 'Проверьте {setting} и цены, которые присылает сервис.',
    zh: '请检查{setting}以及服务发送的价格。',
  },
  savedInstead: {
    en: '{reason} Showing the answer saved on {when} (UAE time).',
    ar: '{reason} تُعرض الإجابة المحفوظة في {when} (بتوقيت الإمارات).',
    ru: '{reason} Показан ответ, сохранённый {when} (время ОАЭ).',
    zh: '{reason}现显示 {when}（阿联酋时间）保存的答复。',
  },
  areaUnitSetting: {
    en: 'Settings → Connection → Area unit in responses',
    ar: '«الإعدادات ← الاتصال ← وحدة المساحة التي ترسلها الخدمة»',
    ru: '«Настройки → Соединение → Единица площади сервиса»',
    zh: '“设置 → 连接 → 服务返回的面积单位”',
  },
};

/** Why a saved answer is shown instead of a new one, by the failure's code (English keeps the failure's own words). */
const FAILED: Readonly<Record<string, Translated>> = {
  offline: {
    en: 'The data service cannot be reached.',
    ar: 'تعذّر الوصول إلى خدمة البيانات.',
    ru: 'Сервис данных недоступен.',
    zh: '无法连接数据服务。',
  },
  timeout: {
    en: 'The data service did not answer in time.',
    ar: 'لم تُجب خدمة البيانات في الوقت المحدّد.',
    ru: 'Сервис данных не ответил вовремя.',
    zh: '数据服务未及时答复。',
  },
  upstream: {
    en: 'The data service failed.',
    ar: 'تعطّلت خدمة البيانات.',
    ru: 'Сервис данных дал сбой.',
    zh: '数据服务出错。',
  },
  'rate-limited': {
    en: 'The data service asked to slow down.',
    ar: 'طلبت خدمة البيانات إبطاء الطلبات.',
    ru: 'Сервис данных попросил снизить частоту запросов.',
    zh: '数据服务要求放慢请求。',
  },
  'quota-exhausted': {
    en: 'This month’s requests are used up.',
    ar: 'نفدت طلبات هذا الشهر.',
    ru: 'Запросы этого месяца исчерпаны.',
    zh: '本月请求已用完。',
  },
  'malformed-response': {
    en: 'The data service sent an answer that cannot be read.',
    ar: 'أرسلت خدمة البيانات إجابة تتعذّر قراءتها.',
    ru: 'Сервис данных прислал ответ, который нельзя прочитать.',
    zh: '数据服务发送的答复无法读取。',
  },
  'not-subscribed': {
    en: 'The API key is not subscribed to this data service.',
    ar: 'مفتاح API غير مشترك في خدمة البيانات هذه.',
    ru: 'Ключ API не подписан на этот сервис данных.',
    zh: '此 API 密钥未订阅该数据服务。',
  },
};

/** A place id asked for that was never seen here, so results cannot be checked against it; by how many ids. */
const UNSEEN: Readonly<Record<Lang, PluralForms>> = {
  en: {
    one: 'Place {ids} has not been seen on this computer, so whether these results lie in it cannot be checked: the data service widens a search whose place id it does not know (give the place by name to be sure).',
    other:
      'Places {ids} have not been seen on this computer, so whether these results lie in them cannot be checked: the data service widens a search whose place id it does not know (give the places by name to be sure).',
  },
  ar: {
    one: 'لم يسبق أن ورد المكان {ids} على هذا الجهاز، لذا لا يمكن التحقّق من وقوع هذه النتائج فيه: توسّع خدمة البيانات البحث حين لا تعرف معرّف المكان (اختر المكان باسمه لتتأكّد).',
    other:
      'لم يسبق أن وردت الأماكن {ids} على هذا الجهاز، لذا لا يمكن التحقّق من وقوع هذه النتائج فيها: توسّع خدمة البيانات البحث حين لا تعرف معرّف المكان (اختر الأماكن بأسمائها لتتأكّد).',
  },
  ru: {
    one: 'Место {ids} ещё не встречалось на этом компьютере, поэтому нельзя проверить, находятся ли в нём эти результаты: сервис данных расширяет поиск, если не знает идентификатор места (укажите место по названию, чтобы быть уверенным).',
    other:
      'Места {ids} ещё не встречались на этом компьютере, поэтому нельзя проверить, находятся ли в них эти результаты: сервис данных расширяет поиск, если не знает идентификатор места (укажите места по названию, чтобы быть уверенным).',
  },
  zh: {
    other:
      '本机从未见过地点 {ids}，因此无法核实这些结果是否位于其中：数据服务遇到不认识的地点编号时会扩大搜索范围（请按名称选择地点以确保准确）。',
  },
};

/** A place id never seen here that no result lies in, asked beside a good one; by how many ids. */
const UNSEEN_EMPTY: Readonly<Record<Lang, PluralForms>> = {
  en: {
    one: 'No result lies in place {ids}, which has not been seen on this computer: check that id (a place picked by its name is sure).',
    other:
      'No result lies in places {ids}, which have not been seen on this computer: check those ids (a place picked by its name is sure).',
  },
  ar: {
    one: 'لا تقع أي نتيجة في المكان {ids}، ولم يسبق أن ورد هذا المكان على هذا الجهاز: تحقّق من معرّفه (اختيار المكان باسمه مضمون).',
    other:
      'لا تقع أي نتيجة في الأماكن {ids}، ولم يسبق أن وردت هذه الأماكن على هذا الجهاز: تحقّق من معرّفاتها (اختيار المكان باسمه مضمون).',
  },
  ru: {
    one: 'Ни один результат не находится в месте {ids}, которое ещё не встречалось на этом компьютере: проверьте этот идентификатор (место, выбранное по названию, надёжнее).',
    other:
      'Ни один результат не находится в местах {ids}, которые ещё не встречались на этом компьютере: проверьте эти идентификаторы (место, выбранное по названию, надёжнее).',
  },
  zh: {
    other: '没有结果位于地点 {ids}，且本机从未见过这些地点：请核对编号（按名称选择地点更可靠）。',
  },
};

const REJECTED: Readonly<Record<Lang, PluralForms>> = {
  en: {
    one: '{count} record in this answer could not be read and is left out',
    other: '{count} records in this answer could not be read and are left out',
  },
  ar: {
    one: 'سجلّ واحد في هذه الإجابة تعذّرت قراءته فاستُبعد',
    two: 'سجلّان في هذه الإجابة تعذّرت قراءتهما فاستُبعدا',
    few: '{count} سجلّات في هذه الإجابة تعذّرت قراءتها فاستُبعدت',
    many: '{count} سجلًّا في هذه الإجابة تعذّرت قراءتها فاستُبعدت',
    other: '{count} سجلّ في هذه الإجابة تعذّرت قراءتها فاستُبعدت',
  },
  ru: {
    one: '{count} запись в этом ответе оказалась нечитаемой и пропущена',
    few: '{count} записи в этом ответе не удалось прочитать, они пропущены',
    other: '{count} записей в этом ответе не удалось прочитать, они пропущены',
  },
  zh: { other: '此答复中有 {count} 条记录无法读取，已略去' },
};

/** The answer warnings' words in one language. */
export interface AnswerWords {
  lang: Lang;
  say(key: Key, values?: Readonly<Record<string, string | number>>): string;
  /** "12 records … are left out", by the language's plural rules. */
  rejected(count: number): string;
  /** Place ids never seen here, so the results cannot be checked against them. */
  unseen(ids: readonly string[]): string;
  /** Place ids never seen here that no result lies in. */
  unseenEmpty(ids: readonly string[]): string;
  /** Items as the language lists them ("5002 and 999999", "5002 و999999"). */
  list(items: readonly string[]): string;
  /** Reasons one after another, with the language's semicolon. */
  reasons(items: readonly string[]): string;
  count(n: number): string;
  /** A figure with a decimal below ten ("2.5", "1,200"), in the language's digits. */
  figure(n: number): string;
  /** An amount in dirhams, in the language's way ("AED 1,200"). */
  aed(n: number): string;
  /** Two sentences one after the other (Chinese runs them on without a space). */
  then(first: string, second: string): string;
  /** "The data service failed. Showing the answer saved on 24 Nov 2026, 11:02 PM (UAE time)." */
  savedInstead(code: string, message: string, fetchedAt: number): string;
}

/** An instant as UAE wall-clock time, in the language's way (the one format the window shows times in). */
function uaeTime(at: number, lang: Lang): string {
  return formatUaeClock(new Date(at).toISOString(), lang);
}

const made = new Map<Lang, AnswerWords>();

/** The words of one language, made once: every answer served (a cache hit in well under a millisecond) asks. */
export function answerWords(lang: Lang = 'en'): AnswerWords {
  let words = made.get(lang);
  if (!words) made.set(lang, (words = makeWords(lang)));
  return words;
}

function makeWords(lang: Lang): AnswerWords {
  const locale = lang === 'en' ? 'en-US' : LOCALES[lang];
  // The formatters are made at first use: making one loads the language's ICU data, a cost every `aqar` run paid at
  // start (this module's words are made when it loads) though most answers list nothing and name no amount.
  const list = (items: readonly string[]): string => formatList(items, lang);
  let dirhams: Intl.NumberFormat | null = null;
  const currency = (): Intl.NumberFormat =>
    (dirhams ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }));
  return {
    lang,
    say: (key, values = {}) => fill(WORDS[key][lang], values),
    rejected: (count) => pluralText(REJECTED[lang], count, lang),
    unseen: (ids) => pluralText(UNSEEN[lang], ids.length, lang, { ids: list(ids) }),
    unseenEmpty: (ids) => pluralText(UNSEEN_EMPTY[lang], ids.length, lang, { ids: list(ids) }),
    list,
    reasons: (items) => items.join(lang === 'ar' ? '؛ ' : lang === 'zh' ? '；' : '; '),
    count: (n) => countText(n, lang),
    figure: (n) => n.toLocaleString(locale, { maximumFractionDigits: n < 10 ? 1 : 0 }),
    aed: (n) =>
      lang === 'en'
        ? `AED ${n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 1 : 0 })}`
        : currency().format(n),
    then: (first, second) => (lang === 'zh' ? `${first}${second}` : `${first} ${second}`),
    savedInstead: (code, message, fetchedAt) => {
      const reason = lang === 'en' ? message : (FAILED[code]?.[lang] ?? message);
      const when = uaeTime(fetchedAt, lang);
      return fill(WORDS.savedInstead[lang], { reason: lang === 'zh' ? reason : reason.trimEnd(), when });
    },
  };
}
