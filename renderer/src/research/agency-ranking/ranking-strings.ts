// Strings of the agency ranking in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

const en = {
  tabSearch: 'Find agencies',
  tabRanking: 'Most listings in a place',
  intro:
    'Which agencies list the most in a place? The app fetches every listing there for the purpose you choose and counts them by agency. It says what that costs before it starts.',
  place: 'Place',
  purpose: 'Purpose',
  count: 'Count the listings',
  start: 'Start',
  notNow: 'Not now',
  stop: 'Stop',
  counting: 'Counting: {done} of {total} pages · {requests}',
  headline: 'Agencies with the most listings {purpose} in {place}',
  /** By the listings in all ({count}); {counted} is filled in. */
  counted: {
    one: '{counted} of {count} listing counted.',
    other: '{counted} of {count} listings counted.',
  } as PluralForms,
  cappedNote: 'The cap in Settings stopped it at {pages} pages; raise it to count every listing.',
  stoppedNote: 'Stopped before the end: these counts cover only the pages fetched.',
  withoutAgency: { one: '{count} listing names no agency.', other: '{count} listings name no agency.' } as PluralForms,
  rank: '#',
  agency: 'Agency',
  listings: 'Listings here',
  share: 'Share',
  median: 'Median price (AED)',
  none: 'No listings here for this purpose.',
  purposeText: { 'for-sale': 'for sale', 'for-rent': 'for rent' } as Record<string, string>,
};

export type RankingStrings = typeof en;

const ar: RankingStrings = {
  tabSearch: 'البحث عن الوكالات',
  tabRanking: 'الأكثر إعلانات في موقع',
  intro:
    'ما الوكالات التي تعرض أكثر الإعلانات في موقع ما؟ يجلب التطبيق كل الإعلانات هناك للغرض الذي تختاره ويعدّها حسب الوكالة، ويخبرك بالتكلفة قبل أن يبدأ.',
  place: 'الموقع',
  purpose: 'الغرض',
  count: 'عدّ الإعلانات',
  start: 'ابدأ',
  notNow: 'ليس الآن',
  stop: 'إيقاف',
  counting: 'جارٍ العدّ: {done} من {total} صفحة · {requests}',
  headline: 'الوكالات الأكثر إعلانات {purpose} في {place}',
  counted: {
    one: 'عُدّ {counted} من إعلان واحد.',
    two: 'عُدّ {counted} من إعلانين.',
    few: 'عُدّ {counted} من {count} إعلانات.',
    many: 'عُدّ {counted} من {count} إعلانًا.',
    other: 'عُدّ {counted} من {count} إعلان.',
  },
  cappedNote: 'أوقفه الحد في الإعدادات عند {pages} صفحة؛ ارفعه لعدّ كل الإعلانات.',
  stoppedNote: 'أُوقف قبل النهاية: هذه الأعداد تشمل الصفحات المجلوبة فقط.',
  withoutAgency: { one: 'إعلان واحد بلا وكالة.', two: 'إعلانان بلا وكالة.', other: '{count} إعلان بلا وكالة.' },
  rank: '#',
  agency: 'الوكالة',
  listings: 'الإعلانات هنا',
  share: 'الحصة',
  median: 'السعر الوسيط (درهم)',
  none: 'لا توجد إعلانات هنا لهذا الغرض.',
  purposeText: { 'for-sale': 'للبيع', 'for-rent': 'للإيجار' },
};

const ru: RankingStrings = {
  tabSearch: 'Поиск агентств',
  tabRanking: 'Больше всего объявлений в месте',
  intro:
    'Какие агентства размещают больше всего объявлений в месте? Приложение загрузит все объявления там для выбранной цели и посчитает их по агентствам. Стоимость оно назовёт до начала.',
  place: 'Локация',
  purpose: 'Тип сделки',
  count: 'Посчитать объявления',
  start: 'Начать',
  notNow: 'Не сейчас',
  stop: 'Остановить',
  counting: 'Подсчёт: {done} из {total} стр. · {requests}',
  headline: 'Агентства с наибольшим числом объявлений {purpose}: {place}',
  counted: {
    one: 'Посчитано {counted} из {count} объявления.',
    few: 'Посчитано {counted} из {count} объявлений.',
    many: 'Посчитано {counted} из {count} объявлений.',
    other: 'Посчитано {counted} из {count} объявления.',
  },
  cappedNote: 'Лимит в Настройках остановил подсчёт на {pages} стр.; увеличьте его, чтобы посчитать все.',
  stoppedNote: 'Остановлено до конца: числа охватывают только загруженные страницы.',
  withoutAgency: {
    one: '{count} объявление без агентства.',
    few: '{count} объявления без агентства.',
    many: '{count} объявлений без агентства.',
    other: '{count} объявления без агентства.',
  },
  rank: '№',
  agency: 'Агентство',
  listings: 'Объявлений здесь',
  share: 'Доля',
  median: 'Медианная цена (AED)',
  none: 'Здесь нет объявлений для этой цели.',
  purposeText: { 'for-sale': 'о продаже', 'for-rent': 'об аренде' },
};

const zh: RankingStrings = {
  tabSearch: '查找中介',
  tabRanking: '某地房源最多的中介',
  intro: '哪些中介在某地发布的房源最多？应用会获取该地所选用途的全部房源，并按中介统计。开始前会先告诉你费用。',
  place: '地点',
  purpose: '用途',
  count: '统计房源',
  start: '开始',
  notNow: '暂不',
  stop: '停止',
  counting: '统计中：{done} / {total} 页 · {requests}',
  headline: '{place}{purpose}房源最多的中介',
  counted: { other: '已统计 {count} 条房源中的 {counted} 条。' },
  cappedNote: '设置中的上限使统计停在 {pages} 页；提高上限即可统计全部房源。',
  stoppedNote: '提前停止：这些数字只包括已获取的页面。',
  withoutAgency: { other: '{count} 条房源没有中介。' },
  rank: '#',
  agency: '中介',
  listings: '此地房源',
  share: '占比',
  median: '中位价（AED）',
  none: '此地没有该用途的房源。',
  purposeText: { 'for-sale': '出售', 'for-rent': '出租' },
};

export const RANKING_STRINGS: Readonly<Record<Lang, RankingStrings>> = { en, ar, ru, zh };
