// How a comparison's figures were had, in the panel's language: the notes beside its rows and values ("From the
// snapshot of 2026-06-01: 412 listings."), the scope of a place's figures and the warnings about its pins. Counts
// take the language's plural forms; dates read as the panel's own ("24 Nov 2026").
import type { Lang } from '#shared/domain/lang';
import { formatDay } from '#shared/format/intl';
import { countText, pluralText, type PluralForms } from '#shared/words/plural';
import { fill } from '#shared/words/translated';

/** What a count counts. */
export type CountUnit =
  'listing' | 'sale' | 'rent' | 'project' | 'transaction' | 'saleDeal' | 'rentDeal' | 'outlier' | 'lastMonths';
/** What a sample is of: a firm's listings, listings for sale or for rent, or a developer's projects. */
export type SampleUnit = 'listing' | 'sale' | 'rent' | 'project';
export type FirmNoun = 'agency' | 'agent' | 'developer';

interface NoteLanguage {
  units: Readonly<Record<CountUnit, PluralForms>>;
  /** "its listings for sale": what a firm has, without a count, as the sentences below take it. */
  its: Readonly<Record<SampleUnit, string>>;
  nouns: Readonly<Record<FirmNoun, string>>;
  /** Templates; `{name}` fills. */
  t: Readonly<Record<NoteKey, string>>;
}

type NoteKey =
  | 'snapshotCount'
  | 'unknownCount'
  | 'hasNone'
  | 'noneCached'
  | 'tooFew'
  | 'noFigure'
  | 'sample'
  | 'fromSnapshot'
  | 'allOf'
  | 'ofTotal'
  | 'ofUnknownTotal'
  | 'advice'
  | 'firmSnapshotOrSample'
  | 'rentsPerYear'
  | 'listingCommunities'
  | 'notGiven'
  | 'developerSnapshotOrSample'
  | 'projectCommunities'
  | 'onlyFromSnapshot'
  | 'fromLatestSnapshots'
  | 'notComparable'
  | 'unranked'
  | 'unrankedSizes'
  | 'perArea'
  | 'perAreaUnranked'
  | 'studioIsZero'
  | 'daysListed'
  | 'percentile'
  | 'nothingStored'
  | 'placeFigures'
  | 'grossYield'
  | 'everyCategory'
  | 'bedrooms';

