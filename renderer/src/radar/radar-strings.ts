// Words of the Radar view (the form, the ranked list, its headers per column id and its export) in the four
// languages. Sentences are whole, with their values as {placeholders}; a header's `{unit}` is the display area unit.
import type { Lang } from '#shared/domain/lang';
import type { RadarFactor } from '#shared/domain/radar';
import type { PluralForms } from '#shared/words/plural';

/** Every column id of `radarColumns` (shared/research/radar-table.ts), plus the rent forms of three of them. */
export const RADAR_HEADER_IDS = [
  'score',
  'judged',
  'id',
  'title',
  'place',
  'agency',
  'beds',
  'area',
  'price',
  'price.rent',
  'period',
  'pricePerArea',
  'pricePerArea.rent',
  'factor.days-on-market',
  'score.days-on-market',
  'factor.price-cuts',
  'score.price-cuts',
  'factor.premium',
  'score.premium',
  'factor.repeat-adverts',
  'score.repeat-adverts',
  'factor.agency-size',
  'score.agency-size',
  'cuts',
  'spread',
  'medianDays',
  'transacted',
  'transacted.rent',
  'transactedN',
  'transactedPlace',
] as const;
export type RadarHeaderId = (typeof RADAR_HEADER_IDS)[number];

export interface RadarStrings {
  title: string;
  intro: string;
  listingsOf: string;
  aPlace: string;
  aWatchedItem: string;
  place: string;
  watchedItem: string;
  noWatched: string;
  purpose: string;
  weights: string;
  weightsHint: string;
  resetWeights: string;
  defaultIs: string;
  factor: Record<RadarFactor, string>;
  /** What each factor measures, in short (the exact rule is the core's, under the weights). */
  factorInfo: Record<RadarFactor, string>;
  rules: string;
  rulesNote: string;
  rank: string;
  ranking: string;
  choosePlace: string;
  /** No stored current listings of the place: the radar sends no request. */
  noListings: Record<'for-sale' | 'for-rent', string>;
  searchListings: string;
  noRows: string;
  ranked: PluralForms;
  weightsNow: string;
  notJudged: string;
  daysTip: string;
  cutsTip: PluralForms;
  premiumTip: string;
  repeatTip: string;
  /** The asking prices of the unit's adverts scattered by {spread}%. */
  spreadTip: string;
  agencyTip: string;
  scoreTip: string;
  exportScope: string;
  fileName: string;
  sheet: string;
  fileTitle: string;
  failed: string;
  headers: Record<RadarHeaderId, string>;
}

