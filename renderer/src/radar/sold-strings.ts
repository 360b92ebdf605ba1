// Words of the "What adverts sold for" section of the Radar view (its tab, ratios, matches, reasons and export) in
// the four languages. Sentences are whole, with their values as {placeholders}; headers are per column id of the
// shared definition (shared/research/sold-table.ts), `{unit}` the display area unit.
import type { Lang } from '#shared/domain/lang';
import type { SoldMissing } from '#shared/domain/sold';
import type { PluralForms } from '#shared/words/plural';

export const SOLD_MATCH_HEADER_IDS = [
  'id',
  'transaction',
  'purpose',
  'place',
  'beds',
  'agency',
  'area',
  'lastAsking',
  'achieved',
  'ratio',
  'firstListed',
  'lastSeen',
  'registered',
  'daysToRegistration',
  'confidence',
  'reasons',
] as const;
export const SOLD_RATIO_HEADER_IDS = [
  'place',
  'beds',
  'agency',
  'matches',
  'saleToList',
  'saleToListN',
  'rentToAsk',
  'rentToAskN',
  'days',
  'daysN',
] as const;
export type SoldMatchHeaderId = (typeof SOLD_MATCH_HEADER_IDS)[number];
export type SoldRatioHeaderId = (typeof SOLD_RATIO_HEADER_IDS)[number];

export interface SoldStrings {
  tabRanked: string;
  tabSold: string;
  title: string;
  intro: string;
  choosePlace: string;
  loading: string;
  summary: PluralForms;
  byPlaceBeds: string;
  byAgency: string;
  matchesTitle: string;
  noMatches: string;
  /** What the answer lacks, and how to get it in the window. */
  missing: Record<SoldMissing, string>;
  /** A figure from fewer than 5 matches is not shown: this stands in its place. */
  fewerThan: string;
  figure: string;
  studio: string;
  reason: {
    samePlace: string;
    withinPlace: string;
    sizeDiff: string;
    daysAfter: string;
    daysBefore: string;
    ratio: string;
    ratioUnusual: string;
    rivals: PluralForms;
  };
  exportScope: string;
  fileName: string;
  fileTitle: string;
  matchesSheet: string;
  ratiosSheet: string;
  failed: string;
  matchHeaders: Record<SoldMatchHeaderId, string>;
  ratioHeaders: Record<SoldRatioHeaderId, string>;
}

const en: SoldStrings = {
  tabRanked: 'Ranked listings',
  tabSold: 'What adverts sold for',
  title: 'What adverts sold for',
  intro:
    'Adverts of the place that your snapshots saw go, matched to the sales and lets registered afterwards for the same unit, from what is stored: no request is sent.',
  choosePlace: 'Choose a place to see what its adverts sold for.',
  loading: 'Matching…',
  summary: {
    one: '{count} match from {gone} adverts gone and {transactions} transactions stored, as of {time}.',
    other: '{count} matches from {gone} adverts gone and {transactions} transactions stored, as of {time}.',
  },
  byPlaceBeds: 'By place and bedrooms',
  byAgency: 'By agency',
  matchesTitle: 'Matches',
  noMatches: 'No advert of {place} could be matched to a transaction yet.',
  missing: {
    history:
      'No stored history of {place}’s listings: save a search over it, watch it in Portfolios and take snapshots on several days, so the history shows which adverts went.',
    gone: 'No advert of {place} has gone in the stored history yet: take another snapshot after some days.',
    transactions:
      'No transactions of {place} are stored: open it in the Market view some weeks after the adverts went.',
  },
  fewerThan: 'fewer than 5',
  figure: '{value} (n = {n})',
  studio: 'Studio',
  reason: {
    samePlace: 'same place ({place})',
    withinPlace: 'registered under {place}',
    sizeDiff: 'size {percent}% off',
    daysAfter: 'registered {days} days after the advert went',
    daysBefore: 'registered {days} days before it was seen gone',
    ratio: '{ratio} of last asking',
    ratioUnusual: '{ratio} of last asking (unusual)',
    rivals: { one: '{count} other candidate', other: '{count} other candidates' },
  },
  exportScope: 'The matches with their reasons, and the ratios with their counts',
  fileName: 'Sold {place} {date}',
  fileTitle: 'What adverts sold for — {place}',
  matchesSheet: 'Matches',
  ratiosSheet: 'Ratios',
  failed: 'The matches could not be read',
  matchHeaders: {
    id: 'Listing',
    transaction: 'Transaction',
    purpose: 'Purpose',
    place: 'Place',
    beds: 'Bedrooms (0 = studio)',
    agency: 'Agency',
    area: 'Area ({unit})',
    lastAsking: 'Last asking (AED, a rent per year)',
    achieved: 'Registered (AED, a rent per year)',
    ratio: 'Registered / last asking',
    firstListed: 'First listed',
    lastSeen: 'Last seen listed',
    registered: 'Registered',
    daysToRegistration: 'Days from listing to registration',
    confidence: 'Confidence (0–1)',
    reasons: 'Reasons',
  },
  ratioHeaders: {
    place: 'Place',
    beds: 'Bedrooms (0 = studio)',
    agency: 'Agency',
    matches: 'Matches',
    saleToList: 'Median sale-to-list',
    saleToListN: 'Sales behind it',
    rentToAsk: 'Median rent-to-ask',
    rentToAskN: 'Lets behind it',
    days: 'Median days from listing to registration',
    daysN: 'Matches behind it',
  },
};