const en: NoteLanguage = {
  units: {
    listing: { one: '{count} listing', other: '{count} listings' },
    sale: { one: '{count} listing for sale', other: '{count} listings for sale' },
    rent: { one: '{count} listing for rent', other: '{count} listings for rent' },
    project: { one: '{count} project', other: '{count} projects' },
    transaction: { one: '{count} transaction', other: '{count} transactions' },
    saleDeal: { one: '{count} sale', other: '{count} sales' },
    rentDeal: { one: '{count} rent', other: '{count} rents' },
    outlier: { one: '{count} outlier', other: '{count} outliers' },
    lastMonths: { one: 'last month', other: 'last {count} months' },
  },
  its: { listing: 'listings', sale: 'listings for sale', rent: 'listings for rent', project: 'projects' },
  nouns: { agency: 'agency', agent: 'agent', developer: 'developer' },
  t: {
    snapshotCount:
      'From the snapshot of {day}: {counted}. The list it was pinned from does not give this count; Refresh asks the data service for it.',
    unknownCount:
      'Not known: the list it was pinned from does not give this count. Refresh asks the data service for it.',
    hasNone: 'It has no {its}.',
    noneCached: 'None of its {its} is in the offline cache. {advice}',
    tooFew:
      'Not shown: only {ofTotal} are saved on this computer, too few to stand for the rest (at least {min} needed). {advice}',
    noFigure: 'No figure from the {counted} in the offline cache.',
    sample: 'From {ofTotal} in the offline cache: a sample, not all of them, so never marked best. {advice}',
    fromSnapshot: 'From the snapshot of {day}, {what}.',
    allOf: 'all {counted}',
    ofTotal: '{held} of its {counted}',
    ofUnknownTotal: '{held} of its {its} (how many it has in all is not known)',
    advice: 'Watch the {noun} and take a snapshot for the figure from all its {its}.',
    firmSnapshotOrSample:
      'From its latest snapshot (all its listings) when the firm is watched; otherwise from the listings the offline cache holds, a sample, left out when fewer than 10.',
    rentsPerYear: 'Monthly and weekly rents counted per year; daily lets left out.',
    listingCommunities: 'Distinct communities among its listings.',
    notGiven: 'Not known: the data service has not given it (Refresh asks it for the details).',
    developerSnapshotOrSample:
      'From its latest snapshot (all its projects) when the developer is watched; otherwise from the projects the offline cache holds, a sample, left out when fewer than 5.',
    projectCommunities: 'Distinct communities among its projects.',
    onlyFromSnapshot:
      'Known only from a snapshot: watch the developer and take one (its listings are found through its projects).',
    fromLatestSnapshots: 'From the latest snapshot of each watched developer.',
    notComparable:
      'No best value is marked: not every figure rests on the same complete count (see the note on each figure).',
    unranked: 'Not ranked: the items are priced over different periods (sale, yearly or monthly rent).',
    unrankedSizes:
      'Not ranked: the items differ in type or bedrooms, so a lower price is no better buy; AED per area compares them.',
    perArea: 'Sale price per area; for rents, the yearly rent per area (daily lets have none), as the grids show it.',
    perAreaUnranked: 'Not ranked: sales and rents are priced differently.',
    studioIsZero: '0 is a studio.',
    daysListed: 'Days since the listing was created.',
    percentile:
      'Share of the stored transactions of the last 12 months in the same place, purpose and bedroom count (its category when enough) with a lower AED per sq ft, rents per year, outliers left out; as on the property page. Load the place in the Market view to have one.',
    nothingStored: 'Nothing stored for {scope}: load the place in the Market view.',
    placeFigures:
      'From the transactions stored by the Market view, outliers left out, under the filters each place was pinned with (a year of every category when pinned from elsewhere): the same figures the Market view shows.',
    grossYield: 'Median yearly rent over median sale price, same place and period.',
    everyCategory: 'every category',
    bedrooms: 'bedrooms: {beds}',
  },
};

