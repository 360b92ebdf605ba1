// Captions of listing photos and plans as portals word them (the data service sends them in English): shown in the
// interface language where the app knows the caption, else as sent.
import type { Lang } from '../domain/lang';
import { byEnglish, type Translated } from './translated';

export const PHOTO_CAPTIONS: readonly Translated[] = [
  { en: 'Living room', ar: 'غرفة المعيشة', ru: 'Гостиная', zh: '客厅', hi: 'लिविंग रूम' },
  { en: 'Master bedroom', ar: 'غرفة النوم الرئيسية', ru: 'Главная спальня', zh: '主卧', hi: 'मास्टर बेडरूम' },
  { en: 'Second bedroom', ar: 'غرفة النوم الثانية', ru: 'Вторая спальня', zh: '次卧', hi: 'दूसरा बेडरूम' },
  { en: 'Kitchen', ar: 'المطبخ', ru: 'Кухня', zh: '厨房', hi: 'किचन' },
  { en: 'Balcony view', ar: 'الإطلالة من الشرفة', ru: 'Вид с балкона', zh: '阳台景观', hi: 'बालकनी से दृश्य' },
  { en: 'Pool', ar: 'المسبح', ru: 'Бассейн', zh: '泳池', hi: 'पूल' },
  { en: 'Dining area', ar: 'منطقة الطعام', ru: 'Столовая зона', zh: '餐厅区', hi: 'डाइनिंग क्षेत्र' },
  { en: 'Master bathroom', ar: 'الحمام الرئيسي', ru: 'Главная ванная', zh: '主卫', hi: 'मास्टर बाथरूम' },
  { en: 'Guest bathroom', ar: 'حمام الضيوف', ru: 'Гостевая ванная', zh: '客卫', hi: 'गेस्ट बाथरूम' },
  { en: 'Building exterior', ar: 'واجهة المبنى', ru: 'Фасад здания', zh: '建筑外观', hi: 'इमारत का बाहरी भाग' },
  { en: 'Lobby', ar: 'الردهة', ru: 'Лобби', zh: '大堂', hi: 'लॉबी' },
  { en: 'Gym', ar: 'الصالة الرياضية', ru: 'Тренажёрный зал', zh: '健身房', hi: 'जिम' },
  { en: 'Community view', ar: 'إطلالة على المجتمع', ru: 'Вид на комплекс', zh: '社区景观', hi: 'कम्युनिटी का दृश्य' },
  { en: 'Walk-in closet', ar: 'غرفة الملابس', ru: 'Гардеробная', zh: '步入式衣帽间', hi: 'वॉक-इन क्लोसेट' },
  { en: 'Garden', ar: 'الحديقة', ru: 'Сад', zh: '花园', hi: 'गार्डन' },
  { en: 'Floor plan', ar: 'مخطط الطابق', ru: 'Планировка', zh: '户型图', hi: 'फ़्लोर प्लान' },
  { en: '2D floor plan', ar: 'مخطط ثنائي الأبعاد', ru: 'План 2D', zh: '2D 户型图', hi: '2D फ़्लोर प्लान' },
  { en: '3D floor plan', ar: 'مخطط ثلاثي الأبعاد', ru: 'План 3D', zh: '3D 户型图', hi: '3D फ़्लोर प्लान' },
];

/** A caption in `lang` where the app knows it; any other caption as the service sent it. */
export const photoCaption: (caption: string, lang: Lang) => string = byEnglish(PHOTO_CAPTIONS);
