// What UAE agents say they specialise in, in the interface languages. The data service sends the English; the agent's
// page shows it in the interface language where the term is known, else as sent.
import type { Lang } from '../domain/lang';
import { byEnglish, type Translated } from './translated';

export const SPECIALIZATION_NAMES: readonly Translated[] = [
  { en: 'Off-plan', ar: 'على الخارطة', ru: 'Строящееся жильё', zh: '期房', hi: 'ऑफ-प्लान' },
  { en: 'Luxury villas', ar: 'فلل فاخرة', ru: 'Элитные виллы', zh: '豪华别墅', hi: 'लग्ज़री विला' },
  {
    en: 'Commercial leasing',
    ar: 'تأجير تجاري',
    ru: 'Аренда коммерческой недвижимости',
    zh: '商业租赁',
    hi: 'व्यावसायिक लीज़िंग',
  },
  { en: 'Holiday homes', ar: 'بيوت العطلات', ru: 'Жильё для отдыха', zh: '度假屋', hi: 'हॉलिडे होम' },
  {
    en: 'Waterfront apartments',
    ar: 'شقق على الواجهة المائية',
    ru: 'Квартиры у воды',
    zh: '滨水公寓',
    hi: 'वॉटरफ़्रंट अपार्टमेंट',
  },
  { en: 'Residential sales', ar: 'بيع العقارات السكنية', ru: 'Продажа жилья', zh: '住宅销售', hi: 'आवासीय बिक्री' },
  { en: 'Residential leasing', ar: 'تأجير العقارات السكنية', ru: 'Аренда жилья', zh: '住宅租赁', hi: 'आवासीय किराया' },
  {
    en: 'Investment properties',
    ar: 'عقارات استثمارية',
    ru: 'Инвестиционная недвижимость',
    zh: '投资型物业',
    hi: 'निवेश प्रॉपर्टी',
  },
  {
    en: 'Townhouses and family homes',
    ar: 'تاون هاوس ومنازل عائلية',
    ru: 'Таунхаусы и семейные дома',
    zh: '联排别墅与家庭住宅',
    hi: 'टाउनहाउस और पारिवारिक घर',
  },
  { en: 'Golf communities', ar: 'مجتمعات الغولف', ru: 'Гольф-сообщества', zh: '高尔夫社区', hi: 'गोल्फ़ कम्युनिटी' },
  {
    en: 'Branded residences',
    ar: 'مساكن تحمل علامات تجارية',
    ru: 'Брендовые резиденции',
    zh: '品牌住宅',
    hi: 'ब्रांडेड रेज़िडेंस',
  },
  { en: 'Land and plots', ar: 'أراضٍ وقطع أراضٍ', ru: 'Земля и участки', zh: '土地与地块', hi: 'ज़मीन और प्लॉट' },
];

export const specializationName: (name: string, lang: Lang) => string = byEnglish(SPECIALIZATION_NAMES);