const ar: NoteLanguage = {
  units: {
    listing: {
      one: 'إعلان واحد',
      two: 'إعلانان',
      few: '{count} إعلانات',
      many: '{count} إعلانًا',
      other: '{count} إعلان',
    },
    sale: {
      one: 'إعلان واحد للبيع',
      two: 'إعلانان للبيع',
      few: '{count} إعلانات للبيع',
      many: '{count} إعلانًا للبيع',
      other: '{count} إعلان للبيع',
    },
    rent: {
      one: 'إعلان واحد للإيجار',
      two: 'إعلانان للإيجار',
      few: '{count} إعلانات للإيجار',
      many: '{count} إعلانًا للإيجار',
      other: '{count} إعلان للإيجار',
    },
    project: {
      one: 'مشروع واحد',
      two: 'مشروعان',
      few: '{count} مشاريع',
      many: '{count} مشروعًا',
      other: '{count} مشروع',
    },
    transaction: {
      one: 'صفقة واحدة',
      two: 'صفقتان',
      few: '{count} صفقات',
      many: '{count} صفقة',
      other: '{count} صفقة',
    },
    saleDeal: {
      one: 'صفقة بيع واحدة',
      two: 'صفقتا بيع',
      few: '{count} صفقات بيع',
      many: '{count} صفقة بيع',
      other: '{count} صفقة بيع',
    },
    rentDeal: {
      one: 'عقد إيجار واحد',
      two: 'عقدا إيجار',
      few: '{count} عقود إيجار',
      many: '{count} عقد إيجار',
      other: '{count} عقد إيجار',
    },
    outlier: {
      one: 'قيمة شاذة واحدة',
      two: 'قيمتان شاذتان',
      few: '{count} قيم شاذة',
      many: '{count} قيمة شاذة',
      other: '{count} قيمة شاذة',
    },
    lastMonths: {
      one: 'الشهر الأخير',
      two: 'الشهران الأخيران',
      few: 'الأشهر الـ{count} الأخيرة',
      many: 'الأشهر الـ{count} الأخيرة',
      other: 'الأشهر الـ{count} الأخيرة',
    },
  },
  its: { listing: 'الإعلانات', sale: 'الإعلانات للبيع', rent: 'الإعلانات للإيجار', project: 'المشاريع' },
  nouns: { agency: 'الوكالة', agent: 'الوكيل', developer: 'المطوّر' },
  t: {
    snapshotCount:
      'من لقطة {day}: {counted}. الإجابة التي أُضيف منها لا تتضمن عددًا خاصًا به؛ «تحديث» يطلبه من خدمة البيانات.',
    unknownCount: 'غير معروف: الإجابة التي أُضيف منها لا تتضمن عددًا خاصًا به. «تحديث» يطلبه من خدمة البيانات.',
    hasNone: 'عدد {its} لديه صفر.',
    noneCached: 'لا يوجد أيٌّ من {its} الخاصة به في ذاكرة العمل دون اتصال. {advice}',
    tooFew:
      'غير معروض: لا تحفظ ذاكرة العمل دون اتصال إلا {ofTotal}، وهذا أقل من أن يمثّل البقية (المطلوب {min} على الأقل). {advice}',
    noFigure: 'لا رقم من {counted} المحفوظة في ذاكرة العمل دون اتصال.',
    sample: 'من {ofTotal} في ذاكرة العمل دون اتصال: عيّنة وليست الكل، لذا لا تُعلَّم أبدًا كأفضل قيمة. {advice}',
    fromSnapshot: 'من لقطة {day}، {what}.',
    allOf: 'جميعها ({counted})',
    ofTotal: '{held} من أصل {counted}',
    ofUnknownTotal: '{held} من {its} الخاصة به (عددها الكلي غير معروف)',
    advice: 'تابع {noun} والتقط لقطة للحصول على الرقم من جميع {its} الخاصة به.',
    firmSnapshotOrSample:
      'من أحدث لقطة (كل إعلاناته) إذا كان قيد المتابعة؛ وإلا فمن الإعلانات المحفوظة في ذاكرة العمل دون اتصال، وهي عيّنة تُستبعد إذا قلّت عن 10.',
    rentsPerYear: 'الإيجارات الشهرية والأسبوعية محسوبة سنويًا؛ الإيجارات اليومية مستبعدة.',
    listingCommunities: 'عدد المجمّعات المختلفة بين إعلاناته.',
    notGiven: 'غير معروف: لم تقدّمه خدمة البيانات («تحديث» يطلب التفاصيل).',
    developerSnapshotOrSample:
      'من أحدث لقطة (كل مشاريعه) إذا كان المطوّر قيد المتابعة؛ وإلا فمن المشاريع المحفوظة في ذاكرة العمل دون اتصال، وهي عيّنة تُستبعد إذا قلّت عن 5.',
    projectCommunities: 'عدد المجمّعات المختلفة بين مشاريعه.',
    onlyFromSnapshot: 'يُعرف من لقطة فقط: تابع المطوّر والتقط لقطة (تُجمع إعلاناته عبر مشاريعه).',
    fromLatestSnapshots: 'من أحدث لقطة لكل مطوّر قيد المتابعة.',
    notComparable: 'لم تُعلَّم أفضل قيمة: لا تستند كل الأرقام إلى العدد الكامل نفسه (انظر الملاحظة بجانب كل رقم).',
    unranked: 'غير مرتّب: العناصر مسعّرة على فترات مختلفة (بيع، إيجار سنوي أو شهري).',
    unrankedSizes:
      'غير مرتّب: تختلف العناصر في النوع أو عدد غرف النوم، فالسعر الأقل ليس صفقة أفضل؛ السعر لكل وحدة مساحة يقارن بينها.',
    perArea:
      'سعر البيع لكل وحدة مساحة؛ وللإيجار، الإيجار السنوي لكل وحدة مساحة (لا شيء للإيجار اليومي)، كما في الجداول.',
    perAreaUnranked: 'غير مرتّب: البيع والإيجار مسعّران بطريقتين مختلفتين.',
    studioIsZero: '0 يعني استوديو.',
    daysListed: 'الأيام منذ إنشاء الإعلان.',
    percentile:
      'نسبة الصفقات المحفوظة في آخر 12 شهرًا في المنطقة نفسها وللغرض وعدد غرف النوم نفسيهما (أو فئتها إذا كفت) بسعر أقل لكل قدم مربع، والإيجارات سنوية والقيم الشاذة مستبعدة؛ كما في صفحة العقار. حمّل المنطقة في عرض السوق للحصول عليها.',
    nothingStored: 'لا شيء محفوظ لـ {scope}: حمّل المنطقة في عرض السوق.',
    placeFigures:
      'من الصفقات التي حفظها عرض السوق، مع استبعاد القيم الشاذة، وفق عوامل التصفية التي أُضيفت بها كل منطقة (سنة من كل الفئات إذا أُضيفت من مكان آخر): الأرقام نفسها التي يعرضها عرض السوق.',
    grossYield: 'وسيط الإيجار السنوي مقسومًا على وسيط سعر البيع، للمنطقة والفترة نفسيهما.',
    everyCategory: 'كل الفئات',
    bedrooms: 'غرف النوم: {beds}',
  },
};

