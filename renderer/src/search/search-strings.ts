// Labels, option names and hints of the search forms and pickers, in the four interface languages.
import type { PluralForms } from '#shared/words/plural';
import type { Lang } from '#shared/domain/lang';
import { PROPERTY_TYPE_NAMES } from '#shared/words/property-type-names';
import { SEARCH_VALUE_WORDS } from '#shared/words/search-value-words';
import type {
  AGENT_CATEGORIES,
  COMMERCIAL_TYPES,
  COMPLETION_PERCENTAGES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  PURPOSES,
  RENT_FREQUENCIES,
  RESIDENTIAL_TYPES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
} from '#shared/data-service/params';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export interface SearchStrings {
  titles: {
    listings: string;
    projects: string;
    transactions: string;
    agents: string;
    agencies: string;
    developers: string;
  };
  modes: { label: string; byLocation: string; byName: string };
  fields: {
    purpose: string;
    locations: string;
    location: string;
    propertyType: string;
    rooms: string;
    baths: string;
    beds: string;
    priceMin: string;
    priceMax: string;
    areaMin: string;
    areaMax: string;
    areaMinSqm: string;
    areaMaxSqm: string;
    completionStatus: string;
    furnishing: string;
    amenities: string;
    media: string;
    hasVideo: string;
    has360Tour: string;
    hasFloorplan: string;
    agents: string;
    agencies: string;
    developers: string;
    sortOrder: string;
    rentFrequency: string;
    completionPercentage: string;
    preHandoverPayment: string;
    transactionCategory: string;
    agentCategory: string;
    timePeriod: string;
    sortBy: string;
    agentName: string;
    agencyName: string;
    developerName: string;
  };
  hints: {
    locations: string;
    agencyLocation: string;
    priceSale: string;
    priceRent: string;
    yearlyRent: string;
    area: string;
    areaSqm: string;
    projectTypes: string;
    preHandoverPayment: string;
    amenities: string;
    nameQuery: string;
    rentFrequency: string;
  };
  placeholders: {
    min: string;
    max: string;
    location: string;
    amenity: string;
    developer: string;
    agency: string;
    agent: string;
    agentName: string;
    agencyName: string;
    developerName: string;
    percent: string;
  };
  actions: {
    search: string;
    searching: string;
    reset: string;
  };
  status: {
    fixErrors: string;
    needName: string;
    needLocation: string;
  };
  picker: {
    searching: string;
    matches: string;
    noMatches: string;
    typeMore: string;
    failed: string;
    remove: string;
    ads: PluralForms;
    listings: PluralForms;
    projects: PluralForms;
    agentsCount: PluralForms;
    selected: string;
  };
  groups: { residential: string; commercial: string; allResidential: string; allCommercial: string };
  units: { aed: string; sqft: string; sqm: string; percent: string };
  any: string;
  studio: string;
  orMore: string;
  purposes: Labels<typeof PURPOSES>;
  transactionPurposes: Labels<typeof PURPOSES>;
  sortOrders: Labels<typeof SORT_ORDERS>;
  completionStatuses: Labels<typeof COMPLETION_STATUSES>;
  furnishings: Labels<typeof FURNISHINGS>;
  rentFrequencies: Labels<typeof RENT_FREQUENCIES>;
  completionPercentages: Labels<typeof COMPLETION_PERCENTAGES>;
  timePeriods: Labels<typeof TIME_PERIODS>;
  transactionSorts: Labels<typeof TRANSACTION_SORTS>;
  agentCategories: Labels<typeof AGENT_CATEGORIES>;
  transactionCategories: Labels<typeof TRANSACTION_CATEGORY_NAMES>;
  propertyTypes: Labels<typeof RESIDENTIAL_TYPES> & Labels<typeof COMMERCIAL_TYPES>;
}

