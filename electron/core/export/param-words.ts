// The names of a query's parameters in the four languages, as a workbook's About sheet lists them ("Sort order",
// not "sort_order"), in the order a broker reads a search: what, where, which homes, what price, then the rest.
import type { Translated } from '#shared/words/translated';

export const PARAM_WORDS: Readonly<Record<string, Translated>> = {
  purpose: { en: 'Purpose', ar: 'الغرض', ru: 'Тип сделки', zh: '交易类型' },
  location_ids: { en: 'Places', ar: 'المواقع', ru: 'Локации', zh: '地点' },
  location_id: { en: 'Place', ar: 'الموقع', ru: 'Локация', zh: '地点' },
  query: { en: 'Name', ar: 'الاسم', ru: 'Название', zh: '名称' },
  external_id: { en: 'Listing', ar: 'الإعلان', ru: 'Объявление', zh: '房源' },
  agency_external_id: { en: 'Agency', ar: 'الوكالة', ru: 'Агентство', zh: '中介公司' },
  agency_id: { en: 'Agency', ar: 'الوكالة', ru: 'Агентство', zh: '中介公司' },
  agent_id: { en: 'Agent', ar: 'الوكيل', ru: 'Агент', zh: '经纪人' },
  owner_id: { en: 'Owner', ar: 'المالك', ru: 'Владелец', zh: '业主' },
  property_type: { en: 'Property type', ar: 'نوع العقار', ru: 'Тип недвижимости', zh: '房产类型' },
  category: { en: 'Category', ar: 'الفئة', ru: 'Категория', zh: '类别' },
  category_ids: { en: 'Category', ar: 'الفئة', ru: 'Категория', zh: '类别' },
  rooms: { en: 'Bedrooms', ar: 'غرف النوم', ru: 'Спальни', zh: '卧室' },
  beds: { en: 'Bedrooms', ar: 'غرف النوم', ru: 'Спальни', zh: '卧室' },
  baths: { en: 'Bathrooms', ar: 'الحمامات', ru: 'Санузлы', zh: '浴室' },
  price_min: { en: 'Min price', ar: 'أدنى سعر', ru: 'Цена от', zh: '最低价格' },
  price_max: { en: 'Max price', ar: 'أعلى سعر', ru: 'Цена до', zh: '最高价格' },
  area_min: { en: 'Min area', ar: 'أدنى مساحة', ru: 'Площадь от', zh: '最小面积' },
  area_max: { en: 'Max area', ar: 'أعلى مساحة', ru: 'Площадь до', zh: '最大面积' },
  rent_frequency: { en: 'Rent frequency', ar: 'مدة الإيجار', ru: 'Период аренды', zh: '租金周期' },
  completion_status: { en: 'Completion status', ar: 'حالة الإنجاز', ru: 'Готовность', zh: '完工状态' },
  completion_percentage: {
    en: 'Construction progress',
    ar: 'نسبة الإنجاز',
    ru: 'Стадия строительства',
    zh: '施工进度',
  },
  pre_handover_payment: {
    en: 'Max pre-handover payment',
    ar: 'الحد الأقصى للدفع قبل التسليم',
    ru: 'Макс. оплата до сдачи',
    zh: '交房前最高付款比例',
  },
  furnishing_status: { en: 'Furnishing', ar: 'التأثيث', ru: 'Меблировка', zh: '家具' },
  is_furnished: { en: 'Furnished', ar: 'مفروش', ru: 'С мебелью', zh: '带家具' },
  amenities: { en: 'Amenities', ar: 'المرافق', ru: 'Удобства', zh: '配套设施' },
  has_video: { en: 'Video tour', ar: 'جولة بالفيديو', ru: 'Видеотур', zh: '视频看房' },
  has_360_tour: { en: '360° tour', ar: 'جولة 360°', ru: 'Тур 360°', zh: '360° 全景' },
  has_floorplan: { en: 'Floor plan', ar: 'مخطط الطابق', ru: 'Планировка', zh: '户型图' },
  agency_ids: { en: 'Agencies', ar: 'الوكالات', ru: 'Агентства', zh: '中介公司' },
  agent_ids: { en: 'Agents', ar: 'الوكلاء', ru: 'Агенты', zh: '经纪人' },
  developer_ids: { en: 'Developers', ar: 'المطورون', ru: 'Застройщики', zh: '开发商' },
  time_period: { en: 'Period', ar: 'الفترة', ru: 'Период', zh: '时间范围' },
  sort_order: { en: 'Sort order', ar: 'الترتيب حسب', ru: 'Сортировка', zh: '排序' },
  sort_by: { en: 'Sort order', ar: 'الترتيب حسب', ru: 'Сортировка', zh: '排序' },
};

/** Where a parameter comes in the About sheet: as listed above, unknown ones after, by name. */
export function paramRank(name: string): number {
  const at = Object.keys(PARAM_WORDS).indexOf(name);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}