const ru: NoteLanguage = {
  units: {
    listing: {
      one: '{count} объявление',
      few: '{count} объявления',
      many: '{count} объявлений',
      other: '{count} объявления',
    },
    sale: {
      one: '{count} объявление о продаже',
      few: '{count} объявления о продаже',
      many: '{count} объявлений о продаже',
      other: '{count} объявления о продаже',
    },
    rent: {
      one: '{count} объявление об аренде',
      few: '{count} объявления об аренде',
      many: '{count} объявлений об аренде',
      other: '{count} объявления об аренде',
    },
    project: { one: '{count} проект', few: '{count} проекта', many: '{count} проектов', other: '{count} проекта' },
    transaction: { one: '{count} сделка', few: '{count} сделки', many: '{count} сделок', other: '{count} сделки' },
    saleDeal: { one: '{count} продажа', few: '{count} продажи', many: '{count} продаж', other: '{count} продажи' },
    rentDeal: {
      one: '{count} договор аренды',
      few: '{count} договора аренды',
      many: '{count} договоров аренды',
      other: '{count} договора аренды',
    },
    outlier: { one: '{count} выброс', few: '{count} выброса', many: '{count} выбросов', other: '{count} выброса' },
    lastMonths: {
      one: 'последний месяц',
      few: 'последние {count} месяца',
      many: 'последние {count} месяцев',
      other: 'последние {count} месяца',
    },
  },
  its: { listing: 'объявлений', sale: 'объявлений о продаже', rent: 'объявлений об аренде', project: 'проектов' },
  nouns: { agency: 'агентство', agent: 'агента', developer: 'застройщика' },
  t: {
    snapshotCount:
      'По снимку от {day}: {counted}. В ответе, из которого он добавлен, своего числа нет; «Обновить» запросит его у сервиса данных.',
    unknownCount:
      'Неизвестно: в ответе, из которого он добавлен, своего числа нет. «Обновить» запросит его у сервиса данных.',
    hasNone: 'У него нет {its}.',
    noneCached: 'Ни одного из его {its} нет в офлайн-кэше. {advice}',
    tooFew:
      'Не показано: в офлайн-кэше только {ofTotal} — слишком мало, чтобы судить об остальных (нужно не меньше {min}). {advice}',
    noFigure: 'По данным офлайн-кэша ({counted}) показатель не получить.',
    sample: 'По {ofTotal} из офлайн-кэша: это выборка, а не все, поэтому лучшим не отмечается. {advice}',
    fromSnapshot: 'По снимку от {day}, {what}.',
    allOf: 'все ({counted})',
    ofTotal: '{held} из {counted}',
    ofUnknownTotal: '{held} из его {its} (сколько их всего, неизвестно)',
    advice: 'Добавьте {noun} в отслеживаемые и сделайте снимок, чтобы получить показатель по полному набору его {its}.',
    firmSnapshotOrSample:
      'По последнему снимку (все объявления), если компания отслеживается; иначе по объявлениям из офлайн-кэша — это выборка, не показывается, если их меньше 10.',
    rentsPerYear: 'Помесячная и понедельная аренда пересчитана за год; посуточная не учитывается.',
    listingCommunities: 'Число разных районов среди его объявлений.',
    notGiven: 'Неизвестно: сервис данных его не сообщил («Обновить» запросит сведения).',
    developerSnapshotOrSample:
      'По последнему снимку (все проекты), если застройщик отслеживается; иначе по проектам из офлайн-кэша — это выборка, не показывается, если их меньше 5.',
    projectCommunities: 'Число разных районов среди его проектов.',
    onlyFromSnapshot:
      'Известно только по снимку: добавьте застройщика в отслеживаемые и сделайте снимок (его объявления находятся через проекты).',
    fromLatestSnapshots: 'По последнему снимку каждого отслеживаемого застройщика.',
    notComparable:
      'Лучшее значение не отмечено: не все показатели основаны на одном и том же полном наборе (см. примечание к каждому).',
    unranked: 'Без сравнения: цены указаны за разные периоды (продажа, аренда за год или за месяц).',
    unrankedSizes:
      'Без сравнения: объекты разного типа или с разным числом спален, и цена ниже — не выгоднее; их сравнивает цена за единицу площади.',
    perArea:
      'Цена продажи на единицу площади; для аренды — годовая аренда на единицу площади (у посуточной нет), как в таблицах.',
    perAreaUnranked: 'Без сравнения: продажа и аренда оцениваются по-разному.',
    studioIsZero: '0 — студия.',
    daysListed: 'Дней с момента размещения объявления.',
    percentile:
      'Доля сохранённых сделок за последние 12 месяцев в том же районе, с той же целью и числом спален (или категорией, если их достаточно) с меньшей ценой AED за кв. фут; аренда за год, выбросы не учитываются; как на странице объекта. Загрузите район в разделе «Рынок», чтобы её получить.',
    nothingStored: 'Нет сохранённых данных ({scope}): загрузите район в разделе «Рынок».',
    placeFigures:
      'По сделкам, сохранённым в разделе «Рынок», без выбросов, с фильтрами, с которыми добавлен каждый район (год по всем категориям, если добавлен из другого места): те же показатели, что в разделе «Рынок».',
    grossYield: 'Медиана годовой аренды, делённая на медиану цены продажи, тот же район и период.',
    everyCategory: 'все категории',
    bedrooms: 'спальни: {beds}',
  },
};

