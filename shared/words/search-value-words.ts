// Words of the coded search values a broker picks (sort orders, periods, construction progress, categories) in the
// interface languages: one definition for the search forms, the saved-search summaries and the workbooks' About sheets.
import type { Lang } from '../domain/lang';
import type {
  AGENT_CATEGORIES,
  COMPLETION_PERCENTAGES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
} from '../data-service/params';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export interface SearchValueWords {
  sortOrders: Labels<typeof SORT_ORDERS>;
  completionPercentages: Labels<typeof COMPLETION_PERCENTAGES>;
  timePeriods: Labels<typeof TIME_PERIODS>;
  transactionSorts: Labels<typeof TRANSACTION_SORTS>;
  agentCategories: Labels<typeof AGENT_CATEGORIES>;
  transactionCategories: Labels<typeof TRANSACTION_CATEGORY_NAMES>;
}

const en: SearchValueWords = {
  sortOrders: {
    popular: 'Popular',
    latest: 'Newest',
    verified: 'Verified first',
    broker_first: 'Broker first',
    lowest_price: 'Lowest price',
    highest_price: 'Highest price',
  },
  completionPercentages: {
    any: 'Any',
    '0-25': '0–25 %',
    '25-50': '25–50 %',
    '50-75': '50–75 %',
    '75-100': '75–100 %',
  },
  timePeriods: {
    '1m': 'Last month',
    '3m': 'Last 3 months',
    '6m': 'Last 6 months',
    '12m': 'Last 12 months',
    '24m': 'Last 24 months',
  },
  transactionSorts: {
    date_desc: 'Newest first',
    date_asc: 'Oldest first',
    price_desc: 'Price: high to low',
    price_asc: 'Price: low to high',
    area_desc: 'Area: largest first',
    area_asc: 'Area: smallest first',
  },
  agentCategories: { residential: 'Residential', commercial: 'Commercial' },
  transactionCategories: {
    residential: 'All residential',
    commercial: 'All commercial',
    apartments: 'Apartments',
    villas: 'Villas',
    townhouses: 'Townhouses',
  },
};

const ar: SearchValueWords = {
  sortOrders: {
    popular: 'الأكثر رواجًا',
    latest: 'الأحدث',
    verified: 'الموثّقة أولًا',
    broker_first: 'الوسطاء المميزون أولًا',
    lowest_price: 'الأقل سعرًا',
    highest_price: 'الأعلى سعرًا',
  },
  completionPercentages: {
    any: 'الكل',
    '0-25': '0–25 %',
    '25-50': '25–50 %',
    '50-75': '50–75 %',
    '75-100': '75–100 %',
  },
  timePeriods: {
    '1m': 'آخر شهر',
    '3m': 'آخر 3 أشهر',
    '6m': 'آخر 6 أشهر',
    '12m': 'آخر 12 شهرًا',
    '24m': 'آخر 24 شهرًا',
  },
  transactionSorts: {
    date_desc: 'الأحدث أولًا',
    date_asc: 'الأقدم أولًا',
    price_desc: 'السعر: من الأعلى إلى الأدنى',
    price_asc: 'السعر: من الأدنى إلى الأعلى',
    area_desc: 'المساحة: الأكبر أولًا',
    area_asc: 'المساحة: الأصغر أولًا',
  },
  agentCategories: { residential: 'سكني', commercial: 'تجاري' },
  transactionCategories: {
    residential: 'كل السكني',
    commercial: 'كل التجاري',
    apartments: 'شقق',
    villas: 'فلل',
    townhouses: 'تاون هاوس',
  },
};

