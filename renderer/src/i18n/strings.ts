// Interface strings in the four languages the data service speaks; the interface follows the data language.
import { fill } from '#shared/words/translated';
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from './format';

const en = {
  appName: 'Aqar Lens',
  tagline: 'UAE market research',
  language: 'Language',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  findPlace: 'Find a place',
  findPlaceHint: 'Search communities, buildings and landmarks across the UAE.',
  searchPlaceholder: 'Type a place, e.g. Dubai Marina',
  searching: 'Searching…',
  noMatches: 'No place matches “{query}”.',
  matches: '{shown} of {total} places',
  ads: '{count} ads',
  selected: 'Selected place',
  externalId: 'Location ID',
  level: 'Level',
  coordinates: 'Coordinates',
  type: 'Type',
  path: 'Path',
  adCount: 'Listings',
  source: 'Source',
  demoData: 'Demo data',
  liveData: 'Live data',
  asOf: 'as of {time}',
  emptyTitle: 'Start with a place',
  emptyBody: 'Pick a community or building to research its listings, transactions and agents.',
  errorTitle: 'Could not search',
  types: {
    city: 'City',
    neighbourhood: 'Community',
    'sub-community': 'Sub-community',
    building: 'Building',
    landmark: 'Landmark',
  } as Record<string, string>,
};

export type Strings = typeof en;

const ar: Strings = {
  appName: 'عقار لنس',
  tagline: 'أبحاث سوق الإمارات',
  language: 'اللغة',
  theme: 'المظهر',
  themeLight: 'فاتح',
  themeDark: 'داكن',
  findPlace: 'ابحث عن موقع',
  findPlaceHint: 'ابحث عن المجتمعات والمباني والمعالم في الإمارات.',
  searchPlaceholder: 'اكتب اسم موقع، مثل دبي مارينا',
  searching: 'جارٍ البحث…',
  noMatches: 'لا يوجد موقع يطابق «{query}».',
  matches: '{shown} من {total} موقع',
  ads: '{count} إعلان',
  selected: 'الموقع المختار',
  externalId: 'معرّف الموقع',
  level: 'المستوى',
  coordinates: 'الإحداثيات',
  type: 'النوع',
  path: 'المسار',
  adCount: 'الإعلانات',
  source: 'المصدر',
  demoData: 'بيانات تجريبية',
  liveData: 'بيانات مباشرة',
  asOf: 'حتى {time}',
  emptyTitle: 'ابدأ بموقع',
  emptyBody: 'اختر مجتمعًا أو مبنى لدراسة إعلاناته وصفقاته ووكلائه.',
  errorTitle: 'تعذّر البحث',
  types: { city: 'مدينة', neighbourhood: 'مجتمع', 'sub-community': 'مجتمع فرعي', building: 'مبنى', landmark: 'معلم' },
};

const ru: Strings = {
  appName: 'Aqar Lens',
  tagline: 'Исследование рынка ОАЭ',
  language: 'Язык',
  theme: 'Тема',
  themeLight: 'Светлая',
  themeDark: 'Тёмная',
  findPlace: 'Найти место',
  findPlaceHint: 'Ищите районы, здания и достопримечательности по всем ОАЭ.',
  searchPlaceholder: 'Введите место, например Дубай Марина',
  searching: 'Поиск…',
  noMatches: 'Нет мест по запросу «{query}».',
  matches: '{shown} из {total} мест',
  ads: '{count} объявл.',
  selected: 'Выбранное место',
  externalId: 'ID локации',
  level: 'Уровень',
  coordinates: 'Координаты',
  type: 'Тип',
  path: 'Путь',
  adCount: 'Объявления',
  source: 'Источник',
  demoData: 'Демо-данные',
  liveData: 'Живые данные',
  asOf: 'на {time}',
  emptyTitle: 'Начните с места',
  emptyBody: 'Выберите район или здание, чтобы изучить объявления, сделки и агентов.',
  errorTitle: 'Поиск не удался',
  types: {
    city: 'Город',
    neighbourhood: 'Район',
    'sub-community': 'Подрайон',
    building: 'Здание',
    landmark: 'Ориентир',
  },
};

const zh: Strings = {
  appName: 'Aqar Lens',
  tagline: '阿联酋市场研究',
  language: '语言',
  theme: '主题',
  themeLight: '浅色',
  themeDark: '深色',
  findPlace: '查找地点',
  findPlaceHint: '搜索阿联酋各地的社区、楼宇和地标。',
  searchPlaceholder: '输入地点，例如 迪拜码头',
  searching: '搜索中…',
  noMatches: '没有与“{query}”匹配的地点。',
  matches: '共 {total} 个地点，显示 {shown} 个',
  ads: '{count} 条房源',
  selected: '已选地点',
  externalId: '地点 ID',
  level: '层级',
  coordinates: '坐标',
  type: '类型',
  path: '路径',
  adCount: '房源',
  source: '来源',
  demoData: '演示数据',
  liveData: '实时数据',
  asOf: '截至 {time}',
  emptyTitle: '从一个地点开始',
  emptyBody: '选择一个社区或楼宇，研究其房源、成交和经纪人。',
  errorTitle: '无法搜索',
  types: { city: '城市', neighbourhood: '社区', 'sub-community': '子社区', building: '楼宇', landmark: '地标' },
};

export const STRINGS: Readonly<Record<Lang, Strings>> = { en, ar, ru, zh };

export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
  zh: '中文',
};

/** Fills `{name}` placeholders; an unknown name is left as it is. */
export const format = fill;

/** A count in the language's digits and grouping (the one number format, i18n/format.ts). */
export function formatCount(value: number, lang: Lang): string {
  return formatInteger(value, lang);
}