const ar: SoldStrings = {
  tabRanked: 'الإعلانات المرتبة',
  tabSold: 'بكم بيعت الإعلانات',
  title: 'بكم بيعت الإعلانات',
  intro:
    'إعلانات المكان التي رصدت لقطاتك اختفاءها، مطابَقة مع عمليات البيع والإيجار المسجلة بعدها للوحدة نفسها، مما هو محفوظ: لا يُرسل أي طلب.',
  choosePlace: 'اختر مكانًا لترى بكم بيعت إعلاناته.',
  loading: 'جارٍ المطابقة…',
  summary: {
    zero: 'لا مطابقات من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
    one: 'مطابقة واحدة من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
    two: 'مطابقتان من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
    few: '{count} مطابقات من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
    many: '{count} مطابقة من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
    other: '{count} مطابقة من {gone} إعلانًا مختفيًا و{transactions} صفقة محفوظة، حتى {time}.',
  },
  byPlaceBeds: 'حسب المكان وعدد الغرف',
  byAgency: 'حسب الوكالة',
  matchesTitle: 'المطابقات',
  noMatches: 'لم يُطابَق أي إعلان في {place} مع صفقة بعد.',
  missing: {
    history:
      'لا يوجد سجل محفوظ لإعلانات {place}: احفظ بحثًا عنها وتابعه في المحافظ والتقط لقطات على مدى عدة أيام، ليُظهر السجل الإعلانات التي اختفت.',
    gone: 'لم يختفِ أي إعلان في {place} من السجل المحفوظ بعد: التقط لقطة أخرى بعد بضعة أيام.',
    transactions: 'لا توجد صفقات محفوظة في {place}: افتحها في عرض السوق بعد بضعة أسابيع من اختفاء الإعلانات.',
  },
  fewerThan: 'أقل من 5',
  figure: '{value} (العدد = {n})',
  studio: 'استوديو',
  reason: {
    samePlace: 'المكان نفسه ({place})',
    withinPlace: 'مسجلة ضمن {place}',
    sizeDiff: 'فرق المساحة {percent}٪',
    daysAfter: 'سُجلت بعد {days} يومًا من اختفاء الإعلان',
    daysBefore: 'سُجلت قبل {days} يومًا من رصد اختفائه',
    ratio: '{ratio} من آخر سعر مطلوب',
    ratioUnusual: '{ratio} من آخر سعر مطلوب (غير معتاد)',
    rivals: {
      zero: 'لا مرشحين آخرين',
      one: 'مرشح آخر واحد',
      two: 'مرشحان آخران',
      few: '{count} مرشحين آخرين',
      many: '{count} مرشحًا آخر',
      other: '{count} مرشح آخر',
    },
  },
  exportScope: 'المطابقات وأسبابها، والنسب مع أعدادها',
  fileName: 'المبيعات {place} {date}',
  fileTitle: 'بكم بيعت الإعلانات — {place}',
  matchesSheet: 'المطابقات',
  ratiosSheet: 'النسب',
  failed: 'تعذرت قراءة المطابقات',
  matchHeaders: {
    id: 'الإعلان',
    transaction: 'الصفقة',
    purpose: 'الغرض',
    place: 'المكان',
    beds: 'غرف النوم (0 = استوديو)',
    agency: 'الوكالة',
    area: 'المساحة ({unit})',
    lastAsking: 'آخر سعر مطلوب (درهم، الإيجار سنويًا)',
    achieved: 'المسجَّل (درهم، الإيجار سنويًا)',
    ratio: 'المسجَّل / آخر مطلوب',
    firstListed: 'أول إدراج',
    lastSeen: 'آخر ظهور',
    registered: 'تاريخ التسجيل',
    daysToRegistration: 'أيام من الإدراج إلى التسجيل',
    confidence: 'الثقة (0–1)',
    reasons: 'الأسباب',
  },
  ratioHeaders: {
    place: 'المكان',
    beds: 'غرف النوم (0 = استوديو)',
    agency: 'الوكالة',
    matches: 'المطابقات',
    saleToList: 'وسيط البيع إلى المطلوب',
    saleToListN: 'عدد المبيعات',
    rentToAsk: 'وسيط الإيجار إلى المطلوب',
    rentToAskN: 'عدد الإيجارات',
    days: 'وسيط الأيام من الإدراج إلى التسجيل',
    daysN: 'عدد المطابقات',
  },
};