const en: RadarStrings = {
  title: 'Acquisition radar',
  intro:
    'Current listings scored for how likely the seller or landlord is to take a new mandate or a lower price, from what is stored: no request is sent.',
  listingsOf: 'Listings of',
  aPlace: 'A place',
  aWatchedItem: 'A watched item',
  place: 'Place',
  watchedItem: 'Watched item',
  noWatched: 'Nothing is watched yet: watch an agency, a developer or a saved search in Portfolios.',
  purpose: 'Purpose',
  weights: 'Weights',
  weightsHint: 'Each from 0 to 10; 0 leaves the factor out of the score.',
  resetWeights: 'Reset to defaults',
  defaultIs: 'default {n}',
  factor: {
    'days-on-market': 'Days on market',
    'price-cuts': 'Price cuts',
    premium: 'Premium over transacted',
    'repeat-adverts': 'Other adverts of the unit',
    'agency-size': 'Agency size',
  },
  factorInfo: {
    'days-on-market':
      'Days since the advert was first seen, relists included, against the median of the listed adverts: the longer, the higher.',
    'price-cuts': 'The total cut from the highest price the snapshots recorded: the deeper, the higher.',
    premium:
      'The asking AED per sq ft over the median transacted for the same bedrooms nearby: the higher the premium, the higher.',
    'repeat-adverts': 'The same unit advertised again among those listed: the more adverts, the higher.',
    'agency-size': 'How many adverts its agency lists: the smaller the agency, the higher.',
  },
  rules: 'How each factor is judged',
  rulesNote: 'The rules as the core states them (in English):',
  rank: 'Rank listings',
  ranking: 'Ranking…',
  choosePlace: 'Choose a place or a watched item, then rank its listings.',
  noListings: {
    'for-sale':
      'No current sale listings of {place} are stored, and the radar sends no request: search the place’s listings first.',
    'for-rent':
      'No current rental listings of {place} are stored, and the radar sends no request: search the place’s listings first.',
  },
  searchListings: 'Search the listings of {place}',
  noRows: 'No listing of {name} could be scored.',
  ranked: { one: '{count} listing ranked, as of {time}.', other: '{count} listings ranked, as of {time}.' },
  weightsNow: 'Weights: {weights}',
  notJudged: 'Not judged',
  daysTip: 'Median days on market of the listed adverts: {median} (n = {n})',
  cutsTip: { one: '{count} price cut recorded', other: '{count} price cuts recorded' },
  premiumTip: 'Median transacted {perArea}: {median}, from {n} transactions in {place}',
  repeatTip: 'Other adverts of the same unit among those listed',
  spreadTip: 'Their asking prices scattered by {spread}% (highest over lowest)',
  agencyTip: 'Adverts its agency has among those listed',
  scoreTip: 'Weighted mean of {judged} judged factors',
  exportScope: 'The ranked listings with every factor, the rules and the weights',
  fileName: 'Radar {place} {date}',
  sheet: 'Radar',
  fileTitle: 'Acquisition radar — {name} · {purpose}',
  failed: 'The radar could not be drawn.',
  headers: {
    score: 'Score (of 100)',
    judged: 'Factors judged',
    id: 'Listing',
    title: 'Title',
    place: 'Place',
    agency: 'Agency',
    beds: 'Bedrooms (0 = studio)',
    area: 'Area ({unit})',
    price: 'Asking price (AED)',
    'price.rent': 'Advertised rent (AED)',
    period: 'Rent period',
    pricePerArea: 'AED per {unit}',
    'pricePerArea.rent': 'AED per {unit} per year',
    'factor.days-on-market': 'Days on market',
    'score.days-on-market': 'Days on market (score 0–1)',
    'factor.price-cuts': 'Total price cut (%)',
    'score.price-cuts': 'Price cuts (score 0–1)',
    'factor.premium': 'Premium over transacted (%)',
    'score.premium': 'Premium (score 0–1)',
    'factor.repeat-adverts': 'Other adverts of the unit',
    'score.repeat-adverts': 'Other adverts (score 0–1)',
    'factor.agency-size': 'Agency’s adverts listed',
    'score.agency-size': 'Agency size (score 0–1)',
    cuts: 'Price cuts recorded',
    spread: 'Asking price spread across the unit’s adverts (%)',
    medianDays: 'Median days on market listed',
    transacted: 'Median transacted AED per {unit}',
    'transacted.rent': 'Median transacted AED per {unit} per year',
    transactedN: 'Transactions behind the median',
    transactedPlace: 'Median of transactions in',
  },
};

