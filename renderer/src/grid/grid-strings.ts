// Grid headers, grid chrome and value labels in the four interface languages, plus ag-grid's own texts that a
// community grid shows (overlays, screen-reader hints). Units and currency live in headers so cells stay numbers.
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { AREA_UNIT_WORDS, LIST_SEPARATOR, VALUE_LABELS, type ValueLabels } from '#shared/words/value-labels';

export type GridKind =
  'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers' | 'agency-agents';

export interface GridStrings {
  /** Column headers; `{unit}` is the display area unit (see `units`). */
  headers: {
    title: string;
    personName: string;
    orgName: string;
    price: string;
    purpose: string;
    rentFrequency: string;
    rooms: string;
    baths: string;
    area: string;
    pricePerArea: string;
    propertyType: string;
    location: string;
    agency: string;
    agent: string;
    completionStatus: string;
    furnishing: string;
    verified: string;
    createdAt: string;
    developer: string;
    completionPercent: string;
    preHandover: string;
    priceFrom: string;
    priceTo: string;
    areaFrom: string;
    areaTo: string;
    completionDate: string;
    date: string;
    category: string;
    listingsCount: string;
    agentsCount: string;
    projectsCount: string;
    languages: string;
    experience: string;
    phone: string;
  };
  ui: {
    columns: string;
    columnsTitle: string;
    showAll: string;
    resetLayout: string;
    /** `{count}`: rows in the grid. */
    rowCount: string;
    /** `{count}`: selected rows. */
    selectedCount: string;
    loading: string;
    loadingMore: string;
    noRows: string;
    close: string;
    select: string;
    kinds: Record<GridKind, string>;
  };
  values: ValueLabels & {
    verified: string;
    /** Separates the steps of a location trail, most specific first. */
    trailSeparator: string;
    /** Separates list items such as spoken languages. */
    listSeparator: string;
  };
  units: Readonly<Record<AreaUnit, string>>;
  /** ag-grid's own texts (its `localeText` keys). */
  agGrid: Record<string, string>;
}

const en: GridStrings = {
  headers: {
    title: 'Title',
    personName: 'Name',
    orgName: 'Name',
    price: 'Price (AED)',
    purpose: 'Purpose',
    rentFrequency: 'Rent period',
    rooms: 'Beds',
    baths: 'Baths',
    area: 'Area ({unit})',
    pricePerArea: 'AED per {unit}',
    propertyType: 'Type',
    location: 'Location',
    agency: 'Agency',
    agent: 'Agent',
    completionStatus: 'Status',
    furnishing: 'Furnishing',
    verified: 'Verified',
    createdAt: 'Listed',
    developer: 'Developer',
    completionPercent: 'Built',
    preHandover: 'Pre-handover',
    priceFrom: 'From (AED)',
    priceTo: 'To (AED)',
    areaFrom: 'Area from ({unit})',
    areaTo: 'Area to ({unit})',
    completionDate: 'Handover',
    date: 'Date',
    category: 'Category',
    listingsCount: 'Listings',
    agentsCount: 'Agents',
    projectsCount: 'Projects',
    languages: 'Languages',
    experience: 'Experience',
    phone: 'Phone',
  },
  ui: {
    columns: 'Columns',
    columnsTitle: 'Show columns',
    showAll: 'Show all',
    resetLayout: 'Reset layout',
    rowCount: 'Rows: {count}',
    selectedCount: 'Selected: {count}',
    loading: 'Loading…',
    loadingMore: 'Loading more…',
    noRows: 'No results',
    close: 'Close',
    select: 'Select',
    kinds: {
      listings: 'Listings',
      projects: 'New projects',
      transactions: 'Transactions',
      agents: 'Agents',
      agencies: 'Agencies',
      developers: 'Developers',
      'agency-agents': 'Agency agents',
    },
  },
  values: {
    ...VALUE_LABELS.en,
    verified: '✓',
    trailSeparator: ', ',
    listSeparator: LIST_SEPARATOR.en,
  },
  units: AREA_UNIT_WORDS.en,
  agGrid: {
    loadingOoo: 'Loading…',
    noRowsToShow: 'No results',
    noMatchingRows: 'No matching rows',
    ariaRowSelect: 'Press Space to select this row',
    ariaRowDeselect: 'Press Space to deselect this row',
    ariaRowToggleSelection: 'Press Space to toggle row selection',
    ariaRowSelectAll: 'Press Space to toggle selection of all rows',
    ariaHeaderSelection: 'Column with header selection',
    ariaSortableColumn: 'Press Enter to sort',
    ariaChecked: 'checked',
    ariaUnchecked: 'unchecked',
    ariaIndeterminate: 'indeterminate',
  },
};