const zh: NoteLanguage = {
  units: {
    listing: { other: '{count} 条房源' },
    sale: { other: '{count} 条出售房源' },
    rent: { other: '{count} 条出租房源' },
    project: { other: '{count} 个项目' },
    transaction: { other: '{count} 笔成交' },
    saleDeal: { other: '{count} 笔买卖' },
    rentDeal: { other: '{count} 笔租赁' },
    outlier: { other: '{count} 个异常值' },
    lastMonths: { one: '最近 {count} 个月', other: '最近 {count} 个月' },
  },
  its: { listing: '房源', sale: '出售房源', rent: '出租房源', project: '项目' },
  nouns: { agency: '该中介公司', agent: '该经纪人', developer: '该开发商' },
  t: {
    snapshotCount: '来自 {day} 的快照：{counted}。加入时的数据本身没有该数字；点击“刷新”可向数据服务获取。',
    unknownCount: '未知：加入时的数据本身没有该数字。点击“刷新”可向数据服务获取。',
    hasNone: '没有{its}。',
    noneCached: '离线缓存中没有其任何{its}。{advice}',
    tooFew: '未显示：离线缓存中只有 {ofTotal}，太少，不能代表其余部分（至少需要 {min}）。{advice}',
    noFigure: '离线缓存中的 {counted} 无法得出该数字。',
    sample: '来自离线缓存中的 {ofTotal}：只是样本而非全部，因此不会标为最佳。{advice}',
    fromSnapshot: '来自 {day} 的快照，{what}。',
    allOf: '全部 {counted}',
    ofTotal: '{held}（共 {counted}）',
    ofUnknownTotal: '其{its}中的 {held}（总数未知）',
    advice: '关注{noun}并拍摄快照，即可得到基于其全部{its}的数字。',
    firmSnapshotOrSample:
      '已关注时来自其最新快照（全部房源）；否则来自离线缓存中的房源，仅为样本，少于 10 条时不显示。',
    rentsPerYear: '月租和周租按年计算；日租不计入。',
    listingCommunities: '其房源涉及的不同社区数。',
    notGiven: '未知：数据服务未提供（点击“刷新”可获取详情）。',
    developerSnapshotOrSample:
      '开发商已关注时来自其最新快照（全部项目）；否则来自离线缓存中的项目，仅为样本，少于 5 个时不显示。',
    projectCommunities: '其项目涉及的不同社区数。',
    onlyFromSnapshot: '仅能从快照得知：请关注该开发商并拍摄快照（其房源通过其项目查找）。',
    fromLatestSnapshots: '来自每个已关注开发商的最新快照。',
    notComparable: '未标出最佳值：并非所有数字都基于同样完整的数量（见各数字旁的说明）。',
    unranked: '不排名：各项的价格周期不同（出售、年租或月租）。',
    unrankedSizes: '不排名：各项的类型或卧室数不同，价格低并不代表更划算；每单位面积价格可用于比较。',
    perArea: '出售为每单位面积价格；出租为每单位面积年租金（日租没有），与表格一致。',
    perAreaUnranked: '不排名：出售和出租的计价方式不同。',
    studioIsZero: '0 表示开间。',
    daysListed: '自房源发布以来的天数。',
    percentile:
      '最近 12 个月内，同一区域、同一用途和卧室数（数量足够时按类别）的已存成交中，每平方英尺 AED 更低者所占比例；租金按年计，异常值除外；与房产页面一致。在“市场”视图中加载该区域即可获得。',
    nothingStored: '没有存储 {scope} 的数据：请在“市场”视图中加载该区域。',
    placeFigures:
      '来自“市场”视图存储的成交，已排除异常值，按各区域加入时的筛选条件计算（从其他地方加入时为全部类别的一年）：与“市场”视图显示的数字相同。',
    grossYield: '年租金中位数除以售价中位数，同一区域和时段。',
    everyCategory: '全部类别',
    bedrooms: '{beds} 卧室',
  },
};

