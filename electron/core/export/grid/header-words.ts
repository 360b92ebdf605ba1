// Headers of the grid exports' columns and the names of their sheets in the four languages, keyed by the English header the column catalogs use,
// so a catalog header without its translations does not compile. The grids' own words where they name the same
// thing (renderer/src/grid/grid-strings.ts); `{unit}` is the display area unit.
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import type { Translated } from '#shared/words/translated';
import type { GridKind } from './grid-columns';
import { AREA_UNIT_WORDS } from '#shared/words/value-labels';

type OtherLangs = Readonly<Record<Exclude<Lang, 'en'>, string>>;

const HEADER_WORDS = {
  Title: { ar: 'العنوان', ru: 'Заголовок', zh: '标题' },
  'Price (AED)': { ar: 'السعر (درهم)', ru: 'Цена (AED)', zh: '价格（AED）' },
  'Price (AED; rents yearly)': {
    ar: 'السعر (درهم؛ الإيجار سنوي)',
    ru: 'Цена (AED; аренда за год)',
    zh: '价格（AED；租金按年）',
  },
  'Advertised rent (AED)': { ar: 'الإيجار المعلن (درهم)', ru: 'Аренда в объявлении (AED)', zh: '广告租金（AED）' },
  'Rent per year (AED)': { ar: 'الإيجار السنوي (درهم)', ru: 'Аренда в год (AED)', zh: '年租金（AED）' },
  Purpose: { ar: 'الغرض', ru: 'Тип сделки', zh: '交易类型' },
  'Rent period': { ar: 'مدة الإيجار', ru: 'Период аренды', zh: '租期' },
  'Bedrooms (0 = studio)': { ar: 'غرف النوم (0 = استوديو)', ru: 'Спальни (0 = студия)', zh: '卧室（0 = 开间）' },
  'Fewest bedrooms (0 = studio)': {
    ar: 'أقل عدد لغرف النوم (0 = استوديو)',
    ru: 'Меньше всего спален (0 = студия)',
    zh: '最少卧室（0 = 开间）',
  },
  'Bedrooms offered': { ar: 'غرف النوم المعروضة', ru: 'Предлагаемые спальни', zh: '提供的卧室数' },
  Bathrooms: { ar: 'الحمّامات', ru: 'Санузлы', zh: '浴室' },
  'Area ({unit})': { ar: 'المساحة ({unit})', ru: 'Площадь ({unit})', zh: '面积（{unit}）' },
  'Area from ({unit})': { ar: 'المساحة من ({unit})', ru: 'Площадь от ({unit})', zh: '最小面积（{unit}）' },
  'Area to ({unit})': { ar: 'المساحة إلى ({unit})', ru: 'Площадь до ({unit})', zh: '最大面积（{unit}）' },
  'AED per {unit}': { ar: 'درهم لكل {unit}', ru: 'AED за {unit}', zh: 'AED/{unit}' },
  'AED per {unit} (rents yearly)': {
    ar: 'درهم لكل {unit} (الإيجار سنوي)',
    ru: 'AED за {unit} (аренда за год)',
    zh: 'AED/{unit}（租金按年）',
  },
  Type: { ar: 'النوع', ru: 'Тип', zh: '类型' },
  Types: { ar: 'الأنواع', ru: 'Типы', zh: '类型' },
  Category: { ar: 'الفئة', ru: 'Категория', zh: '类别' },
  Place: { ar: 'المنطقة', ru: 'Район', zh: '区域' },
  Location: { ar: 'الموقع', ru: 'Расположение', zh: '位置' },
  Path: { ar: 'المسار', ru: 'Путь', zh: '路径' },
  Agency: { ar: 'الوكالة', ru: 'Агентство', zh: '中介公司' },
  Agent: { ar: 'الوكيل', ru: 'Агент', zh: '经纪人' },
  Developer: { ar: 'المطوّر', ru: 'Застройщик', zh: '开发商' },
  Project: { ar: 'المشروع', ru: 'Проект', zh: '项目' },
  Completion: { ar: 'الحالة', ru: 'Готовность', zh: '状态' },
  Furnishing: { ar: 'التأثيث', ru: 'Мебель', zh: '家具' },
  Verified: { ar: 'موثّق', ru: 'Проверено', zh: '已验证' },
  Listed: { ar: 'تاريخ الإدراج', ru: 'Размещено', zh: '发布日期' },
  Updated: { ar: 'آخر تحديث', ru: 'Обновлено', zh: '更新日期' },
  Date: { ar: 'التاريخ', ru: 'Дата', zh: '日期' },
  Handover: { ar: 'موعد التسليم', ru: 'Сдача', zh: '交房日期' },
  'Paid before handover': { ar: 'الدفع قبل التسليم', ru: 'Оплата до сдачи', zh: '交房前付款' },
  'Price from (AED)': { ar: 'السعر من (درهم)', ru: 'Цена от (AED)', zh: '最低价（AED）' },
  'Price to (AED)': { ar: 'السعر إلى (درهم)', ru: 'Цена до (AED)', zh: '最高价（AED）' },
  Amenities: { ar: 'المرافق', ru: 'Удобства', zh: '配套设施' },
  'Other adverts': { ar: 'إعلانات أخرى', ru: 'Другие объявления', zh: '其他广告' },
  Notes: { ar: 'الملاحظات', ru: 'Заметки', zh: '备注' },
  Amenity: { ar: 'المرفق', ru: 'Удобство', zh: '配套设施' },
  Video: { ar: 'فيديو', ru: 'Видео', zh: '视频' },
  '360° tour': { ar: 'جولة 360°', ru: 'Тур 360°', zh: '360° 全景' },
  'Floor plan': { ar: 'المخطط', ru: 'Планировка', zh: '户型图' },
  Listings: { ar: 'الإعلانات', ru: 'Объявления', zh: '房源数' },
  Agents: { ar: 'الوكلاء', ru: 'Агенты', zh: '经纪人数' },
  Projects: { ar: 'المشاريع', ru: 'Проекты', zh: '项目数' },
  Office: { ar: 'المكتب', ru: 'Офис', zh: '办公室' },
  Languages: { ar: 'اللغات', ru: 'Языки', zh: '语言' },
  'Years of experience': { ar: 'سنوات الخبرة', ru: 'Лет опыта', zh: '从业年限' },
  Phone: { ar: 'الهاتف', ru: 'Телефон', zh: '电话' },
  'Listing id': { ar: 'معرّف الإعلان', ru: 'Id объявления', zh: '房源编号' },
  'Project id': { ar: 'معرّف المشروع', ru: 'Id проекта', zh: '项目编号' },
  'Transaction id': { ar: 'معرّف الصفقة', ru: 'Id сделки', zh: '交易编号' },
  'Agent id': { ar: 'معرّف الوكيل', ru: 'Id агента', zh: '经纪人编号' },
  'Agency id': { ar: 'معرّف الوكالة', ru: 'Id агентства', zh: '中介公司编号' },
  'Developer id': { ar: 'معرّف المطوّر', ru: 'Id застройщика', zh: '开发商编号' },
  'Place id': { ar: 'معرّف المنطقة', ru: 'Id района', zh: '区域编号' },
} as const satisfies Readonly<Record<string, OtherLangs>>;

