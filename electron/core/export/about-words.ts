// Words of the About sheet in the four languages, side by side: its header, the label of each fact and the fixed
// sentences among the values. Terms the app already shows elsewhere are the app's own (Settings' "Data source",
// "Base URL" and "Live data service"; the Export menu's "workbook"; the grid's "Rows").
import type { Lang } from '#shared/domain/lang';
import { wordsIn, type Translated } from '#shared/words/translated';

const ABOUT_WORDS = {
  header: { en: 'About this workbook', ar: 'عن هذا المصنف', ru: 'Об этой книге', zh: '关于本工作簿' },
  query: { en: 'Query', ar: 'البحث', ru: 'Запрос', zh: '查询' },
  /** `{name}`: the parameter's name as the data service spells it. */
  parameter: { en: 'Parameter: {name}', ar: 'المعامل: {name}', ru: 'Параметр: {name}', zh: '参数：{name}' },
  source: { en: 'Source', ar: 'مصدر البيانات', ru: 'Источник данных', zh: '数据来源' },
  sourceDemo: {
    en: 'Demo data service (built into Aqar Lens, generated market)',
    ar: 'خدمة البيانات التجريبية (مدمجة في Aqar Lens، سوق مُولَّدة)',
    ru: 'Демо-сервис данных (встроен в Aqar Lens, сгенерированный рынок)',
    zh: '演示数据服务（内置于 Aqar Lens，生成的市场）',
  },
  sourceLive: {
    en: 'Live data service',
    ar: 'خدمة البيانات المباشرة',
    ru: 'Реальный сервис данных',
    zh: '实时数据服务',
  },
  baseUrl: { en: 'Base URL', ar: 'العنوان الأساسي', ru: 'Базовый URL', zh: '基础 URL' },
  noBaseUrl: {
    en: 'none: the demo data is made inside Aqar Lens',
    ar: 'لا يوجد: البيانات التجريبية تُنشأ داخل Aqar Lens',
    ru: 'нет: демо-данные создаются внутри Aqar Lens',
    zh: '无：演示数据由 Aqar Lens 内部生成',
  },
  fetchedOldest: {
    en: 'Data fetched, oldest',
    ar: 'جلب البيانات، الأقدم',
    ru: 'Данные получены, самые ранние',
    zh: '数据获取时间（最早）',
  },
  fetchedNewest: {
    en: 'Data fetched, newest',
    ar: 'جلب البيانات، الأحدث',
    ru: 'Данные получены, самые поздние',
    zh: '数据获取时间（最新）',
  },
  exportedAt: { en: 'Exported at', ar: 'وقت التصدير', ru: 'Экспортировано', zh: '导出时间' },
  rows: { en: 'Rows', ar: 'الصفوف', ru: 'Строк', zh: '行数' },
  /** `{sheet}`: a data sheet's name. */
  rowsIn: { en: 'Rows in "{sheet}"', ar: 'الصفوف في «{sheet}»', ru: 'Строк в «{sheet}»', zh: '“{sheet}”中的行数' },
  language: { en: 'Language', ar: 'اللغة', ru: 'Язык', zh: '语言' },
  /** The workbook's own language, named in it. */
  languageName: {
    en: 'English (en)',
    ar: 'العربية (ar)؛ أوراق البيانات من اليمين إلى اليسار',
    ru: 'Русский (ru)',
    zh: '中文 (zh)',
  },
  areaUnit: { en: 'Area unit', ar: 'وحدة المساحة', ru: 'Единица площади', zh: '面积单位' },
  times: { en: 'Times', ar: 'الأوقات', ru: 'Время', zh: '时间' },
  uaeTime: {
    en: 'UAE time (UTC+4)',
    ar: 'بتوقيت الإمارات (UTC+4)',
    ru: 'время ОАЭ (UTC+4)',
    zh: '阿联酋时间（UTC+4）',
  },
  /** Beside a CSV's date-and-time header: a CSV has no About sheet to say it. */
  uaeTimeShort: { en: 'UAE time', ar: 'بتوقيت الإمارات', ru: 'время ОАЭ', zh: '阿联酋时间' },
  app: { en: 'App', ar: 'التطبيق', ru: 'Приложение', zh: '应用' },
  note: { en: 'Note', ar: 'ملاحظة', ru: 'Примечание', zh: '说明' },
} as const satisfies Readonly<Record<string, Translated>>;

export type AboutWords = Record<keyof typeof ABOUT_WORDS, string>;

export function aboutWords(lang: Lang): AboutWords {
  return wordsIn(ABOUT_WORDS, lang);
}