const ar: GridStrings = {
  headers: {
    title: 'العنوان',
    personName: 'الاسم',
    orgName: 'الاسم',
    price: 'السعر (درهم)',
    purpose: 'الغرض',
    rentFrequency: 'مدة الإيجار',
    rooms: 'غرف النوم',
    baths: 'الحمّامات',
    area: 'المساحة ({unit})',
    pricePerArea: 'درهم لكل {unit}',
    propertyType: 'النوع',
    location: 'الموقع',
    agency: 'الوكالة',
    agent: 'الوكيل',
    completionStatus: 'الحالة',
    furnishing: 'التأثيث',
    verified: 'موثّق',
    createdAt: 'تاريخ الإدراج',
    developer: 'المطوّر',
    completionPercent: 'نسبة الإنجاز',
    preHandover: 'الدفع قبل التسليم',
    priceFrom: 'من (درهم)',
    priceTo: 'إلى (درهم)',
    areaFrom: 'المساحة من ({unit})',
    areaTo: 'المساحة إلى ({unit})',
    completionDate: 'موعد التسليم',
    date: 'التاريخ',
    category: 'الفئة',
    listingsCount: 'الإعلانات',
    agentsCount: 'الوكلاء',
    projectsCount: 'المشاريع',
    languages: 'اللغات',
    experience: 'الخبرة',
    phone: 'الهاتف',
  },
  ui: {
    columns: 'الأعمدة',
    columnsTitle: 'إظهار الأعمدة',
    showAll: 'إظهار الكل',
    resetLayout: 'إعادة ضبط التخطيط',
    rowCount: 'الصفوف: {count}',
    selectedCount: 'المحدد: {count}',
    loading: 'جارٍ التحميل…',
    loadingMore: 'جارٍ تحميل المزيد…',
    noRows: 'لا توجد نتائج',
    close: 'إغلاق',
    select: 'تحديد',
    kinds: {
      listings: 'الإعلانات',
      projects: 'المشاريع الجديدة',
      transactions: 'الصفقات',
      agents: 'الوكلاء',
      agencies: 'الوكالات',
      developers: 'المطوّرون',
      'agency-agents': 'وكلاء الوكالة',
    },
  },
  values: {
    ...VALUE_LABELS.ar,
    verified: '✓',
    trailSeparator: '، ',
    listSeparator: LIST_SEPARATOR.ar,
  },
  units: AREA_UNIT_WORDS.ar,
  agGrid: {
    loadingOoo: 'جارٍ التحميل…',
    noRowsToShow: 'لا توجد نتائج',
    noMatchingRows: 'لا توجد صفوف مطابقة',
    ariaRowSelect: 'اضغط مسافة لتحديد هذا الصف',
    ariaRowDeselect: 'اضغط مسافة لإلغاء تحديد هذا الصف',
    ariaRowToggleSelection: 'اضغط مسافة لتبديل تحديد الصف',
    ariaRowSelectAll: 'اضغط مسافة لتبديل تحديد كل الصفوف',
    ariaHeaderSelection: 'عمود تحديد الكل',
    ariaSortableColumn: 'اضغط Enter للفرز',
    ariaChecked: 'محدد',
    ariaUnchecked: 'غير محدد',
    ariaIndeterminate: 'محدد جزئيًا',
  },
};