/** A column header as the catalogs write it: English, with its translations above. */
export type GridHeader = keyof typeof HEADER_WORDS;

/** The header in `lang` with the display unit in its words ("المساحة (م²)"). */
export function gridHeader(header: GridHeader, lang: Lang, unit: AreaUnit): string {
  const text = lang === 'en' ? header : HEADER_WORDS[header][lang];
  return text.replaceAll('{unit}', AREA_UNIT_WORDS[lang][unit]);
}

/** The name of a grid export's data sheet, by the kind of grid. */
const SHEET_NAMES: Readonly<Record<GridKind, Translated>> = {
  listings: { en: 'Listings', ar: 'الإعلانات', ru: 'Объявления', zh: '房源' },
  projects: { en: 'Projects', ar: 'المشاريع', ru: 'Проекты', zh: '项目' },
  transactions: { en: 'Transactions', ar: 'الصفقات', ru: 'Сделки', zh: '成交记录' },
  agents: { en: 'Agents', ar: 'الوكلاء', ru: 'Агенты', zh: '经纪人' },
  agencies: { en: 'Agencies', ar: 'الوكالات', ru: 'Агентства', zh: '中介公司' },
  developers: { en: 'Developers', ar: 'المطوّرون', ru: 'Застройщики', zh: '开发商' },
  locations: { en: 'Places', ar: 'المناطق', ru: 'Районы', zh: '区域' },
  amenities: { en: 'Amenities', ar: 'المرافق', ru: 'Удобства', zh: '配套设施' },
};

export function gridSheetName(kind: GridKind, lang: Lang): string {
  return SHEET_NAMES[kind][lang];
}
