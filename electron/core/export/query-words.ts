// Words of a query told in a sentence for the About sheet ("Properties for rent in Jumeirah Village Circle, studio,
// 1 bedroom"), in every interface language side by side. Purpose, studio and the kinds of results are the grids' words
// (renderer/src/grid/grid-strings.ts); place and firm names stay as the data gives them.
import type { OperationName } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import { wordsIn, type Translated } from '#shared/words/translated';

/** What the rows of each operation are. */
const SUBJECT: Readonly<Record<OperationName, Translated>> = {
  'search-property': { en: 'Properties', ar: 'العقارات', ru: 'Объекты', zh: '房源', hi: 'प्रॉपर्टी' },
  'search-new-projects': {
    en: 'New projects',
    ar: 'المشاريع الجديدة',
    ru: 'Новостройки',
    zh: '新项目',
    hi: 'नए प्रोजेक्ट',
  },
  transactions: { en: 'Transactions', ar: 'الصفقات', ru: 'Сделки', zh: '成交记录', hi: 'लेन-देन' },
  'agent-search': { en: 'Agents', ar: 'الوكلاء', ru: 'Агенты', zh: '经纪人', hi: 'एजेंट' },
  'agent-search-by-name': { en: 'Agents', ar: 'الوكلاء', ru: 'Агенты', zh: '经纪人', hi: 'एजेंट' },
  'agent-details': { en: 'Agent', ar: 'الوكيل', ru: 'Агент', zh: '经纪人', hi: 'एजेंट' },
  'agent-properties': {
    en: 'Listings of one agent',
    ar: 'إعلانات وكيل',
    ru: 'Объявления агента',
    zh: '经纪人的房源',
    hi: 'एक एजेंट की लिस्टिंग्स',
  },
  'agency-search': { en: 'Agencies', ar: 'الوكالات', ru: 'Агентства', zh: '中介公司', hi: 'एजेंसियाँ' },
  'agency-search-by-name': { en: 'Agencies', ar: 'الوكالات', ru: 'Агентства', zh: '中介公司', hi: 'एजेंसियाँ' },
  'agency-details': { en: 'Agency', ar: 'الوكالة', ru: 'Агентство', zh: '中介公司', hi: 'एजेंसी' },
  'agency-agents': {
    en: 'Agents of an agency',
    ar: 'وكلاء وكالة',
    ru: 'Агенты агентства',
    zh: '中介公司的经纪人',
    hi: 'एक एजेंसी के एजेंट',
  },
  'agency-properties': {
    en: 'Listings of an agency',
    ar: 'إعلانات وكالة',
    ru: 'Объявления агентства',
    zh: '中介公司的房源',
    hi: 'एक एजेंसी की लिस्टिंग्स',
  },
  'property-details': { en: 'Listing', ar: 'الإعلان', ru: 'Объявление', zh: '房源', hi: 'लिस्टिंग' },
  'developer-search-by-name': { en: 'Developers', ar: 'المطوّرون', ru: 'Застройщики', zh: '开发商', hi: 'डेवलपर' },
  autocomplete: { en: 'Places', ar: 'المناطق', ru: 'Локации', zh: '地点', hi: 'स्थान' },
  'amenities-search': { en: 'Amenities', ar: 'المرافق', ru: 'Удобства', zh: '配套设施', hi: 'सुविधाएँ' },
};