const en: SearchStrings = {
  titles: {
    listings: 'Property listings',
    projects: 'New projects',
    transactions: 'Transactions',
    agents: 'Agents',
    agencies: 'Agencies',
    developers: 'Developers',
  },
  modes: { label: 'Search', byLocation: 'By location', byName: 'By name' },
  fields: {
    purpose: 'Purpose',
    locations: 'Locations',
    location: 'Location',
    propertyType: 'Property type',
    rooms: 'Bedrooms',
    baths: 'Bathrooms',
    beds: 'Bedrooms',
    priceMin: 'Min price (AED)',
    priceMax: 'Max price (AED)',
    areaMin: 'Min area (sq ft)',
    areaMax: 'Max area (sq ft)',
    areaMinSqm: 'Min area (m²)',
    areaMaxSqm: 'Max area (m²)',
    completionStatus: 'Completion status',
    furnishing: 'Furnishing',
    amenities: 'Amenities',
    media: 'Media',
    hasVideo: 'Video tour',
    has360Tour: '360° tour',
    hasFloorplan: 'Floor plan',
    agents: 'Agents',
    agencies: 'Agencies',
    developers: 'Developers',
    sortOrder: 'Sort by',
    rentFrequency: 'Rent frequency',
    completionPercentage: 'Construction progress',
    preHandoverPayment: 'Max pre-handover payment (%)',
    transactionCategory: 'Category',
    agentCategory: 'Specialization',
    timePeriod: 'Period',
    sortBy: 'Sort by',
    agentName: 'Agent name',
    agencyName: 'Agency name',
    developerName: 'Developer name',
  },
  hints: {
    locations: 'Leave empty to search the whole UAE.',
    agencyLocation: 'Agencies are searched in one location.',
    priceSale: 'Total price in AED.',
    priceRent: 'Rent in AED per rent period.',
    yearlyRent: 'Yearly rent in AED.',
    area: 'Built-up area in square feet.',
    areaSqm: 'Built-up area in square metres (Settings → Display).',
    projectTypes: 'None selected: all residential.',
    preHandoverPayment: 'Share of the price paid before handover, 0 to 100.',
    amenities: 'Listings must have every amenity chosen.',
    nameQuery: 'Part of the name is enough.',
    rentFrequency: 'Only rentals with this payment period.',
  },
  placeholders: {
    min: 'Min',
    max: 'Max',
    location: 'Type a community, building or city',
    amenity: 'Type an amenity, e.g. pool',
    developer: 'Type a developer name',
    agency: 'Type an agency name',
    agent: 'Type an agent name',
    agentName: 'e.g. Ahmed',
    agencyName: 'e.g. Properties',
    developerName: 'e.g. Emaar',
    percent: '0–100',
  },
  actions: { search: 'Search', searching: 'Searching…', reset: 'Reset filters' },
  status: {
    fixErrors: 'Correct the highlighted fields to search.',
    needName: 'Type a name to search.',
    needLocation: 'Choose a location to search.',
  },
  picker: {
    searching: 'Searching…',
    matches: '{shown} of {total}',
    noMatches: 'Nothing matches “{query}”.',
    typeMore: 'Type at least {count} characters.',
    failed: 'Could not search',
    remove: 'Remove {name}',
    ads: { one: '{count} ad', other: '{count} ads' },
    listings: { one: '{count} listing', other: '{count} listings' },
    projects: { one: '{count} project', other: '{count} projects' },
    agentsCount: { one: '{count} agent', other: '{count} agents' },
    selected: '{count} selected',
  },
  groups: {
    residential: 'Residential',
    commercial: 'Commercial',
    allResidential: 'All residential',
    allCommercial: 'All commercial',
  },
  units: { aed: 'AED', sqft: 'sq ft', sqm: 'm²', percent: '%' },
  any: 'Any',
  studio: 'Studio',
  orMore: '{count}+',
  purposes: { 'for-sale': 'For sale', 'for-rent': 'For rent' },
  transactionPurposes: { 'for-sale': 'Sales', 'for-rent': 'Rentals' },
  sortOrders: SEARCH_VALUE_WORDS.en.sortOrders,
  completionStatuses: { any: 'Any', completed: 'Ready', 'under-construction': 'Off-plan' },
  furnishings: { furnished: 'Furnished', unfurnished: 'Unfurnished' },
  rentFrequencies: { yearly: 'Yearly', monthly: 'Monthly', weekly: 'Weekly', daily: 'Daily' },
  completionPercentages: SEARCH_VALUE_WORDS.en.completionPercentages,
  timePeriods: SEARCH_VALUE_WORDS.en.timePeriods,
  transactionSorts: SEARCH_VALUE_WORDS.en.transactionSorts,
  agentCategories: SEARCH_VALUE_WORDS.en.agentCategories,
  transactionCategories: SEARCH_VALUE_WORDS.en.transactionCategories,
  propertyTypes: PROPERTY_TYPE_NAMES.en,
};

