// Strings of the research views' results area (filter panel, paging, sorting, fetch-all) in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

const en = {
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  noFilters: 'No filters: the whole UAE',
  summaryPrice: 'Price',
  summaryArea: 'Area',
  /** The order a header sort gives the rows, in the collapsed summary: `{column}` by its header. */
  sortedByHeader: {
    number: { asc: 'Sorted by {column}, lowest first', desc: 'Sorted by {column}, highest first' },
    text: { asc: 'Sorted by {column}, A to Z', desc: 'Sorted by {column}, Z to A' },
  },
  results: { one: '{count} result', other: '{count} results' } as PluralForms,
  pageOf: 'Page {page} of {pages}',
  allFetched: 'All {rows} fetched rows',
  pageByPage: 'Show page by page',
  sortedByService: 'Sorted by the service: {order}.',
  /** A rent search of any period ordered by price: the service orders the amounts advertised, the grid rent per year. */
  rentOrderFetched: {
    one: 'The data service orders rents by the amount advertised, so this {count} fetched row is ordered by rent per year; fetch all pages to order all {total} results the same way.',
    other:
      'The data service orders rents by the amount advertised, so these {count} fetched rows are ordered by rent per year among themselves; fetch all pages to order all {total} results the same way.',
  } as PluralForms,
  rentOrderAll: {
    one: 'The {count} result is ordered by rent per year: every page is fetched.',
    other: 'All {count} results are ordered by rent per year: every page is fetched.',
  } as PluralForms,
  sortedLocally: {
    one: 'Sorted within the {count} fetched row only; the service cannot sort by this column.',
    other: 'Sorted within the {count} fetched rows only; the service cannot sort by this column.',
  } as PluralForms,
  clearSort: 'Clear this sort',
  sortedAll: {
    one: 'Sorted all {count} result: every page is held, so no request was spent.',
    other: 'Sorted all {count} results: every page is held, so no request was spent.',
  } as PluralForms,
  sortedWithinPart: {
    one: 'Sorted within the {count} fetched row only, not all {total} results.',
    other: 'Sorted within the {count} fetched rows only, not all {total} results.',
  } as PluralForms,
  sortAllByService: 'Have the service sort all {total} (starts again at page 1)',
  languageChanged: 'The language changed, so page {page} was fetched again in it. Fetch all pages again for the rest.',
  pageFailed: 'Page {page} could not be loaded: {reason} Page {shown} stays on screen.',
  pageOffline:
    'Page {page} could not be loaded: you are working offline, and it is not in the offline cache. Page {shown} stays on screen.',
  // Fetch all pages
  fetchAll: 'Fetch all pages',
  estimating: 'Working out what it costs…',
  scope: { one: '{pages} page, {results}.', other: '{pages} pages, {results}.' } as PluralForms,
  scopeCapped:
    '{results} on {totalPages} pages; the cap in Settings allows {cap} pages, so {capResults} will be fetched.',
  costQuota: {
    one: 'This will use {count} request ({share} of your {left} left this month), about {time}.',
    other: 'This will use {count} requests ({share} of your {left} left this month), about {time}.',
  } as PluralForms,
  cost: {
    one: 'This will use {count} request, about {time}.',
    other: 'This will use {count} requests, about {time}.',
  } as PluralForms,
  costNone: 'Every page is already saved on this computer: this uses no requests.',
  costOffline: 'Offline: only the pages saved on this computer will be shown.',
  start: 'Start',
  notNow: 'Not now',
  progress: '{done} of {total} pages · {requests} used',
  requests: { one: '{count} request', other: '{count} requests' } as PluralForms,
  stop: 'Stop',
  doneAll: 'All {fetched} results fetched ({requests}).',
  doneCapped: '{fetched} of {total} fetched; raise the cap in Settings to get the rest.',
  stopped: 'Stopped: {fetched} of {total} fetched.',
  resume: 'Resume',
  stale: {
    one: '{count} page came from an answer saved on {date}.',
    other: '{count} pages came from answers saved on {date}.',
  } as PluralForms,
  missing: 'Pages {pages} could not be fetched.',
  incomplete: '{fetched} of {total} results fetched.',
  repeated: {
    one: "Page {pages} held only records other pages had already given: the data service's paging looks broken, so these are all the different results it gave.",
    other:
      "Pages {pages} held only records other pages had already given: the data service's paging looks broken, so these are all the different results it gave.",
  } as PluralForms,
  fetchMissing: 'Fetch the missing pages',
  openSettings: 'Open Settings',
  dismiss: 'Close',
};