const ar: RadarStrings = {
  title: 'رادار الاستحواذ',
  intro:
    'العقارات المعروضة حالياً مرتبة حسب احتمال قبول البائع أو المؤجر تفويضاً جديداً أو سعراً أقل، مما هو محفوظ: لا يُرسل أي طلب.',
  listingsOf: 'عقارات',
  aPlace: 'منطقة',
  aWatchedItem: 'عنصر متابَع',
  place: 'المنطقة',
  watchedItem: 'العنصر المتابَع',
  noWatched: 'لا شيء متابَع بعد: تابِع وكالة أو مطوراً أو بحثاً محفوظاً من المحافظ.',
  purpose: 'الغرض',
  weights: 'الأوزان',
  weightsHint: 'كل وزن من 0 إلى 10؛ الصفر يُخرج العامل من النتيجة.',
  resetWeights: 'استعادة الأوزان الافتراضية',
  defaultIs: 'الافتراضي {n}',
  factor: {
    'days-on-market': 'أيام العرض في السوق',
    'price-cuts': 'تخفيضات السعر',
    premium: 'العلاوة على سعر الصفقات',
    'repeat-adverts': 'إعلانات أخرى للوحدة نفسها',
    'agency-size': 'حجم الوكالة',
  },
  factorInfo: {
    'days-on-market':
      'الأيام منذ أول ظهور للإعلان، مع إعادة النشر، مقارنةً بوسيط الإعلانات المعروضة: كلما طالت زادت النتيجة.',
    'price-cuts': 'إجمالي التخفيض من أعلى سعر سجلته اللقطات: كلما كان أعمق زادت النتيجة.',
    premium: 'سعر القدم المربعة المطلوب فوق وسيط الصفقات لعدد الغرف نفسه في المنطقة: كلما زادت العلاوة زادت النتيجة.',
    'repeat-adverts': 'الوحدة نفسها معلن عنها مرة أخرى بين المعروضة: كلما زادت الإعلانات زادت النتيجة.',
    'agency-size': 'عدد إعلانات وكالته: كلما صغرت الوكالة زادت النتيجة.',
  },
  rules: 'كيف يُحكم على كل عامل',
  rulesNote: 'القواعد كما يصوغها النظام (بالإنجليزية):',
  rank: 'رتّب العقارات',
  ranking: 'جارٍ الترتيب…',
  choosePlace: 'اختر منطقة أو عنصراً متابَعاً، ثم رتّب عقاراته.',
  noListings: {
    'for-sale':
      'لا توجد عقارات معروضة للبيع حالياً محفوظة في {place}، والرادار لا يرسل أي طلب: ابحث عن عقارات المنطقة أولاً.',
    'for-rent':
      'لا توجد عقارات معروضة للإيجار حالياً محفوظة في {place}، والرادار لا يرسل أي طلب: ابحث عن عقارات المنطقة أولاً.',
  },
  searchListings: 'ابحث عن عقارات {place}',
  noRows: 'تعذّر تقييم أي عقار في {name}.',
  ranked: {
    zero: 'لم يُرتَّب أي عقار، حتى {time}.',
    one: 'عقار واحد مرتَّب، حتى {time}.',
    two: 'عقاران مرتَّبان، حتى {time}.',
    few: '{count} عقارات مرتَّبة، حتى {time}.',
    many: '{count} عقاراً مرتَّباً، حتى {time}.',
    other: '{count} عقار مرتَّب، حتى {time}.',
  },
  weightsNow: 'الأوزان: {weights}',
  notJudged: 'لم يُحكم عليه',
  daysTip: 'وسيط أيام العرض للإعلانات المعروضة: {median} (العدد = {n})',
  cutsTip: {
    zero: 'لم يُسجَّل أي تخفيض للسعر',
    one: 'سُجّل تخفيض واحد للسعر',
    two: 'سُجّل تخفيضان للسعر',
    few: 'سُجّلت {count} تخفيضات للسعر',
    many: 'سُجّل {count} تخفيضاً للسعر',
    other: 'سُجّل {count} تخفيض للسعر',
  },
  premiumTip: 'وسيط {perArea} في الصفقات: {median}، من {n} صفقة في {place}',
  repeatTip: 'إعلانات أخرى للوحدة نفسها بين المعروضة',
  spreadTip: 'تتفاوت أسعارها المطلوبة بنسبة {spread}٪ (الأعلى مقابل الأدنى)',
  agencyTip: 'إعلانات وكالته بين المعروضة',
  scoreTip: 'المتوسط المرجّح لـ {judged} عوامل حُكم عليها',
  exportScope: 'العقارات المرتبة مع كل عامل والقواعد والأوزان',
  fileName: 'رادار {place} {date}',
  sheet: 'الرادار',
  fileTitle: 'رادار الاستحواذ — {name} · {purpose}',
  failed: 'تعذّر رسم الرادار.',
  headers: {
    score: 'النتيجة (من 100)',
    judged: 'العوامل المحكوم عليها',
    id: 'الإعلان',
    title: 'العنوان',
    place: 'المنطقة',
    agency: 'الوكالة',
    beds: 'غرف النوم (0 = استوديو)',
    area: 'المساحة ({unit})',
    price: 'السعر المطلوب (درهم)',
    'price.rent': 'الإيجار المعلن (درهم)',
    period: 'فترة الإيجار',
    pricePerArea: 'درهم لكل {unit}',
    'pricePerArea.rent': 'درهم لكل {unit} سنوياً',
    'factor.days-on-market': 'أيام العرض في السوق',
    'score.days-on-market': 'أيام العرض (نتيجة 0–1)',
    'factor.price-cuts': 'إجمالي تخفيض السعر (%)',
    'score.price-cuts': 'تخفيضات السعر (نتيجة 0–1)',
    'factor.premium': 'العلاوة على سعر الصفقات (%)',
    'score.premium': 'العلاوة (نتيجة 0–1)',
    'factor.repeat-adverts': 'إعلانات أخرى للوحدة',
    'score.repeat-adverts': 'الإعلانات الأخرى (نتيجة 0–1)',
    'factor.agency-size': 'إعلانات الوكالة المعروضة',
    'score.agency-size': 'حجم الوكالة (نتيجة 0–1)',
    cuts: 'تخفيضات السعر المسجلة',
    spread: 'تفاوت الأسعار المطلوبة بين إعلانات الوحدة (٪)',
    medianDays: 'وسيط أيام العرض للمعروض',
    transacted: 'وسيط سعر الصفقات بالدرهم لكل {unit}',
    'transacted.rent': 'وسيط سعر الصفقات بالدرهم لكل {unit} سنوياً',
    transactedN: 'عدد الصفقات وراء الوسيط',
    transactedPlace: 'وسيط الصفقات في',
  },
};

