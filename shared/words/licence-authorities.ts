// The bodies that license UAE brokerages, in the interface languages. The data service names them in English; the agency
// page and the compare panel show them in the interface language where the name is known, else as sent.
import type { Lang } from '../domain/lang';
import { byEnglish, type Translated } from './translated';

export const LICENCE_AUTHORITY_NAMES: readonly Translated[] = [
  {
    en: 'Dubai Land Department (RERA)',
    ar: 'دائرة الأراضي والأملاك في دبي (ريرا)',
    ru: 'Земельный департамент Дубая (RERA)',
    zh: '迪拜土地局（RERA）',
    hi: 'दुबई भूमि विभाग (RERA)',
  },
  {
    en: 'Dubai Land Department',
    ar: 'دائرة الأراضي والأملاك في دبي',
    ru: 'Земельный департамент Дубая',
    zh: '迪拜土地局',
    hi: 'दुबई भूमि विभाग',
  },
  {
    en: 'Real Estate Regulatory Agency (RERA)',
    ar: 'مؤسسة التنظيم العقاري (ريرا)',
    ru: 'Агентство по регулированию недвижимости (RERA)',
    zh: '房地产监管局（RERA）',
    hi: 'रियल एस्टेट नियामक एजेंसी (RERA)',
  },
  {
    en: 'Abu Dhabi Real Estate Centre (ADREC)',
    ar: 'مركز أبوظبي العقاري',
    ru: 'Центр недвижимости Абу-Даби (ADREC)',
    zh: '阿布扎比房地产中心（ADREC）',
    hi: 'अबू धाबी रियल एस्टेट केंद्र (ADREC)',
  },
  {
    en: 'Sharjah Real Estate Registration Department',
    ar: 'دائرة التسجيل العقاري بالشارقة',
    ru: 'Департамент регистрации недвижимости Шарджи',
    zh: '沙迦房地产登记局',
    hi: 'शारजाह रियल एस्टेट पंजीकरण विभाग',
  },
  {
    en: 'Ajman Real Estate Regulatory Agency (ARRA)',
    ar: 'مؤسسة عجمان للتنظيم العقاري',
    ru: 'Агентство по регулированию недвижимости Аджмана (ARRA)',
    zh: '阿治曼房地产监管局（ARRA）',
    hi: 'अजमान रियल एस्टेट नियामक एजेंसी (ARRA)',
  },
  {
    en: 'Ras Al Khaimah Municipality (Real Estate Regulatory Authority)',
    ar: 'بلدية رأس الخيمة (هيئة التنظيم العقاري)',
    ru: 'Муниципалитет Рас-эль-Хаймы (орган по регулированию недвижимости)',
    zh: '哈伊马角市政局（房地产监管局）',
    hi: 'रास अल खैमाह नगरपालिका (रियल एस्टेट नियामक प्राधिकरण)',
  },
  {
    en: 'Fujairah Municipality (Real Estate Department)',
    ar: 'بلدية الفجيرة (إدارة العقارات)',
    ru: 'Муниципалитет Фуджейры (отдел недвижимости)',
    zh: '富查伊拉市政局（房地产部）',
    hi: 'फुजैराह नगरपालिका (रियल एस्टेट विभाग)',
  },
  {
    en: 'Umm Al Quwain Municipality (Real Estate Department)',
    ar: 'بلدية أم القيوين (إدارة العقارات)',
    ru: 'Муниципалитет Умм-эль-Кайвайна (отдел недвижимости)',
    zh: '乌姆盖万市政局（房地产部）',
    hi: 'उम्म अल क़ुवैन नगरपालिका (रियल एस्टेट विभाग)',
  },
];

export const licenceAuthorityName: (name: string, lang: Lang) => string = byEnglish(LICENCE_AUTHORITY_NAMES);