export type ResearchStrings = typeof en;

const ar: ResearchStrings = {
  filters: 'عوامل التصفية',
  showFilters: 'إظهار عوامل التصفية',
  hideFilters: 'إخفاء عوامل التصفية',
  noFilters: 'بلا عوامل تصفية: الإمارات كلها',
  summaryPrice: 'السعر',
  summaryArea: 'المساحة',
  sortedByHeader: {
    number: { asc: 'مرتبة حسب {column}، الأدنى أولًا', desc: 'مرتبة حسب {column}، الأعلى أولًا' },
    text: { asc: 'مرتبة حسب {column}، تصاعديًا', desc: 'مرتبة حسب {column}، تنازليًا' },
  },
  results: {
    zero: 'لا نتائج',
    one: 'نتيجة واحدة',
    two: 'نتيجتان',
    few: '{count} نتائج',
    many: '{count} نتيجة',
    other: '{count} نتيجة',
  },
  pageOf: 'الصفحة {page} من {pages}',
  allFetched: 'كل الصفوف المجلوبة ({rows})',
  pageByPage: 'العرض صفحةً صفحة',
  sortedByService: 'رتّبتها الخدمة: {order}.',
  rentOrderFetched: {
    other:
      'تُرتِّب خدمة البيانات الإيجارات حسب المبلغ المعلن، لذا رُتِّبت الصفوف المجلوبة ({count}) حسب الإيجار السنوي فيما بينها؛ اجلب كل الصفحات لترتيب كل النتائج ({total}) بالطريقة نفسها.',
  },
  rentOrderAll: { other: 'رُتِّبت كل النتائج ({count}) حسب الإيجار السنوي: جُلبت كل الصفحات.' },
  sortedLocally: {
    other: 'الترتيب داخل الصفوف المجلوبة فقط ({count})؛ لا تستطيع الخدمة الترتيب حسب هذا العمود.',
  },
  clearSort: 'إلغاء هذا الترتيب',
  sortedAll: { other: 'رُتّبت كل النتائج ({count}): كل الصفحات مجلوبة، فلم يُستهلك أي طلب.' },
  sortedWithinPart: { other: 'الترتيب داخل الصفوف المجلوبة فقط ({count})، لا كل النتائج ({total}).' },
  sortAllByService: 'اطلب من الخدمة ترتيب كل النتائج ({total}) (من الصفحة الأولى من جديد)',
  languageChanged: 'تغيّرت اللغة، فجُلبت الصفحة {page} بها من جديد. اجلب كل الصفحات مرة أخرى للباقي.',
  pageFailed: 'تعذّر تحميل الصفحة {page}: {reason} تبقى الصفحة {shown} معروضة.',
  pageOffline:
    'تعذّر تحميل الصفحة {page}: أنت تعمل دون اتصال، وهي ليست في ذاكرة العمل دون اتصال. تبقى الصفحة {shown} معروضة.',
  fetchAll: 'جلب كل الصفحات',
  estimating: 'جارٍ حساب التكلفة…',
  scope: { other: '{pages} صفحة، {results}.' },
  scopeCapped: '{results} في {totalPages} صفحة؛ الحد في الإعدادات {cap} صفحة، فسيُجلب {capResults}.',
  costQuota: {
    one: 'سيستهلك هذا طلبًا واحدًا ({share} من {left} متبقية لك هذا الشهر)، في نحو {time}.',
    other: 'سيستهلك هذا {count} طلب ({share} من {left} متبقية لك هذا الشهر)، في نحو {time}.',
  },
  cost: {
    one: 'سيستهلك هذا طلبًا واحدًا، في نحو {time}.',
    other: 'سيستهلك هذا {count} طلب، في نحو {time}.',
  },
  costNone: 'كل الصفحات محفوظة على هذا الجهاز: لن يُستهلك أي طلب.',
  costOffline: 'دون اتصال: ستُعرض الصفحات المحفوظة على هذا الجهاز فقط.',
  start: 'ابدأ',
  notNow: 'ليس الآن',
  progress: '{done} من {total} صفحة · استُهلك {requests}',
  requests: { one: 'طلب واحد', two: 'طلبان', other: '{count} طلب' },
  stop: 'إيقاف',
  doneAll: 'جُلبت كل النتائج ({fetched}) باستهلاك {requests}.',
  doneCapped: 'جُلب {fetched} من {total}؛ ارفع الحد في الإعدادات لجلب الباقي.',
  stopped: 'أُوقف: جُلب {fetched} من {total}.',
  resume: 'استئناف',
  stale: { other: '{count} صفحة جاءت من إجابات محفوظة في {date}.' },
  missing: 'تعذّر جلب الصفحات {pages}.',
  incomplete: 'جُلب {fetched} من أصل {total} من النتائج.',
  repeated: {
    one: 'لم تحمل الصفحة {pages} إلا سجلات سبق أن أعطتها صفحات أخرى: يبدو أن تقسيم الصفحات في خدمة البيانات معطّل، فهذه كل النتائج المختلفة التي أعطتها.',
    other:
      'لم تحمل الصفحات {pages} إلا سجلات سبق أن أعطتها صفحات أخرى: يبدو أن تقسيم الصفحات في خدمة البيانات معطّل، فهذه كل النتائج المختلفة التي أعطتها.',
  },
  fetchMissing: 'جلب الصفحات الناقصة',
  openSettings: 'فتح الإعدادات',
  dismiss: 'إغلاق',
};