const ar: SearchStrings = {
  titles: {
    listings: 'العقارات المعروضة',
    projects: 'المشاريع الجديدة',
    transactions: 'الصفقات',
    agents: 'الوكلاء',
    agencies: 'الوكالات العقارية',
    developers: 'المطورون',
  },
  modes: { label: 'البحث', byLocation: 'حسب الموقع', byName: 'حسب الاسم' },
  fields: {
    purpose: 'الغرض',
    locations: 'المواقع',
    location: 'الموقع',
    propertyType: 'نوع العقار',
    rooms: 'غرف النوم',
    baths: 'الحمامات',
    beds: 'غرف النوم',
    priceMin: 'أدنى سعر (درهم)',
    priceMax: 'أعلى سعر (درهم)',
    areaMin: 'أدنى مساحة (قدم مربع)',
    areaMax: 'أعلى مساحة (قدم مربع)',
    areaMinSqm: 'أدنى مساحة (م²)',
    areaMaxSqm: 'أعلى مساحة (م²)',
    completionStatus: 'حالة الإنجاز',
    furnishing: 'التأثيث',
    amenities: 'المرافق',
    media: 'الوسائط',
    hasVideo: 'جولة بالفيديو',
    has360Tour: 'جولة 360°',
    hasFloorplan: 'مخطط الطابق',
    agents: 'الوكلاء',
    agencies: 'الوكالات',
    developers: 'المطورون',
    sortOrder: 'الترتيب حسب',
    rentFrequency: 'مدة الإيجار',
    completionPercentage: 'نسبة الإنجاز',
    preHandoverPayment: 'الحد الأقصى للدفع قبل التسليم (%)',
    transactionCategory: 'الفئة',
    agentCategory: 'التخصص',
    timePeriod: 'الفترة',
    sortBy: 'الترتيب حسب',
    agentName: 'اسم الوكيل',
    agencyName: 'اسم الوكالة',
    developerName: 'اسم المطور',
  },
  hints: {
    locations: 'اتركه فارغًا للبحث في كل الإمارات.',
    agencyLocation: 'يتم البحث عن الوكالات في موقع واحد.',
    priceSale: 'السعر الإجمالي بالدرهم.',
    priceRent: 'الإيجار بالدرهم لكل مدة إيجار.',
    yearlyRent: 'الإيجار السنوي بالدرهم.',
    area: 'المساحة المبنية بالقدم المربع.',
    areaSqm: 'المساحة المبنية بالمتر المربع (الإعدادات ← العرض).',
    projectTypes: 'بدون اختيار: كل العقارات السكنية.',
    preHandoverPayment: 'نسبة السعر المدفوعة قبل التسليم، من 0 إلى 100.',
    amenities: 'يجب أن يتوفر في العقار كل مرفق مختار.',
    nameQuery: 'يكفي جزء من الاسم.',
    rentFrequency: 'عقارات الإيجار بمدة الدفع هذه فقط.',
  },
  placeholders: {
    min: 'الأدنى',
    max: 'الأعلى',
    location: 'اكتب اسم مجتمع أو مبنى أو مدينة',
    amenity: 'اكتب اسم مرفق، مثل مسبح',
    developer: 'اكتب اسم المطور',
    agency: 'اكتب اسم الوكالة',
    agent: 'اكتب اسم الوكيل',
    agentName: 'مثال: أحمد',
    agencyName: 'مثال: العقارية',
    developerName: 'مثال: إعمار',
    percent: '0–100',
  },
  actions: { search: 'بحث', searching: 'جارٍ البحث…', reset: 'إعادة ضبط الفلاتر' },
  status: {
    fixErrors: 'صحّح الحقول المظلّلة لإجراء البحث.',
    needName: 'اكتب اسمًا للبحث.',
    needLocation: 'اختر موقعًا للبحث.',
  },
  picker: {
    searching: 'جارٍ البحث…',
    matches: '{shown} من {total}',
    noMatches: 'لا توجد نتائج تطابق «{query}».',
    typeMore: 'اكتب {count} أحرف على الأقل.',
    failed: 'تعذّر البحث',
    remove: 'إزالة {name}',
    ads: { one: 'إعلان واحد', two: 'إعلانان', few: '{count} إعلانات', other: '{count} إعلان' },
    listings: { one: 'عقار واحد', two: 'عقاران', few: '{count} عقارات', other: '{count} عقار' },
    projects: { one: 'مشروع واحد', two: 'مشروعان', few: '{count} مشاريع', other: '{count} مشروع' },
    agentsCount: { one: 'وكيل واحد', two: 'وكيلان', few: '{count} وكلاء', other: '{count} وكيل' },
    selected: 'تم اختيار {count}',
  },
  groups: {
    residential: 'سكني',
    commercial: 'تجاري',
    allResidential: 'كل العقارات السكنية',
    allCommercial: 'كل العقارات التجارية',
  },
  units: { aed: 'درهم', sqft: 'قدم²', sqm: 'م²', percent: '%' },
  any: 'الكل',
  studio: 'استوديو',
  orMore: '+{count}',
  purposes: { 'for-sale': 'للبيع', 'for-rent': 'للإيجار' },
  transactionPurposes: { 'for-sale': 'صفقات البيع', 'for-rent': 'صفقات الإيجار' },
  sortOrders: SEARCH_VALUE_WORDS.ar.sortOrders,
  completionStatuses: { any: 'الكل', completed: 'جاهز', 'under-construction': 'على الخارطة' },
  furnishings: { furnished: 'مفروش', unfurnished: 'غير مفروش' },
  rentFrequencies: { yearly: 'سنوي', monthly: 'شهري', weekly: 'أسبوعي', daily: 'يومي' },
  completionPercentages: SEARCH_VALUE_WORDS.ar.completionPercentages,
  timePeriods: SEARCH_VALUE_WORDS.ar.timePeriods,
  transactionSorts: SEARCH_VALUE_WORDS.ar.transactionSorts,
  agentCategories: SEARCH_VALUE_WORDS.ar.agentCategories,
  transactionCategories: SEARCH_VALUE_WORDS.ar.transactionCategories,
  propertyTypes: PROPERTY_TYPE_NAMES.ar,
};

