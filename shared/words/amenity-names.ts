// Names of the amenities UAE property portals list, in the four languages. The data service sends the English name
// (the value its `amenities` filter takes); the app shows it in the interface language where it knows the name.
import type { Lang } from '../domain/lang';
import { byEnglish, type Translated } from './translated';

/** 60 real amenity names as UAE property portals show them. `en` is the value brokers filter by. */
export const AMENITY_NAMES: readonly Translated[] = [
  { en: 'Balcony', ar: 'شرفة', ru: 'Балкон', zh: '阳台', hi: 'बालकनी' },
  { en: 'Built in Wardrobes', ar: 'خزائن ملابس مدمجة', ru: 'Встроенные шкафы', zh: '内置衣柜', hi: 'बिल्ट-इन वॉर्डरोब' },
  { en: 'Central A/C', ar: 'تكييف مركزي', ru: 'Центральный кондиционер', zh: '中央空调', hi: 'सेंट्रल AC' },
  { en: 'Covered Parking', ar: 'موقف سيارات مغطى', ru: 'Крытая парковка', zh: '有盖停车位', hi: 'कवर्ड पार्किंग' },
  { en: 'Shared Pool', ar: 'مسبح مشترك', ru: 'Общий бассейн', zh: '公共泳池', hi: 'साझा पूल' },
  { en: 'Shared Gym', ar: 'صالة رياضية مشتركة', ru: 'Общий тренажёрный зал', zh: '公共健身房', hi: 'साझा जिम' },
  { en: 'Security', ar: 'حراسة أمنية', ru: 'Охрана', zh: '安保服务', hi: 'सुरक्षा' },
  { en: 'Concierge Service', ar: 'خدمة الكونسيرج', ru: 'Консьерж-сервис', zh: '礼宾服务', hi: 'कंसीयर्ज सेवा' },
  { en: 'Maids Room', ar: 'غرفة خادمة', ru: 'Комната для прислуги', zh: '佣人房', hi: 'नौकरानी का कमरा' },
  { en: 'Study', ar: 'غرفة مكتب', ru: 'Кабинет', zh: '书房', hi: 'स्टडी रूम' },
  { en: 'Private Pool', ar: 'مسبح خاص', ru: 'Частный бассейн', zh: '私人泳池', hi: 'प्राइवेट पूल' },
  { en: 'Private Garden', ar: 'حديقة خاصة', ru: 'Собственный сад', zh: '私家花园', hi: 'प्राइवेट गार्डन' },
  { en: 'Private Jacuzzi', ar: 'جاكوزي خاص', ru: 'Собственное джакузи', zh: '私人按摩浴缸', hi: 'प्राइवेट जकूज़ी' },
  { en: 'View of Water', ar: 'إطلالة مائية', ru: 'Вид на воду', zh: '水景', hi: 'पानी का दृश्य' },
  { en: 'View of Landmark', ar: 'إطلالة على معلم شهير', ru: 'Вид на достопримечательность', zh: '地标景观', hi: 'प्रसिद्ध स्थल का दृश्य' },
  { en: 'Pets Allowed', ar: 'يُسمح بالحيوانات الأليفة', ru: 'Можно с домашними животными', zh: '允许饲养宠物', hi: 'पालतू जानवरों की अनुमति' },
  { en: 'Kitchen Appliances', ar: 'أجهزة مطبخ', ru: 'Кухонная техника', zh: '厨房电器', hi: 'किचन उपकरण' },
  { en: "Children's Play Area", ar: 'منطقة ألعاب للأطفال', ru: 'Детская игровая площадка', zh: '儿童游乐区', hi: 'बच्चों का खेल क्षेत्र' },
  { en: "Children's Pool", ar: 'مسبح للأطفال', ru: 'Детский бассейн', zh: '儿童泳池', hi: 'बच्चों का पूल' },
  { en: 'Barbecue Area', ar: 'منطقة شواء', ru: 'Зона барбекю', zh: '烧烤区', hi: 'बारबेक्यू क्षेत्र' },
  { en: 'Walk-in Closet', ar: 'غرفة ملابس', ru: 'Гардеробная', zh: '步入式衣帽间', hi: 'वॉक-इन क्लोसेट' },
  { en: 'Lobby in Building', ar: 'ردهة استقبال في المبنى', ru: 'Лобби в здании', zh: '大楼大堂', hi: 'इमारत में लॉबी' },
  { en: 'Shared Spa', ar: 'سبا مشترك', ru: 'Общий спа-центр', zh: '公共水疗中心', hi: 'साझा स्पा' },
  { en: 'Maid Service', ar: 'خدمة التدبير المنزلي', ru: 'Услуги горничной', zh: '家政服务', hi: 'मेड सेवा' },
  { en: 'Networked', ar: 'متصل بالشبكة', ru: 'Подключение к сети', zh: '网络覆盖', hi: 'नेटवर्क कनेक्शन' },
  { en: 'Satellite/Cable TV', ar: 'تلفزيون فضائي/كابل', ru: 'Спутниковое/кабельное ТВ', zh: '卫星/有线电视', hi: 'सैटेलाइट/केबल टीवी' },
  { en: 'Intercom', ar: 'نظام الاتصال الداخلي', ru: 'Домофон', zh: '对讲系统', hi: 'इंटरकॉम' },
  { en: 'Double Glazed Windows', ar: 'نوافذ بزجاج مزدوج', ru: 'Стеклопакеты', zh: '双层玻璃窗', hi: 'डबल ग्लेज़्ड खिड़कियाँ' },
  {
    en: 'Centrally Air-Conditioned',
    ar: 'مكيّف مركزياً',
    ru: 'Центральная система кондиционирования',
    zh: '全屋中央空调', hi: 'पूरी तरह सेंट्रल AC'
  },
  { en: 'Electricity Backup', ar: 'كهرباء احتياطية', ru: 'Резервное электроснабжение', zh: '备用电源', hi: 'बिजली बैकअप' },
  { en: 'Waste Disposal', ar: 'نظام التخلص من النفايات', ru: 'Система утилизации отходов', zh: '垃圾处理系统', hi: 'कचरा निपटान' },
  { en: 'Freehold', ar: 'تملك حر', ru: 'Фрихолд', zh: '永久产权', hi: 'फ्रीहोल्ड' },
  { en: 'Broadband Internet', ar: 'إنترنت النطاق العريض', ru: 'Широкополосный интернет', zh: '宽带网络', hi: 'ब्रॉडबैंड इंटरनेट' },
  { en: 'Business Centre', ar: 'مركز أعمال', ru: 'Бизнес-центр', zh: '商务中心', hi: 'बिज़नेस सेंटर' },
  { en: 'Conference Room', ar: 'قاعة اجتماعات', ru: 'Конференц-зал', zh: '会议室', hi: 'कॉन्फ्रेंस रूम' },
  { en: 'Health Club', ar: 'نادٍ صحي', ru: 'Оздоровительный клуб', zh: '健康俱乐部', hi: 'हेल्थ क्लब' },
  { en: 'Jogging Track', ar: 'مضمار للركض', ru: 'Беговая дорожка', zh: '慢跑道', hi: 'जॉगिंग ट्रैक' },
  { en: 'Tennis Court', ar: 'ملعب تنس', ru: 'Теннисный корт', zh: '网球场', hi: 'टेनिस कोर्ट' },
  { en: 'Squash Court', ar: 'ملعب إسكواش', ru: 'Корт для сквоша', zh: '壁球场', hi: 'स्क्वॉश कोर्ट' },
  { en: 'Sauna', ar: 'ساونا', ru: 'Сауна', zh: '桑拿房', hi: 'सॉना' },
  { en: 'Steam Room', ar: 'غرفة بخار', ru: 'Парная', zh: '蒸汽房', hi: 'स्टीम रूम' },
  { en: 'Laundry Room', ar: 'غرفة غسيل', ru: 'Прачечная', zh: '洗衣房', hi: 'लॉन्ड्री रूम' },
  { en: 'Storage Areas', ar: 'مساحات تخزين', ru: 'Кладовые помещения', zh: '储物区', hi: 'स्टोरेज क्षेत्र' },
  {
    en: '24 Hours Maintenance',
    ar: 'صيانة على مدار الساعة',
    ru: 'Круглосуточное техобслуживание',
    zh: '24小时维修服务', hi: '24 घंटे रखरखाव'
  },
  {
    en: 'Reception/Waiting Room',
    ar: 'استقبال/غرفة انتظار',
    ru: 'Ресепшен/зона ожидания',
    zh: '接待处/等候室', hi: 'रिसेप्शन/प्रतीक्षा कक्ष'
  },
  { en: 'Cleaning Services', ar: 'خدمات التنظيف', ru: 'Услуги уборки', zh: '清洁服务', hi: 'सफ़ाई सेवाएँ' },
  { en: 'Prayer Room', ar: 'مصلى', ru: 'Молитвенная комната', zh: '祈祷室', hi: 'प्रार्थना कक्ष' },
  { en: 'Furnished', ar: 'مفروش', ru: 'С мебелью', zh: '带家具', hi: 'फर्निश्ड' },
  { en: 'Private Gym', ar: 'صالة رياضية خاصة', ru: 'Собственный тренажёрный зал', zh: '私人健身房', hi: 'प्राइवेट जिम' },
  { en: 'Facilities for Disabled', ar: 'مرافق لأصحاب الهمم', ru: 'Доступная среда', zh: '无障碍设施', hi: 'दिव्यांगों के लिए सुविधाएँ' },
  { en: 'Smart Home', ar: 'منزل ذكي', ru: 'Умный дом', zh: '智能家居', hi: 'स्मार्ट होम' },
  { en: 'Beach Access', ar: 'الوصول إلى الشاطئ', ru: 'Выход к пляжу', zh: '直达海滩', hi: 'बीच तक पहुँच' },
  { en: 'Public Parking', ar: 'مواقف سيارات عامة', ru: 'Общественная парковка', zh: '公共停车场', hi: 'सार्वजनिक पार्किंग' },
  { en: 'Visitor Parking', ar: 'مواقف للزوار', ru: 'Гостевая парковка', zh: '访客停车位', hi: 'विज़िटर पार्किंग' },
  { en: 'Elevators in Building', ar: 'مصاعد في المبنى', ru: 'Лифты в здании', zh: '楼内电梯', hi: 'इमारत में लिफ़्ट' },
  { en: 'CCTV Security', ar: 'كاميرات مراقبة', ru: 'Видеонаблюдение', zh: '闭路电视监控', hi: 'CCTV सुरक्षा' },
  { en: 'Gated Community', ar: 'مجتمع مسوّر', ru: 'Закрытая территория', zh: '封闭式社区', hi: 'गेटेड कम्युनिटी' },
  { en: 'Landscaped Garden', ar: 'حدائق منسقة', ru: 'Ландшафтный сад', zh: '景观花园', hi: 'लैंडस्केप्ड गार्डन' },
  { en: 'Cafeteria or Canteen', ar: 'كافتيريا أو مقصف', ru: 'Кафетерий или столовая', zh: '餐厅或食堂', hi: 'कैफ़ेटेरिया या कैंटीन' },
  { en: 'First Aid Medical Center', ar: 'مركز إسعافات أولية', ru: 'Медпункт', zh: '急救医疗中心', hi: 'प्राथमिक चिकित्सा केंद्र' },
];

/** An amenity as the broker reads it in `lang`; a name the app does not know is shown as the service sent it. */
export const amenityName: (name: string, lang: Lang) => string = byEnglish(AMENITY_NAMES);