const ru: ResearchStrings = {
  filters: 'Фильтры',
  showFilters: 'Показать фильтры',
  hideFilters: 'Скрыть фильтры',
  noFilters: 'Без фильтров: все ОАЭ',
  summaryPrice: 'Цена',
  summaryArea: 'Площадь',
  sortedByHeader: {
    number: { asc: 'Сортировка: {column}, сначала меньшие', desc: 'Сортировка: {column}, сначала большие' },
    text: { asc: 'Сортировка: {column}, от А до Я', desc: 'Сортировка: {column}, от Я до А' },
  },
  results: {
    one: '{count} результат',
    few: '{count} результата',
    many: '{count} результатов',
    other: '{count} результата',
  },
  pageOf: 'Страница {page} из {pages}',
  allFetched: 'Все загруженные строки: {rows}',
  pageByPage: 'Показывать по страницам',
  sortedByService: 'Сортирует сервис: {order}.',
  rentOrderFetched: {
    one: 'Сервис данных упорядочивает аренду по указанной сумме, поэтому {count} загруженная строка упорядочена по аренде за год; загрузите все страницы, чтобы так же упорядочить все результаты ({total}).',
    other:
      'Сервис данных упорядочивает аренду по указанной сумме, поэтому загруженные строки ({count}) упорядочены между собой по аренде за год; загрузите все страницы, чтобы так же упорядочить все результаты ({total}).',
  },
  rentOrderAll: { other: 'Все результаты ({count}) упорядочены по аренде за год: загружены все страницы.' },
  sortedLocally: {
    one: 'Сортировка только внутри {count} загруженной строки: сервис не умеет сортировать по этому столбцу.',
    other: 'Сортировка только внутри {count} загруженных строк: сервис не умеет сортировать по этому столбцу.',
  },
  clearSort: 'Сбросить сортировку',
  sortedAll: {
    one: 'Отсортированы все {count} результат: все страницы загружены, запрос не потрачен.',
    few: 'Отсортированы все {count} результата: все страницы загружены, запрос не потрачен.',
    many: 'Отсортированы все {count} результатов: все страницы загружены, запрос не потрачен.',
    other: 'Отсортированы все {count} результата: все страницы загружены, запрос не потрачен.',
  },
  sortedWithinPart: {
    one: 'Сортировка только внутри {count} загруженной строки, а не по всем результатам ({total}).',
    other: 'Сортировка только внутри {count} загруженных строк, а не по всем результатам ({total}).',
  },
  sortAllByService: 'Отсортировать все результаты ({total}) силами сервиса (снова с 1-й страницы)',
  languageChanged: 'Язык изменён, страница {page} загружена заново на нём. Для остальных загрузите все страницы снова.',
  pageFailed: 'Страницу {page} не удалось загрузить: {reason} На экране остаётся страница {shown}.',
  pageOffline:
    'Страницу {page} не удалось загрузить: вы работаете офлайн, а в офлайн-кэше её нет. На экране остаётся страница {shown}.',
  fetchAll: 'Загрузить все страницы',
  estimating: 'Считаем стоимость…',
  scope: {
    one: '{pages} страница, {results}.',
    few: '{pages} страницы, {results}.',
    many: '{pages} страниц, {results}.',
    other: '{pages} страницы, {results}.',
  },
  scopeCapped: '{results} на {totalPages} стр.; лимит в Настройках — {cap} стр., поэтому будет загружено {capResults}.',
  costQuota: {
    one: 'Будет потрачен {count} запрос ({share} из {left}, оставшихся в этом месяце), примерно {time}.',
    few: 'Будет потрачено {count} запроса ({share} из {left}, оставшихся в этом месяце), примерно {time}.',
    many: 'Будет потрачено {count} запросов ({share} из {left}, оставшихся в этом месяце), примерно {time}.',
    other: 'Будет потрачено {count} запроса ({share} из {left}, оставшихся в этом месяце), примерно {time}.',
  },
  cost: {
    one: 'Будет потрачен {count} запрос, примерно {time}.',
    few: 'Будет потрачено {count} запроса, примерно {time}.',
    many: 'Будет потрачено {count} запросов, примерно {time}.',
    other: 'Будет потрачено {count} запроса, примерно {time}.',
  },
  costNone: 'Все страницы уже сохранены на этом компьютере: запросы не нужны.',
  costOffline: 'Нет сети: будут показаны только страницы, сохранённые на этом компьютере.',
  start: 'Начать',
  notNow: 'Не сейчас',
  progress: '{done} из {total} стр. · потрачено {requests}',
  requests: {
    one: '{count} запрос',
    few: '{count} запроса',
    many: '{count} запросов',
    other: '{count} запроса',
  },
  stop: 'Остановить',
  doneAll: 'Загружены все результаты: {fetched} ({requests}).',
  doneCapped: 'Загружено {fetched} из {total}; увеличьте лимит в Настройках, чтобы получить остальное.',
  stopped: 'Остановлено: загружено {fetched} из {total}.',
  resume: 'Продолжить',
  stale: {
    one: '{count} страница взята из ответа, сохранённого {date}.',
    few: '{count} страницы взяты из ответов, сохранённых {date}.',
    many: '{count} страниц взяты из ответов, сохранённых {date}.',
    other: '{count} страницы взяты из ответов, сохранённых {date}.',
  },
  missing: 'Не удалось загрузить страницы {pages}.',
  incomplete: 'Загружено результатов: {fetched} из {total}.',
  repeated: {
    one: 'Страница {pages} содержала только записи, уже полученные с других страниц: похоже, постраничная выдача сервиса данных сломана, поэтому это все различные результаты, которые он выдал.',
    other:
      'Страницы {pages} содержали только записи, уже полученные с других страниц: похоже, постраничная выдача сервиса данных сломана, поэтому это все различные результаты, которые он выдал.',
  },
  fetchMissing: 'Загрузить недостающие страницы',
  openSettings: 'Открыть настройки',
  dismiss: 'Закрыть',
};