/** Templates: `{subject}`, `{places}`, `{names}`, `{query}`, `{counts}`, `{lo}`, `{hi}`, `{n}` are filled in. */
const QUERY_WORDS = {
  forSale: {
    en: '{subject} for sale',
    ar: '{subject} للبيع',
    ru: '{subject} на продажу',
    zh: '出售{subject}',
    hi: 'बिक्री के लिए {subject}',
  },
  forRent: {
    en: '{subject} for rent',
    ar: '{subject} للإيجار',
    ru: '{subject} в аренду',
    zh: '出租{subject}',
    hi: 'किराये के लिए {subject}',
  },
  saleTransactions: {
    en: 'Sale transactions',
    ar: 'صفقات البيع',
    ru: 'Сделки продажи',
    zh: '出售成交记录',
    hi: 'बिक्री के लेन-देन',
  },
  rentTransactions: {
    en: 'Rent transactions',
    ar: 'صفقات الإيجار',
    ru: 'Сделки аренды',
    zh: '出租成交记录',
    hi: 'किराये के लेन-देन',
  },
  inPlaces: {
    en: '{subject} in {places}',
    ar: '{subject} في {places}',
    ru: '{subject}: {places}',
    zh: '{places}的{subject}',
    hi: '{places} में {subject}',
  },
  ofNamed: {
    en: '{subject}: {names}',
    ar: '{subject}: {names}',
    ru: '{subject}: {names}',
    zh: '{subject}：{names}',
    hi: '{subject}: {names}',
  },
  matching: {
    en: '{subject} matching "{query}"',
    ar: '{subject} المطابقة لـ«{query}»',
    ru: '{subject} по запросу «{query}»',
    zh: '{subject}（匹配“{query}”）',
    hi: '“{query}” से मेल खाते {subject}',
  },
  overMonths: {
    en: 'over the last {n} months',
    ar: 'خلال الأشهر الـ{n} الأخيرة',
    ru: 'за последние {n} мес.',
    zh: '最近 {n} 个月',
    hi: 'पिछले {n} महीनों में',
  },
  bedroom: {
    en: '{counts} bedroom',
    ar: 'غرف النوم: {counts}',
    ru: 'спальни: {counts}',
    zh: '卧室：{counts}',
    hi: '{counts} बेडरूम',
  },
  bedrooms: {
    en: '{counts} bedrooms',
    ar: 'غرف النوم: {counts}',
    ru: 'спальни: {counts}',
    zh: '卧室：{counts}',
    hi: '{counts} बेडरूम',
  },
  bathroom: {
    en: '{counts} bathroom',
    ar: 'الحمّامات: {counts}',
    ru: 'санузлы: {counts}',
    zh: '浴室：{counts}',
    hi: '{counts} बाथरूम',
  },
  bathrooms: {
    en: '{counts} bathrooms',
    ar: 'الحمّامات: {counts}',
    ru: 'санузлы: {counts}',
    zh: '浴室：{counts}',
    hi: '{counts} बाथरूम',
  },
  studio: { en: 'studio', ar: 'استوديو', ru: 'студия', zh: '开间', hi: 'स्टूडियो' },
  between: { en: '{lo}–{hi}', ar: '{lo}–{hi}', ru: '{lo}–{hi}', zh: '{lo}–{hi}', hi: '{lo}–{hi}' },
  from: { en: 'from {lo}', ar: 'من {lo}', ru: 'от {lo}', zh: '{lo}起', hi: '{lo} से' },
  upTo: { en: 'up to {hi}', ar: 'حتى {hi}', ru: 'до {hi}', zh: '最高 {hi}', hi: '{hi} तक' },
  aed: { en: 'AED {n}', ar: '{n} درهم', ru: '{n} AED', zh: '{n} AED', hi: 'AED {n}' },
  sqft: { en: '{n} sq ft', ar: '{n} قدم²', ru: '{n} фт²', zh: '{n} 平方英尺', hi: '{n} वर्ग फुट' },
  agency: {
    en: 'agency {names}',
    ar: 'الوكالة: {names}',
    ru: 'агентство: {names}',
    zh: '中介公司：{names}',
    hi: 'एजेंसी {names}',
  },
  agent: { en: 'agent {names}', ar: 'الوكيل: {names}', ru: 'агент: {names}', zh: '经纪人：{names}', hi: 'एजेंट {names}' },
  developer: {
    en: 'developer {names}',
    ar: 'المطوّر: {names}',
    ru: 'застройщик: {names}',
    zh: '开发商：{names}',
    hi: 'डेवलपर {names}',
  },
  /** Joins the parts of the sentence. */
  partSeparator: { en: ', ', ar: '، ', ru: ', ', zh: '，', hi: ', ' },
  /** Joins the items of a list (places, bedroom counts). */
  listSeparator: { en: ', ', ar: '، ', ru: ', ', zh: '、', hi: ', ' },
} as const satisfies Readonly<Record<string, Translated>>;

export type QueryWords = Record<keyof typeof QUERY_WORDS, string> & { subject: string };

export function queryWords(operation: OperationName, lang: Lang): QueryWords {
  return { ...wordsIn(QUERY_WORDS, lang), subject: SUBJECT[operation][lang] };
}