const ru: SearchValueWords = {
  sortOrders: {
    popular: 'Популярные',
    latest: 'Новые',
    verified: 'Сначала проверенные',
    broker_first: 'Сначала избранные брокеры',
    lowest_price: 'Сначала дешевле',
    highest_price: 'Сначала дороже',
  },
  completionPercentages: {
    any: 'Любая',
    '0-25': '0–25 %',
    '25-50': '25–50 %',
    '50-75': '50–75 %',
    '75-100': '75–100 %',
  },
  timePeriods: {
    '1m': 'Последний месяц',
    '3m': 'Последние 3 месяца',
    '6m': 'Последние 6 месяцев',
    '12m': 'Последние 12 месяцев',
    '24m': 'Последние 24 месяца',
  },
  transactionSorts: {
    date_desc: 'Сначала новые',
    date_asc: 'Сначала старые',
    price_desc: 'Цена: по убыванию',
    price_asc: 'Цена: по возрастанию',
    area_desc: 'Площадь: сначала большие',
    area_asc: 'Площадь: сначала маленькие',
  },
  agentCategories: { residential: 'Жилая', commercial: 'Коммерческая' },
  transactionCategories: {
    residential: 'Вся жилая',
    commercial: 'Вся коммерческая',
    apartments: 'Квартиры',
    villas: 'Виллы',
    townhouses: 'Таунхаусы',
  },
};

const zh: SearchValueWords = {
  sortOrders: {
    popular: '热门',
    latest: '最新',
    verified: '已验证优先',
    broker_first: '优选经纪人优先',
    lowest_price: '价格从低到高',
    highest_price: '价格从高到低',
  },
  completionPercentages: {
    any: '不限',
    '0-25': '0–25 %',
    '25-50': '25–50 %',
    '50-75': '50–75 %',
    '75-100': '75–100 %',
  },
  timePeriods: {
    '1m': '近 1 个月',
    '3m': '近 3 个月',
    '6m': '近 6 个月',
    '12m': '近 12 个月',
    '24m': '近 24 个月',
  },
  transactionSorts: {
    date_desc: '日期从新到旧',
    date_asc: '日期从旧到新',
    price_desc: '价格从高到低',
    price_asc: '价格从低到高',
    area_desc: '面积从大到小',
    area_asc: '面积从小到大',
  },
  agentCategories: { residential: '住宅', commercial: '商业' },
  transactionCategories: {
    residential: '全部住宅',
    commercial: '全部商业',
    apartments: '公寓',
    villas: '别墅',
    townhouses: '联排别墅',
  },
};

const hi: SearchValueWords = {
  sortOrders: {
    popular: 'लोकप्रिय',
    latest: 'सबसे नई',
    verified: 'सत्यापित पहले',
    broker_first: 'चुने हुए ब्रोकर पहले',
    lowest_price: 'सबसे कम कीमत',
    highest_price: 'सबसे ज़्यादा कीमत',
  },
  completionPercentages: {
    any: 'कोई भी',
    '0-25': '0–25 %',
    '25-50': '25–50 %',
    '50-75': '50–75 %',
    '75-100': '75–100 %',
  },
  timePeriods: {
    '1m': 'पिछला महीना',
    '3m': 'पिछले 3 महीने',
    '6m': 'पिछले 6 महीने',
    '12m': 'पिछले 12 महीने',
    '24m': 'पिछले 24 महीने',
  },
  transactionSorts: {
    date_desc: 'सबसे नए पहले',
    date_asc: 'सबसे पुराने पहले',
    price_desc: 'कीमत: ज़्यादा से कम',
    price_asc: 'कीमत: कम से ज़्यादा',
    area_desc: 'क्षेत्रफल: सबसे बड़ा पहले',
    area_asc: 'क्षेत्रफल: सबसे छोटा पहले',
  },
  agentCategories: { residential: 'आवासीय', commercial: 'व्यावसायिक' },
  transactionCategories: {
    residential: 'सभी आवासीय',
    commercial: 'सभी व्यावसायिक',
    apartments: 'अपार्टमेंट',
    villas: 'विला',
    townhouses: 'टाउनहाउस',
  },
};

export const SEARCH_VALUE_WORDS: Readonly<Record<Lang, SearchValueWords>> = { en, ar, ru, zh, hi };