const ru: SearchStrings = {
  titles: {
    listings: 'Объявления',
    projects: 'Новые проекты',
    transactions: 'Сделки',
    agents: 'Агенты',
    agencies: 'Агентства',
    developers: 'Застройщики',
  },
  modes: { label: 'Поиск', byLocation: 'По локации', byName: 'По имени' },
  fields: {
    purpose: 'Тип сделки',
    locations: 'Локации',
    location: 'Локация',
    propertyType: 'Тип недвижимости',
    rooms: 'Спальни',
    baths: 'Санузлы',
    beds: 'Спальни',
    priceMin: 'Цена от (AED)',
    priceMax: 'Цена до (AED)',
    areaMin: 'Площадь от (фт²)',
    areaMax: 'Площадь до (фт²)',
    areaMinSqm: 'Площадь от (м²)',
    areaMaxSqm: 'Площадь до (м²)',
    completionStatus: 'Готовность',
    furnishing: 'Меблировка',
    amenities: 'Удобства',
    media: 'Медиа',
    hasVideo: 'Видеотур',
    has360Tour: 'Тур 360°',
    hasFloorplan: 'Планировка',
    agents: 'Агенты',
    agencies: 'Агентства',
    developers: 'Застройщики',
    sortOrder: 'Сортировка',
    rentFrequency: 'Период аренды',
    completionPercentage: 'Стадия строительства',
    preHandoverPayment: 'Макс. оплата до сдачи (%)',
    transactionCategory: 'Категория',
    agentCategory: 'Специализация',
    timePeriod: 'Период',
    sortBy: 'Сортировка',
    agentName: 'Имя агента',
    agencyName: 'Название агентства',
    developerName: 'Название застройщика',
  },
  hints: {
    locations: 'Оставьте пустым для поиска по всем ОАЭ.',
    agencyLocation: 'Агентства ищутся в одной локации.',
    priceSale: 'Полная цена в AED.',
    priceRent: 'Аренда в AED за период аренды.',
    yearlyRent: 'Годовая арендная плата в AED.',
    area: 'Общая площадь в квадратных футах.',
    areaSqm: 'Общая площадь в квадратных метрах (Настройки → Отображение).',
    projectTypes: 'Ничего не выбрано: вся жилая недвижимость.',
    preHandoverPayment: 'Доля цены, оплачиваемая до сдачи объекта, от 0 до 100.',
    amenities: 'У объекта должны быть все выбранные удобства.',
    nameQuery: 'Достаточно части имени.',
    rentFrequency: 'Только аренда с этим периодом оплаты.',
  },
  placeholders: {
    min: 'От',
    max: 'До',
    location: 'Введите район, здание или город',
    amenity: 'Введите удобство, например бассейн',
    developer: 'Введите название застройщика',
    agency: 'Введите название агентства',
    agent: 'Введите имя агента',
    agentName: 'например, Ахмед',
    agencyName: 'например, Properties',
    developerName: 'например, Emaar',
    percent: '0–100',
  },
  actions: { search: 'Найти', searching: 'Поиск…', reset: 'Сбросить фильтры' },
  status: {
    fixErrors: 'Исправьте выделенные поля, чтобы начать поиск.',
    needName: 'Введите имя для поиска.',
    needLocation: 'Выберите локацию для поиска.',
  },
  picker: {
    searching: 'Поиск…',
    matches: '{shown} из {total}',
    noMatches: 'Ничего не найдено по запросу «{query}».',
    typeMore: 'Введите не менее {count} символов.',
    failed: 'Не удалось выполнить поиск',
    remove: 'Убрать {name}',
    ads: { one: '{count} объявление', few: '{count} объявления', other: '{count} объявлений' },
    listings: { one: '{count} объект', few: '{count} объекта', other: '{count} объектов' },
    projects: { one: '{count} проект', few: '{count} проекта', other: '{count} проектов' },
    agentsCount: { one: '{count} агент', few: '{count} агента', other: '{count} агентов' },
    selected: 'выбрано: {count}',
  },
  groups: {
    residential: 'Жилая',
    commercial: 'Коммерческая',
    allResidential: 'Вся жилая',
    allCommercial: 'Вся коммерческая',
  },
  units: { aed: 'AED', sqft: 'фт²', sqm: 'м²', percent: '%' },
  any: 'Любой',
  studio: 'Студия',
  orMore: '{count}+',
  purposes: { 'for-sale': 'Продажа', 'for-rent': 'Аренда' },
  transactionPurposes: { 'for-sale': 'Продажи', 'for-rent': 'Аренда' },
  sortOrders: SEARCH_VALUE_WORDS.ru.sortOrders,
  completionStatuses: { any: 'Любая', completed: 'Готовые', 'under-construction': 'Строящиеся' },
  furnishings: { furnished: 'С мебелью', unfurnished: 'Без мебели' },
  rentFrequencies: { yearly: 'Ежегодно', monthly: 'Ежемесячно', weekly: 'Еженедельно', daily: 'Посуточно' },
  completionPercentages: SEARCH_VALUE_WORDS.ru.completionPercentages,
  timePeriods: SEARCH_VALUE_WORDS.ru.timePeriods,
  transactionSorts: SEARCH_VALUE_WORDS.ru.transactionSorts,
  agentCategories: SEARCH_VALUE_WORDS.ru.agentCategories,
  transactionCategories: SEARCH_VALUE_WORDS.ru.transactionCategories,
  propertyTypes: PROPERTY_TYPE_NAMES.ru,
};