const ru: RadarStrings = {
  title: 'Радар приобретений',
  intro:
    'Текущие объявления, оценённые по тому, насколько вероятно, что продавец или арендодатель согласится на новый мандат или более низкую цену, по сохранённым данным: запросы не отправляются.',
  listingsOf: 'Объявления',
  aPlace: 'Места',
  aWatchedItem: 'Отслеживаемого объекта',
  place: 'Место',
  watchedItem: 'Отслеживаемый объект',
  noWatched: 'Пока ничего не отслеживается: добавьте агентство, застройщика или сохранённый поиск в Портфелях.',
  purpose: 'Назначение',
  weights: 'Веса',
  weightsHint: 'Каждый от 0 до 10; 0 исключает фактор из оценки.',
  resetWeights: 'Вернуть веса по умолчанию',
  defaultIs: 'по умолчанию {n}',
  factor: {
    'days-on-market': 'Дней на рынке',
    'price-cuts': 'Снижения цены',
    premium: 'Надбавка к ценам сделок',
    'repeat-adverts': 'Другие объявления объекта',
    'agency-size': 'Размер агентства',
  },
  factorInfo: {
    'days-on-market':
      'Дни с первого появления объявления, включая повторные публикации, против медианы выставленных: чем дольше, тем выше.',
    'price-cuts': 'Общее снижение от самой высокой цены, записанной снимками: чем глубже, тем выше.',
    premium:
      'Запрашиваемые AED за кв. фут сверх медианы сделок с тем же числом спален рядом: чем больше надбавка, тем выше.',
    'repeat-adverts': 'Тот же объект, выставленный повторно среди объявлений: чем больше объявлений, тем выше.',
    'agency-size': 'Сколько объявлений у его агентства: чем меньше агентство, тем выше.',
  },
  rules: 'Как оценивается каждый фактор',
  rulesNote: 'Правила в формулировке ядра (на английском):',
  rank: 'Ранжировать объявления',
  ranking: 'Ранжирование…',
  choosePlace: 'Выберите место или отслеживаемый объект и ранжируйте его объявления.',
  noListings: {
    'for-sale':
      'Текущие объявления о продаже в {place} не сохранены, а радар не отправляет запросов: сначала найдите объявления этого места.',
    'for-rent':
      'Текущие объявления об аренде в {place} не сохранены, а радар не отправляет запросов: сначала найдите объявления этого места.',
  },
  searchListings: 'Искать объявления в {place}',
  noRows: 'Ни одно объявление {name} не удалось оценить.',
  ranked: {
    one: '{count} объявление ранжировано, на {time}.',
    few: '{count} объявления ранжированы, на {time}.',
    many: '{count} объявлений ранжировано, на {time}.',
    other: '{count} объявления ранжировано, на {time}.',
  },
  weightsNow: 'Веса: {weights}',
  notJudged: 'Не оценивался',
  daysTip: 'Медиана дней на рынке среди объявлений: {median} (n = {n})',
  cutsTip: {
    one: 'Записано {count} снижение цены',
    few: 'Записано {count} снижения цены',
    many: 'Записано {count} снижений цены',
    other: 'Записано {count} снижения цены',
  },
  premiumTip: 'Медиана {perArea} по сделкам: {median}, по {n} сделкам в {place}',
  repeatTip: 'Другие объявления того же объекта среди выставленных',
  spreadTip: 'Разброс их цен: {spread}% (максимальная к минимальной)',
  agencyTip: 'Объявления его агентства среди выставленных',
  scoreTip: 'Взвешенное среднее {judged} оценённых факторов',
  exportScope: 'Ранжированные объявления со всеми факторами, правилами и весами',
  fileName: 'Радар {place} {date}',
  sheet: 'Радар',
  fileTitle: 'Радар приобретений — {name} · {purpose}',
  failed: 'Не удалось построить радар.',
  headers: {
    score: 'Оценка (из 100)',
    judged: 'Оценено факторов',
    id: 'Объявление',
    title: 'Заголовок',
    place: 'Место',
    agency: 'Агентство',
    beds: 'Спальни (0 = студия)',
    area: 'Площадь ({unit})',
    price: 'Запрашиваемая цена (AED)',
    'price.rent': 'Аренда в объявлении (AED)',
    period: 'Период аренды',
    pricePerArea: 'AED за {unit}',
    'pricePerArea.rent': 'AED за {unit} в год',
    'factor.days-on-market': 'Дней на рынке',
    'score.days-on-market': 'Дни на рынке (оценка 0–1)',
    'factor.price-cuts': 'Общее снижение цены (%)',
    'score.price-cuts': 'Снижения цены (оценка 0–1)',
    'factor.premium': 'Надбавка к сделкам (%)',
    'score.premium': 'Надбавка (оценка 0–1)',
    'factor.repeat-adverts': 'Другие объявления объекта',
    'score.repeat-adverts': 'Другие объявления (оценка 0–1)',
    'factor.agency-size': 'Объявлений агентства',
    'score.agency-size': 'Размер агентства (оценка 0–1)',
    cuts: 'Записано снижений цены',
    spread: 'Разброс цен объявлений объекта (%)',
    medianDays: 'Медиана дней на рынке',
    transacted: 'Медиана AED за {unit} по сделкам',
    'transacted.rent': 'Медиана AED за {unit} в год по сделкам',
    transactedN: 'Сделок в медиане',
    transactedPlace: 'Медиана сделок в',
  },
};