const ru: GridStrings = {
  headers: {
    title: 'Заголовок',
    personName: 'Имя',
    orgName: 'Название',
    price: 'Цена (AED)',
    purpose: 'Тип сделки',
    rentFrequency: 'Период',
    rooms: 'Спальни',
    baths: 'Санузлы',
    area: 'Площадь ({unit})',
    pricePerArea: 'AED за {unit}',
    propertyType: 'Тип',
    location: 'Расположение',
    agency: 'Агентство',
    agent: 'Агент',
    completionStatus: 'Готовность',
    furnishing: 'Мебель',
    verified: 'Проверено',
    createdAt: 'Размещено',
    developer: 'Застройщик',
    completionPercent: 'Построено',
    preHandover: 'До сдачи',
    priceFrom: 'От (AED)',
    priceTo: 'До (AED)',
    areaFrom: 'Площадь от ({unit})',
    areaTo: 'Площадь до ({unit})',
    completionDate: 'Сдача',
    date: 'Дата',
    category: 'Категория',
    listingsCount: 'Объявления',
    agentsCount: 'Агенты',
    projectsCount: 'Проекты',
    languages: 'Языки',
    experience: 'Опыт',
    phone: 'Телефон',
  },
  ui: {
    columns: 'Столбцы',
    columnsTitle: 'Показать столбцы',
    showAll: 'Показать все',
    resetLayout: 'Сбросить вид',
    rowCount: 'Строк: {count}',
    selectedCount: 'Выбрано: {count}',
    loading: 'Загрузка…',
    loadingMore: 'Загружаем ещё…',
    noRows: 'Ничего не найдено',
    close: 'Закрыть',
    select: 'Выбрать',
    kinds: {
      listings: 'Объявления',
      projects: 'Новостройки',
      transactions: 'Сделки',
      agents: 'Агенты',
      agencies: 'Агентства',
      developers: 'Застройщики',
      'agency-agents': 'Агенты агентства',
    },
  },
  values: {
    ...VALUE_LABELS.ru,
    verified: '✓',
    trailSeparator: ', ',
    listSeparator: LIST_SEPARATOR.ru,
  },
  units: AREA_UNIT_WORDS.ru,
  agGrid: {
    loadingOoo: 'Загрузка…',
    noRowsToShow: 'Ничего не найдено',
    noMatchingRows: 'Нет подходящих строк',
    ariaRowSelect: 'Нажмите пробел, чтобы выбрать строку',
    ariaRowDeselect: 'Нажмите пробел, чтобы снять выбор',
    ariaRowToggleSelection: 'Нажмите пробел, чтобы переключить выбор строки',
    ariaRowSelectAll: 'Нажмите пробел, чтобы переключить выбор всех строк',
    ariaHeaderSelection: 'Столбец выбора',
    ariaSortableColumn: 'Нажмите Enter для сортировки',
    ariaChecked: 'отмечено',
    ariaUnchecked: 'не отмечено',
    ariaIndeterminate: 'частично отмечено',
  },
};

const zh: GridStrings = {
  headers: {
    title: '标题',
    personName: '姓名',
    orgName: '名称',
    price: '价格（AED）',
    purpose: '交易类型',
    rentFrequency: '租期',
    rooms: '卧室',
    baths: '浴室',
    area: '面积（{unit}）',
    pricePerArea: 'AED/{unit}',
    propertyType: '类型',
    location: '位置',
    agency: '中介公司',
    agent: '经纪人',
    completionStatus: '状态',
    furnishing: '家具',
    verified: '已验证',
    createdAt: '发布日期',
    developer: '开发商',
    completionPercent: '完工进度',
    preHandover: '交房前付款',
    priceFrom: '最低价（AED）',
    priceTo: '最高价（AED）',
    areaFrom: '最小面积（{unit}）',
    areaTo: '最大面积（{unit}）',
    completionDate: '交房日期',
    date: '日期',
    category: '类别',
    listingsCount: '房源数',
    agentsCount: '经纪人数',
    projectsCount: '项目数',
    languages: '语言',
    experience: '从业年限',
    phone: '电话',
  },
  ui: {
    columns: '列',
    columnsTitle: '显示列',
    showAll: '全部显示',
    resetLayout: '重置布局',
    rowCount: '行数：{count}',
    selectedCount: '已选：{count}',
    loading: '加载中…',
    loadingMore: '正在加载更多…',
    noRows: '没有结果',
    close: '关闭',
    select: '选择',
    kinds: {
      listings: '房源',
      projects: '新项目',
      transactions: '成交记录',
      agents: '经纪人',
      agencies: '中介公司',
      developers: '开发商',
      'agency-agents': '中介公司经纪人',
    },
  },
  values: {
    ...VALUE_LABELS.zh,
    verified: '✓',
    trailSeparator: '，',
    listSeparator: LIST_SEPARATOR.zh,
  },
  units: AREA_UNIT_WORDS.zh,
  agGrid: {
    loadingOoo: '加载中…',
    noRowsToShow: '没有结果',
    noMatchingRows: '没有匹配的行',
    ariaRowSelect: '按空格键选择此行',
    ariaRowDeselect: '按空格键取消选择此行',
    ariaRowToggleSelection: '按空格键切换行选择',
    ariaRowSelectAll: '按空格键切换全部行的选择',
    ariaHeaderSelection: '全选列',
    ariaSortableColumn: '按 Enter 键排序',
    ariaChecked: '已选中',
    ariaUnchecked: '未选中',
    ariaIndeterminate: '部分选中',
  },
};

export const GRID_STRINGS: Readonly<Record<Lang, GridStrings>> = { en, ar, ru, zh };