const zh: SearchStrings = {
  titles: {
    listings: '房源',
    projects: '新楼盘',
    transactions: '成交记录',
    agents: '经纪人',
    agencies: '中介公司',
    developers: '开发商',
  },
  modes: { label: '搜索方式', byLocation: '按地点', byName: '按名称' },
  fields: {
    purpose: '交易类型',
    locations: '地点',
    location: '地点',
    propertyType: '房产类型',
    rooms: '卧室',
    baths: '浴室',
    beds: '卧室',
    priceMin: '最低价格（AED）',
    priceMax: '最高价格（AED）',
    areaMin: '最小面积（平方英尺）',
    areaMax: '最大面积（平方英尺）',
    areaMinSqm: '最小面积（平方米）',
    areaMaxSqm: '最大面积（平方米）',
    completionStatus: '完工状态',
    furnishing: '家具',
    amenities: '配套设施',
    media: '媒体',
    hasVideo: '视频看房',
    has360Tour: '360° 全景',
    hasFloorplan: '户型图',
    agents: '经纪人',
    agencies: '中介公司',
    developers: '开发商',
    sortOrder: '排序',
    rentFrequency: '租金周期',
    completionPercentage: '施工进度',
    preHandoverPayment: '交房前最高付款比例（%）',
    transactionCategory: '类别',
    agentCategory: '专长',
    timePeriod: '时间范围',
    sortBy: '排序',
    agentName: '经纪人姓名',
    agencyName: '中介公司名称',
    developerName: '开发商名称',
  },
  hints: {
    locations: '留空则搜索全阿联酋。',
    agencyLocation: '中介公司按单个地点搜索。',
    priceSale: '总价，单位为 AED。',
    priceRent: '每个租期的租金，单位为 AED。',
    yearlyRent: '年租金，单位为 AED。',
    area: '建筑面积，单位平方英尺。',
    areaSqm: '建筑面积，单位平方米（设置 → 显示）。',
    projectTypes: '未选择时：全部住宅。',
    preHandoverPayment: '交房前支付的价格比例，0 至 100。',
    amenities: '房源须具备所选的全部设施。',
    nameQuery: '输入部分名称即可。',
    rentFrequency: '仅限此付款周期的出租房源。',
  },
  placeholders: {
    min: '最低',
    max: '最高',
    location: '输入社区、楼宇或城市',
    amenity: '输入设施，例如 泳池',
    developer: '输入开发商名称',
    agency: '输入中介公司名称',
    agent: '输入经纪人姓名',
    agentName: '例如 Ahmed',
    agencyName: '例如 Properties',
    developerName: '例如 Emaar',
    percent: '0–100',
  },
  actions: { search: '搜索', searching: '搜索中…', reset: '重置筛选' },
  status: {
    fixErrors: '请更正标出的字段后再搜索。',
    needName: '请输入名称进行搜索。',
    needLocation: '请选择一个地点进行搜索。',
  },
  picker: {
    searching: '搜索中…',
    matches: '共 {total} 条，显示 {shown} 条',
    noMatches: '没有与“{query}”匹配的结果。',
    typeMore: '请至少输入 {count} 个字符。',
    failed: '无法搜索',
    remove: '移除 {name}',
    ads: { other: '{count} 条房源' },
    listings: { other: '{count} 套房源' },
    projects: { other: '{count} 个项目' },
    agentsCount: { other: '{count} 名经纪人' },
    selected: '已选 {count} 项',
  },
  groups: {
    residential: '住宅',
    commercial: '商业',
    allResidential: '全部住宅',
    allCommercial: '全部商业',
  },
  units: { aed: 'AED', sqft: '平方英尺', sqm: '平方米', percent: '%' },
  any: '不限',
  studio: '开间',
  orMore: '{count}+',
  purposes: { 'for-sale': '出售', 'for-rent': '出租' },
  transactionPurposes: { 'for-sale': '买卖', 'for-rent': '租赁' },
  sortOrders: SEARCH_VALUE_WORDS.zh.sortOrders,
  completionStatuses: { any: '不限', completed: '现房', 'under-construction': '期房' },
  furnishings: { furnished: '带家具', unfurnished: '不带家具' },
  rentFrequencies: { yearly: '按年', monthly: '按月', weekly: '按周', daily: '按天' },
  completionPercentages: SEARCH_VALUE_WORDS.zh.completionPercentages,
  timePeriods: SEARCH_VALUE_WORDS.zh.timePeriods,
  transactionSorts: SEARCH_VALUE_WORDS.zh.transactionSorts,
  agentCategories: SEARCH_VALUE_WORDS.zh.agentCategories,
  transactionCategories: SEARCH_VALUE_WORDS.zh.transactionCategories,
  propertyTypes: PROPERTY_TYPE_NAMES.zh,
};

export const SEARCH_STRINGS: Readonly<Record<Lang, SearchStrings>> = { en, ar, ru, zh };