const zh: RadarStrings = {
  title: '收购雷达',
  intro: '根据已存数据为当前房源打分，衡量卖家或房东接受新委托或更低价格的可能性：不发送任何请求。',
  listingsOf: '房源范围',
  aPlace: '地点',
  aWatchedItem: '关注项',
  place: '地点',
  watchedItem: '关注项',
  noWatched: '尚未关注任何内容：请在“组合”中关注中介、开发商或已保存的搜索。',
  purpose: '用途',
  weights: '权重',
  weightsHint: '每项 0 到 10；0 表示该因素不计入评分。',
  resetWeights: '恢复默认权重',
  defaultIs: '默认 {n}',
  factor: {
    'days-on-market': '在市天数',
    'price-cuts': '降价',
    premium: '高于成交价的溢价',
    'repeat-adverts': '同一单位的其他广告',
    'agency-size': '中介规模',
  },
  factorInfo: {
    'days-on-market': '自广告首次出现以来的天数（含重新发布），与在售广告的中位数相比：越长得分越高。',
    'price-cuts': '相对快照记录的最高价的累计降幅：降得越多得分越高。',
    premium: '每平方英尺要价高于附近同卧室数成交中位数的幅度：溢价越高得分越高。',
    'repeat-adverts': '同一单位在在售广告中再次出现：广告越多得分越高。',
    'agency-size': '其中介的广告数量：中介越小得分越高。',
  },
  rules: '各因素的评判规则',
  rulesNote: '核心给出的规则（英文）：',
  rank: '排序房源',
  ranking: '正在排序…',
  choosePlace: '选择一个地点或关注项，然后为其房源排序。',
  noListings: {
    'for-sale': '未存储 {place} 的当前出售房源，且雷达不发送请求：请先搜索该地点的房源。',
    'for-rent': '未存储 {place} 的当前出租房源，且雷达不发送请求：请先搜索该地点的房源。',
  },
  searchListings: '搜索 {place} 的房源',
  noRows: '{name} 没有可评分的房源。',
  ranked: { other: '已排序 {count} 个房源，截至 {time}。' },
  weightsNow: '权重：{weights}',
  notJudged: '未评判',
  daysTip: '在售广告的在市天数中位数：{median}（n = {n}）',
  cutsTip: { other: '记录了 {count} 次降价' },
  premiumTip: '成交{perArea}中位数：{median}，来自 {place} 的 {n} 笔成交',
  repeatTip: '在售广告中同一单位的其他广告',
  spreadTip: '其报价相差 {spread}%（最高价相对最低价）',
  agencyTip: '其中介在售广告数',
  scoreTip: '{judged} 个已评判因素的加权平均',
  exportScope: '排序后的房源，含各因素、规则和权重',
  fileName: '雷达 {place} {date}',
  sheet: '雷达',
  fileTitle: '收购雷达 — {name} · {purpose}',
  failed: '无法生成雷达。',
  headers: {
    score: '评分（满分 100）',
    judged: '已评判因素',
    id: '房源',
    title: '标题',
    place: '地点',
    agency: '中介',
    beds: '卧室（0 = 开间）',
    area: '面积（{unit}）',
    price: '要价（AED）',
    'price.rent': '广告租金（AED）',
    period: '租期',
    pricePerArea: '每{unit} AED',
    'pricePerArea.rent': '每{unit}每年 AED',
    'factor.days-on-market': '在市天数',
    'score.days-on-market': '在市天数（评分 0–1）',
    'factor.price-cuts': '累计降价（%）',
    'score.price-cuts': '降价（评分 0–1）',
    'factor.premium': '高于成交价的溢价（%）',
    'score.premium': '溢价（评分 0–1）',
    'factor.repeat-adverts': '同一单位的其他广告',
    'score.repeat-adverts': '其他广告（评分 0–1）',
    'factor.agency-size': '中介在售广告数',
    'score.agency-size': '中介规模（评分 0–1）',
    cuts: '记录的降价次数',
    spread: '同一单位广告的报价差异（%）',
    medianDays: '在售在市天数中位数',
    transacted: '成交每{unit} AED 中位数',
    'transacted.rent': '成交每{unit}每年 AED 中位数',
    transactedN: '中位数依据的成交笔数',
    transactedPlace: '成交中位数所在地',
  },
};

export const RADAR_STRINGS: Readonly<Record<Lang, RadarStrings>> = { en, ar, ru, zh };