const zh: ResearchStrings = {
  filters: '筛选条件',
  showFilters: '显示筛选条件',
  hideFilters: '隐藏筛选条件',
  noFilters: '无筛选：整个阿联酋',
  summaryPrice: '价格',
  summaryArea: '面积',
  sortedByHeader: {
    number: { asc: '按{column}排序，从低到高', desc: '按{column}排序，从高到低' },
    text: { asc: '按{column}排序，升序', desc: '按{column}排序，降序' },
  },
  results: { other: '{count} 条结果' },
  pageOf: '第 {page} / {pages} 页',
  allFetched: '已获取的全部 {rows} 行',
  pageByPage: '按页显示',
  sortedByService: '由服务排序：{order}。',
  rentOrderFetched: {
    other:
      '数据服务按标价金额对租金排序，因此已获取的 {count} 行在彼此之间按年租金排序；获取全部页面即可将全部 {total} 条结果同样排序。',
  },
  rentOrderAll: { other: '全部 {count} 条结果已按年租金排序：所有页面均已获取。' },
  sortedLocally: { other: '仅在已获取的 {count} 行内排序；服务无法按此列排序。' },
  clearSort: '取消此排序',
  sortedAll: { other: '已对全部 {count} 条结果排序：所有页面均已获取，未使用任何请求。' },
  sortedWithinPart: { other: '仅在已获取的 {count} 行内排序，并非全部 {total} 条结果。' },
  sortAllByService: '由服务对全部 {total} 条结果排序（从第 1 页重新开始）',
  languageChanged: '语言已更改，第 {page} 页已用新语言重新获取。如需其余内容，请再次获取全部页面。',
  pageFailed: '无法加载第 {page} 页：{reason}屏幕上仍显示第 {shown} 页。',
  pageOffline: '无法加载第 {page} 页：您正在离线工作，且离线缓存中没有该页。屏幕上仍显示第 {shown} 页。',
  fetchAll: '获取全部页面',
  estimating: '正在计算费用…',
  scope: { other: '{pages} 页，{results}。' },
  scopeCapped: '共 {results}，{totalPages} 页；设置中的上限为 {cap} 页，因此将获取 {capResults}。',
  costQuota: { other: '这将使用 {count} 个请求（占本月剩余 {left} 个的 {share}），约 {time}。' },
  cost: { other: '这将使用 {count} 个请求，约 {time}。' },
  costNone: '所有页面都已保存在本机：不使用任何请求。',
  costOffline: '离线：只显示本机已保存的页面。',
  start: '开始',
  notNow: '暂不',
  progress: '{done} / {total} 页 · 已用 {requests}',
  requests: { other: '{count} 个请求' },
  stop: '停止',
  doneAll: '已获取全部 {fetched} 条结果（{requests}）。',
  doneCapped: '已获取 {fetched} / {total}；在设置中提高上限即可获取其余结果。',
  stopped: '已停止：已获取 {fetched} / {total}。',
  resume: '继续',
  stale: { other: '{count} 页来自 {date} 保存的结果。' },
  missing: '无法获取第 {pages} 页。',
  incomplete: '已获取 {fetched} / {total} 条结果。',
  repeated: {
    other: '第 {pages} 页只包含其他页已给出的记录：数据服务的分页似乎有故障，因此这些已是它给出的全部不重复结果。',
  },
  fetchMissing: '获取缺失的页面',
  openSettings: '打开设置',
  dismiss: '关闭',
};

export const RESEARCH_STRINGS: Readonly<Record<Lang, ResearchStrings>> = { en, ar, ru, zh };
