// Names of the amenities UAE property portals list, in the four languages. The data service sends the English name
// (the value its `amenities` filter takes); the app shows it in the interface language where it knows the name.
import type { Lang } from '../domain/lang';
import type { Translated } from './translated';

/** 60 real amenity names as UAE property portals show them. `en` is the value brokers filter by. */
export const AMENITY_NAMES: readonly Translated[] = [
  { en: 'Balcony', ar: 'شرفة', ru: 'Балкон', zh: '阳台' },
  { en: 'Built in Wardrobes', ar: 'خزائن ملابس مدمجة', ru: 'Встроенные шкафы', zh: '内置衣柜' },
  { en: 'Central A/C', ar: 'تكييف مركزي', ru: 'Центральный кондиционер', zh: '中央空调' },
  { en: 'Covered Parking', ar: 'موقف سيارات مغطى', ru: 'Крытая парковка', zh: '有盖停车位' },
  { en: 'Shared Pool', ar: 'مسبح مشترك', ru: 'Общий бассейн', zh: '公共泳池' },
  { en: 'Shared Gym', ar: 'صالة رياضية مشتركة', ru: 'Общий тренажёрный зал', zh: '公共健身房' },
  { en: 'Security', ar: 'حراسة أمنية', ru: 'Охрана', zh: '安保服务' },
  { en: 'Concierge Service', ar: 'خدمة الكونسيرج', ru: 'Консьерж-сервис', zh: '礼宾服务' },
  { en: 'Maids Room', ar: 'غرفة خادمة', ru: 'Комната для прислуги', zh: '佣人房' },
  { en: 'Study', ar: 'غرفة مكتب', ru: 'Кабинет', zh: '书房' },
  { en: 'Private Pool', ar: 'مسبح خاص', ru: 'Частный бассейн', zh: '私人泳池' },
  { en: 'Private Garden', ar: 'حديقة خاصة', ru: 'Собственный сад', zh: '私家花园' },
  { en: 'Private Jacuzzi', ar: 'جاكوزي خاص', ru: 'Собственное джакузи', zh: '私人按摩浴缸' },
  { en: 'View of Water', ar: 'إطلالة مائية', ru: 'Вид на воду', zh: '水景' },
  { en: 'View of Landmark', ar: 'إطلالة على معلم شهير', ru: 'Вид на достопримечательность', zh: '地标景观' },
  { en: 'Pets Allowed', ar: 'يُسمح بالحيوانات الأليفة', ru: 'Можно с домашними животными', zh: '允许饲养宠物' },
  { en: 'Kitchen Appliances', ar: 'أجهزة مطبخ', ru: 'Кухонная техника', zh: '厨房电器' },
  { en: "Children's Play Area", ar: 'منطقة ألعاب للأطفال', ru: 'Детская игровая площадка', zh: '儿童游乐区' },
  { en: "Children's Pool", ar: 'مسبح للأطفال', ru: 'Детский бассейн', zh: '儿童泳池' },
  { en: 'Barbecue Area', ar: 'منطقة شواء', ru: 'Зона барбекю', zh: '烧烤区' },
  { en: 'Walk-in Closet', ar: 'غرفة ملابس', ru: 'Гардеробная', zh: '步入式衣帽间' },
  { en: 'Lobby in Building', ar: 'ردهة استقبال في المبنى', ru: 'Лобби в здании', zh: '大楼大堂' },
  { en: 'Shared Spa', ar: 'سبا مشترك', ru: 'Общий спа-центр', zh: '公共水疗中心' },
  { en: 'Maid Service', ar: 'خدمة التدبير المنزلي', ru: 'Услуги горничной', zh: '家政服务' },
  { en: 'Networked', ar: 'متصل بالشبكة', ru: 'Подключение к сети', zh: '网络覆盖' },
  { en: 'Satellite/Cable TV', ar: 'تلفزيون فضائي/كابل', ru: 'Спутниковое/кабельное ТВ', zh: '卫星/有线电视' },
  { en: 'Intercom', ar: 'نظام الاتصال الداخلي', ru: 'Домофон', zh: '对讲系统' },
  { en: 'Double Glazed Windows', ar: 'نوافذ بزجاج مزدوج', ru: 'Стеклопакеты', zh: '双层玻璃窗' },
  {
    en: 'Centrally Air-Conditioned',
    ar: 'مكيّف مركزياً',
    ru: 'Центральная система кондиционирования',
    zh: '全屋中央空调',
  },
  { en: 'Electricity Backup', ar: 'كهرباء احتياطية', ru: 'Резервное электроснабжение', zh: '备用电源' },
  { en: 'Waste Disposal', ar: 'نظام التخلص من النفايات', ru: 'Система утилизации отходов', zh: '垃圾处理系统' },
  { en: 'Freehold', ar: 'تملك حر', ru: 'Фрихолд', zh: '永久产权' },
  { en: 'Broadband Internet', ar: 'إنترنت النطاق العريض', ru: 'Широкополосный интернет', zh: '宽带网络' },
  { en: 'Business Centre', ar: 'مركز أعمال', ru: 'Бизнес-центр', zh: '商务中心' },
  { en: 'Conference Room', ar: 'قاعة اجتماعات', ru: 'Конференц-зал', zh: '会议室' },
  { en: 'Health Club', ar: 'نادٍ صحي', ru: 'Оздоровительный клуб', zh: '健康俱乐部' },
  { en: 'Jogging Track', ar: 'مضمار للركض', ru: 'Беговая дорожка', zh: '慢跑道' },
  { en: 'Tennis Court', ar: 'ملعب تنس', ru: 'Теннисный корт', zh: '网球场' },
  { en: 'Squash Court', ar: 'ملعب إسكواش', ru: 'Корт для сквоша', zh: '壁球场' },
  { en: 'Sauna', ar: 'ساونا', ru: 'Сауна', zh: '桑拿房' },
  { en: 'Steam Room', ar: 'غرفة بخار', ru: 'Парная', zh: '蒸汽房' },
  { en: 'Laundry Room', ar: 'غرفة غسيل', ru: 'Прачечная', zh: '洗衣房' },
  { en: 'Storage Areas', ar: 'مساحات تخزين', ru: 'Кладовые помещения', zh: '储物区' },
  {
    en: '24 Hours Maintenance',
    ar: 'صيانة على مدار الساعة',
    ru: 'Круглосуточное техобслуживание',
    zh: '24小时维修服务',
  },
  {
    en: 'Reception/Waiting Room',
    ar: 'استقبال/غرفة انتظار',
    ru: 'Ресепшен/зона ожидания',
    zh: '接待处/等候室',
  },
  { en: 'Cleaning Services', ar: 'خدمات التنظيف', ru: 'Услуги уборки', zh: '清洁服务' },
  { en: 'Prayer Room', ar: 'مصلى', ru: 'Молитвенная комната', zh: '祈祷室' },
  { en: 'Furnished', ar: 'مفروش', ru: 'С мебелью', zh: '带家具' },
  { en: 'Private Gym', ar: 'صالة رياضية خاصة', ru: 'Собственный тренажёрный зал', zh: '私人健身房' },
  { en: 'Facilities for Disabled', ar: 'مرافق لأصحاب الهمم', ru: 'Доступная среда', zh: '无障碍设施' },
  { en: 'Smart Home', ar: 'منزل ذكي', ru: 'Умный дом', zh: '智能家居' },
  { en: 'Beach Access', ar: 'الوصول إلى الشاطئ', ru: 'Выход к пляжу', zh: '直达海滩' },
  { en: 'Public Parking', ar: 'مواقف سيارات عامة', ru: 'Общественная парковка', zh: '公共停车场' },
  { en: 'Visitor Parking', ar: 'مواقف للزوار', ru: 'Гостевая парковка', zh: '访客停车位' },
  { en: 'Elevators in Building', ar: 'مصاعد في المبنى', ru: 'Лифты в здании', zh: '楼内电梯' },
  { en: 'CCTV Security', ar: 'كاميرات مراقبة', ru: 'Видеонаблюдение', zh: '闭路电视监控' },
  { en: 'Gated Community', ar: 'مجتمع مسوّر', ru: 'Закрытая территория', zh: '封闭式社区' },
  { en: 'Landscaped Garden', ar: 'حدائق منسقة', ru: 'Ландшафтный сад', zh: '景观花园' },
  { en: 'Cafeteria or Canteen', ar: 'كافتيريا أو مقصف', ru: 'Кафетерий или столовая', zh: '餐厅或食堂' },
  { en: 'First Aid Medical Center', ar: 'مركز إسعافات أولية', ru: 'Медпункт', zh: '急救医疗中心' },
];

const BY_NAME: ReadonlyMap<string, Translated> = new Map(AMENITY_NAMES.map((a) => [a.en.toLowerCase(), a]));

/** An amenity as the broker reads it in `lang`; a name the app does not know is shown as the service sent it. */
export function amenityName(name: string, lang: Lang): string {
  return BY_NAME.get(name.trim().toLowerCase())?.[lang] ?? name;
}