/** Every language's words, for the test that checks their placeholders against the English. */
export const NOTE_LANGUAGES: Readonly<Record<Lang, NoteLanguage>> = { en, ar, ru, zh };

/** The notes of a comparison in one language. */
export interface NoteWords {
  lang: Lang;
  /** "412 listings for sale". */
  counted(n: number, unit: CountUnit): string;
  /** A count in the language's digits. */
  number(n: number): string;
  /** "its listings for sale". */
  its(unit: SampleUnit): string;
  noun(noun: FirmNoun): string;
  say(key: NoteKey, values?: Readonly<Record<string, string | number>>): string;
}

export function noteWords(lang: Lang): NoteWords {
  const l = NOTE_LANGUAGES[lang];
  return {
    lang,
    counted: (n, unit) => pluralText(l.units[unit], n, lang),
    number: (n) => countText(n, lang),
    its: (unit) => l.its[unit],
    noun: (noun) => l.nouns[noun],
    say: (key, values = {}) => fill(l.t[key], datesIn(values, lang)),
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;
/** A day ("2026-11-24") or an instant (its day in the UAE) as the panel's other dates read: "24 Nov 2026". */
export function dayText(iso: string, lang: Lang): string {
  // A bare day is that day wherever it is read: noon in the UAE keeps it whole.
  return formatDay(ISO_DAY.test(iso) ? `${iso}T12:00:00+04:00` : iso, lang);
}

/**
 * The dates a message's `{hasSpan, select, …}` sets in (`{from, date, day}` to `{to, date, day}`): a bare day is that
 * day wherever it is read, so it is taken at noon in the UAE.
 */
export function spanArgs(span: { from: string; to: string } | null | undefined): {
  hasSpan: 'yes' | 'no';
  from: number;
  to: number;
} {
  const at = (iso: string) => Date.parse(ISO_DAY.test(iso) ? `${iso}T12:00:00+04:00` : iso);
  return span ? { hasSpan: 'yes', from: at(span.from), to: at(span.to) } : { hasSpan: 'no', from: 0, to: 0 };
}

/** The values of a note with its dates said in the language (notes once read "2025-11-25 to 2026-11-24"). */
function datesIn(values: Readonly<Record<string, string | number>>, lang: Lang): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      typeof value === 'string' && (ISO_DAY.test(value) || ISO_INSTANT.test(value)) ? dayText(value, lang) : value;
  }
  return out;
}