const ru: SoldStrings = {
  tabRanked: 'Рейтинг объявлений',
  tabSold: 'За сколько продались объявления',
  title: 'За сколько продались объявления',
  intro:
    'Объявления места, исчезновение которых зафиксировали ваши снимки, сопоставлены со сделками продажи и аренды того же объекта, зарегистрированными позже, по сохранённым данным: запросы не отправляются.',
  choosePlace: 'Выберите место, чтобы увидеть, за сколько продались его объявления.',
  loading: 'Сопоставление…',
  summary: {
    one: '{count} совпадение из {gone} исчезнувших объявлений и {transactions} сохранённых сделок, на {time}.',
    few: '{count} совпадения из {gone} исчезнувших объявлений и {transactions} сохранённых сделок, на {time}.',
    many: '{count} совпадений из {gone} исчезнувших объявлений и {transactions} сохранённых сделок, на {time}.',
    other: '{count} совпадения из {gone} исчезнувших объявлений и {transactions} сохранённых сделок, на {time}.',
  },
  byPlaceBeds: 'По месту и числу спален',
  byAgency: 'По агентствам',
  matchesTitle: 'Совпадения',
  noMatches: 'Ни одно объявление места {place} пока не сопоставлено со сделкой.',
  missing: {
    history:
      'Нет сохранённой истории объявлений места {place}: сохраните поиск по нему, отслеживайте его в разделе «Портфели» и делайте снимки несколько дней, чтобы история показала, какие объявления исчезли.',
    gone: 'В сохранённой истории пока не исчезло ни одно объявление места {place}: сделайте ещё один снимок через несколько дней.',
    transactions:
      'Сделки места {place} не сохранены: откройте его в разделе «Рынок» через несколько недель после исчезновения объявлений.',
  },
  fewerThan: 'меньше 5',
  figure: '{value} (n = {n})',
  studio: 'Студия',
  reason: {
    samePlace: 'то же место ({place})',
    withinPlace: 'зарегистрирована в {place}',
    sizeDiff: 'площадь отличается на {percent}%',
    daysAfter: 'зарегистрирована через {days} дн. после исчезновения объявления',
    daysBefore: 'зарегистрирована за {days} дн. до того, как исчезновение замечено',
    ratio: '{ratio} от последней цены',
    ratioUnusual: '{ratio} от последней цены (необычно)',
    rivals: {
      one: '{count} другой кандидат',
      few: '{count} других кандидата',
      many: '{count} других кандидатов',
      other: '{count} другого кандидата',
    },
  },
  exportScope: 'Совпадения с причинами и коэффициенты с их числом',
  fileName: 'Продажи {place} {date}',
  fileTitle: 'За сколько продались объявления — {place}',
  matchesSheet: 'Совпадения',
  ratiosSheet: 'Коэффициенты',
  failed: 'Не удалось прочитать совпадения',
  matchHeaders: {
    id: 'Объявление',
    transaction: 'Сделка',
    purpose: 'Цель',
    place: 'Место',
    beds: 'Спальни (0 = студия)',
    agency: 'Агентство',
    area: 'Площадь ({unit})',
    lastAsking: 'Последняя цена (AED, аренда за год)',
    achieved: 'Зарегистрировано (AED, аренда за год)',
    ratio: 'Зарегистрировано / последняя цена',
    firstListed: 'Впервые размещено',
    lastSeen: 'Последний раз видели',
    registered: 'Зарегистрировано',
    daysToRegistration: 'Дней от размещения до регистрации',
    confidence: 'Уверенность (0–1)',
    reasons: 'Причины',
  },
  ratioHeaders: {
    place: 'Место',
    beds: 'Спальни (0 = студия)',
    agency: 'Агентство',
    matches: 'Совпадения',
    saleToList: 'Медиана продажа/цена',
    saleToListN: 'Продаж в основе',
    rentToAsk: 'Медиана аренда/запрос',
    rentToAskN: 'Аренд в основе',
    days: 'Медиана дней от размещения до регистрации',
    daysN: 'Совпадений в основе',
  },
};

const zh: SoldStrings = {
  tabRanked: '房源排名',
  tabSold: '房源成交价',
  title: '房源成交价',
  intro: '快照中已下架的该地点房源，与之后登记的同一单位的买卖和租赁交易相匹配，基于已存数据：不发送任何请求。',
  choosePlace: '选择一个地点，查看其房源的成交价。',
  loading: '正在匹配…',
  summary: { other: '从 {gone} 个已下架房源和 {transactions} 笔已存交易中匹配到 {count} 个，截至 {time}。' },
  byPlaceBeds: '按地点和卧室数',
  byAgency: '按中介',
  matchesTitle: '匹配',
  noMatches: '{place} 暂无房源能匹配到交易。',
  missing: {
    history:
      '{place} 没有已存的房源历史：保存对它的搜索，在“投资组合”中关注并在数天内拍摄快照，历史才会显示哪些房源已下架。',
    gone: '已存历史中 {place} 暂无房源下架：几天后再拍一次快照。',
    transactions: '{place} 没有已存的交易：在房源下架数周后，在“市场”视图中打开它。',
  },
  fewerThan: '少于 5',
  figure: '{value}（n = {n}）',
  studio: '开间',
  reason: {
    samePlace: '同一地点（{place}）',
    withinPlace: '登记于 {place}',
    sizeDiff: '面积相差 {percent}%',
    daysAfter: '房源下架 {days} 天后登记',
    daysBefore: '在发现下架前 {days} 天登记',
    ratio: '为最后报价的 {ratio}',
    ratioUnusual: '为最后报价的 {ratio}（异常）',
    rivals: { other: '另有 {count} 个候选' },
  },
  exportScope: '匹配及其理由，以及比率和样本数',
  fileName: '成交 {place} {date}',
  fileTitle: '房源成交价 — {place}',
  matchesSheet: '匹配',
  ratiosSheet: '比率',
  failed: '无法读取匹配结果',
  matchHeaders: {
    id: '房源',
    transaction: '交易',
    purpose: '用途',
    place: '地点',
    beds: '卧室（0 = 开间）',
    agency: '中介',
    area: '面积（{unit}）',
    lastAsking: '最后报价（迪拉姆，租金按年）',
    achieved: '登记价（迪拉姆，租金按年）',
    ratio: '登记价 / 最后报价',
    firstListed: '首次上架',
    lastSeen: '最后一次出现',
    registered: '登记日期',
    daysToRegistration: '从上架到登记的天数',
    confidence: '置信度（0–1）',
    reasons: '理由',
  },
  ratioHeaders: {
    place: '地点',
    beds: '卧室（0 = 开间）',
    agency: '中介',
    matches: '匹配数',
    saleToList: '成交/报价中位数（买卖）',
    saleToListN: '买卖样本数',
    rentToAsk: '成交/报价中位数（租赁）',
    rentToAskN: '租赁样本数',
    days: '从上架到登记的天数中位数',
    daysN: '匹配样本数',
  },
};

export const SOLD_STRINGS: Readonly<Record<Lang, SoldStrings>> = { en, ar, ru, zh };
