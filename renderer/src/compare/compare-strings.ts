// Strings of the compare panel in the four languages: its chrome, the kinds, the sheet headers of its workbook.
// The words its workbook shares with the core (sheet headers, best statements) are the catalogue's comparison.*.
import type { CompareKind } from '#shared/compare/snapshots';
import type { Lang } from '#shared/domain/lang';

export interface CompareStrings {
  title: string;
  kinds: Record<CompareKind, string>;
  /** `{count}` items of `{max}`. */
  tabCount: string;
  pin: string;
  pinned: string;
  unpin: string;
  pinSelected: string;
  /** `{count}` items pinned; `{kind}` the tab. */
  pinnedNotice: string;
  alreadyPinned: string;
  /** `{count}` items the data service could not refresh. */
  notRefreshed: string;
  /** `{count}` items saved in another language only; Refresh fetches them in this one. */
  untranslated: string;
  /** The same for kinds that have no details to fetch: a search in this language updates them. */
  untranslatedSearch: string;
  /** `{count}` rows that did not fit; `{max}` per kind. */
  pinFull: string;
  openPanel: string;
  /** What an exported comparison holds: `{count}` items of `{kind}`. */
  sideBySide: string;
  /** The suggested file name: `{kind}`, `{date}`. */
  fileName: string;
  refresh: string;
  refreshHint: string;
  clear: string;
  clearConfirm: string;
  /** Declines "Remove all": the items stay. */
  clearKeep: string;
  empty: string;
  emptyHint: string;
  amenities: string;
  legendDiffers: string;
  /** A measure in which no two items share a value: its name is tinted, not its cells. */
  legendAllDiffer: string;
  /** Above a table wider than its box: the items past its edge are not gone. */
  scrollSideways: string;
  legendBest: string;
  moveEarlier: string;
  moveLater: string;
  remove: string;
  dragHint: string;
  asOf: string;
  noValue: string;
  /** Beside a figure computed from the few listings the offline cache holds of an item, not from all of them. */
  sample: string;
  loading: string;
  errorTitle: string;
  notesTitle: string;
}

const en: CompareStrings = {
  title: 'Compare',
  kinds: {
    listing: 'Listings',
    project: 'Projects',
    agent: 'Agents',
    agency: 'Agencies',
    developer: 'Developers',
    place: 'Places',
  },
  tabCount: '{count} pinned of {max} at most',
  pin: 'Pin to compare',
  pinned: 'Pinned',
  unpin: 'Unpin',
  pinSelected: 'Pin to compare',
  pinnedNotice: '{count} pinned to compare ({kind}).',
  alreadyPinned: 'Already pinned to compare.',
  notRefreshed: '{count} could not be refreshed from the data service; the saved data is shown.',
  untranslated:
    'Saved in another language and shown in it: {count}. Refresh fetches them in this language (one request each).',
  untranslatedSearch:
    'Saved in another language and shown in it: {count}. Search for them again in this language to update their text.',
  pinFull: '{count} not pinned: at most {max} of one kind are compared side by side. Remove some first.',
  openPanel: 'Open Compare',
  sideBySide: '{count} {kind} side by side',
  fileName: 'Comparison – {kind} {date}',
  refresh: 'Refresh',
  refreshHint: 'Ask the data service for each item again (spends one request per listing, agent or agency).',
  clear: 'Remove all',
  clearConfirm: 'Remove every pinned item of this kind?',
  clearKeep: 'Keep them',
  empty: 'Nothing pinned here yet.',
  emptyHint:
    'Tick rows in any list and choose “Pin to compare”, or use “Pin to compare” at the top of a property, agent, agency or developer page.',
  amenities: 'Amenities',
  legendDiffers: 'Differs from the others',
  legendAllDiffer: 'No two agree',
  scrollSideways: 'Not every item fits: scroll the table sideways to see the rest.',
  legendBest: 'Best value of its row',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  remove: 'Remove',
  dragHint: 'Drag to reorder, or use the arrows',
  asOf: 'as of {time}',
  noValue: 'no data',
  sample: 'sample',
  loading: 'Loading the comparison…',
  errorTitle: 'Could not load the comparison',
  notesTitle: 'How the figures are made',
};

const ar: CompareStrings = {
  title: 'المقارنة',
  kinds: {
    listing: 'العقارات',
    project: 'المشاريع',
    agent: 'الوكلاء',
    agency: 'الوكالات',
    developer: 'المطورون',
    place: 'المناطق',
  },
  tabCount: '{count} مثبّتة من {max} كحد أقصى',
  pin: 'أضف إلى المقارنة',
  pinned: 'في المقارنة',
  unpin: 'أزل من المقارنة',
  pinSelected: 'أضف إلى المقارنة',
  pinnedNotice: 'أُضيف {count} إلى المقارنة ({kind}).',
  alreadyPinned: 'موجود في المقارنة من قبل.',
  notRefreshed: 'تعذّر تحديث {count} من خدمة البيانات؛ تُعرض البيانات المحفوظة.',
  untranslated: '{count} من هذه العناصر محفوظة بلغة أخرى وتُعرض بها. يجلبها زر «تحديث» بهذه اللغة (طلب واحد لكل عنصر).',
  untranslatedSearch: '{count} من هذه العناصر محفوظة بلغة أخرى وتُعرض بها. ابحث عنها مجددًا بهذه اللغة لتحديث نصوصها.',
  pinFull: 'لم يُضف {count}: تُقارن {max} عناصر من النوع نفسه على الأكثر. أزل بعضها أولًا.',
  openPanel: 'افتح المقارنة',
  sideBySide: '{kind} ({count}) جنبًا إلى جنب',
  fileName: 'مقارنة – {kind} {date}',
  refresh: 'تحديث',
  refreshHint: 'اطلب كل عنصر من خدمة البيانات مجددًا (طلب واحد لكل عقار أو وكيل أو وكالة).',
  clear: 'أزل الكل',
  clearConfirm: 'أتريد إزالة كل العناصر من هذا النوع؟',
  clearKeep: 'إبقاؤها',
  empty: 'لا شيء في المقارنة هنا بعد.',
  emptyHint:
    'حدّد صفوفًا في أي قائمة واختر «أضف إلى المقارنة»، أو استخدم الزر نفسه أعلى صفحة العقار أو الوكيل أو الوكالة أو المطور.',
  amenities: 'المرافق',
  legendDiffers: 'يختلف عن البقية',
  legendAllDiffer: 'لا يتفق اثنان',
  scrollSideways: 'لا تتسع كل العناصر: مرّر الجدول أفقيًا لرؤية البقية.',
  legendBest: 'أفضل قيمة في صفّه',
  moveEarlier: 'انقل إلى الأمام',
  moveLater: 'انقل إلى الخلف',
  remove: 'أزل',
  dragHint: 'اسحب لإعادة الترتيب، أو استخدم الأسهم',
  asOf: 'حتى {time}',
  noValue: 'لا بيانات',
  sample: 'عيّنة',
  loading: 'جارٍ تحميل المقارنة…',
  errorTitle: 'تعذّر تحميل المقارنة',
  notesTitle: 'كيف تُحسب الأرقام',
};

const ru: CompareStrings = {
  title: 'Сравнение',
  kinds: {
    listing: 'Объявления',
    project: 'Проекты',
    agent: 'Агенты',
    agency: 'Агентства',
    developer: 'Застройщики',
    place: 'Районы',
  },
  tabCount: 'закреплено {count} из {max} возможных',
  pin: 'В сравнение',
  pinned: 'В сравнении',
  unpin: 'Убрать из сравнения',
  pinSelected: 'В сравнение',
  pinnedNotice: 'Добавлено в сравнение: {count} ({kind}).',
  alreadyPinned: 'Уже в сравнении.',
  notRefreshed: 'Не удалось обновить из сервиса данных: {count}; показаны сохранённые данные.',
  untranslated:
    'Сохранены на другом языке и показаны на нём: {count}. «Обновить» загрузит данные на этом языке (по запросу на каждый элемент).',
  untranslatedSearch:
    'Сохранены на другом языке и показаны на нём: {count}. Найдите их снова на этом языке, чтобы обновить текст.',
  pinFull: 'Не добавлено: {count}. Рядом сравниваются не более {max} одного вида. Сначала уберите лишние.',
  openPanel: 'Открыть сравнение',
  sideBySide: '{kind}: {count} рядом',
  fileName: 'Сравнение – {kind} {date}',
  refresh: 'Обновить',
  refreshHint: 'Запросить каждый элемент у сервиса данных заново (по запросу на объявление, агента или агентство).',
  clear: 'Убрать все',
  clearConfirm: 'Убрать все элементы этого вида?',
  clearKeep: 'Оставить',
  empty: 'Здесь пока ничего нет.',
  emptyHint:
    'Отметьте строки в любом списке и выберите «В сравнение» или нажмите ту же кнопку вверху страницы объекта, агента, агентства или застройщика.',
  amenities: 'Удобства',
  legendDiffers: 'Отличается от остальных',
  legendAllDiffer: 'Совпадений нет',
  scrollSideways: 'Не все элементы помещаются: прокрутите таблицу вбок, чтобы увидеть остальные.',
  legendBest: 'Лучшее значение строки',
  moveEarlier: 'Переместить раньше',
  moveLater: 'Переместить позже',
  remove: 'Убрать',
  dragHint: 'Перетащите или используйте стрелки',
  asOf: 'на {time}',
  noValue: 'нет данных',
  sample: 'выборка',
  loading: 'Загрузка сравнения…',
  errorTitle: 'Не удалось загрузить сравнение',
  notesTitle: 'Как считаются показатели',
};

const zh: CompareStrings = {
  title: '对比',
  kinds: {
    listing: '房源',
    project: '项目',
    agent: '经纪人',
    agency: '中介公司',
    developer: '开发商',
    place: '区域',
  },
  tabCount: '已固定 {count} 项（最多 {max} 项）',
  pin: '加入对比',
  pinned: '已在对比中',
  unpin: '移出对比',
  pinSelected: '加入对比',
  pinnedNotice: '已加入对比：{count}（{kind}）。',
  alreadyPinned: '已在对比中。',
  notRefreshed: '{count} 项无法从数据服务刷新；显示的是已保存的数据。',
  untranslated: '其中 {count} 项以其他语言保存，并以该语言显示。点击“刷新”将以当前语言重新获取（每项一个请求）。',
  untranslatedSearch: '其中 {count} 项以其他语言保存，并以该语言显示。请用当前语言重新搜索以更新其文字。',
  pinFull: '{count} 项未加入：同类最多并排对比 {max} 项。请先移除一些。',
  openPanel: '打开对比',
  sideBySide: '{kind}并排对比：{count} 项',
  fileName: '对比 – {kind} {date}',
  refresh: '刷新',
  refreshHint: '重新向数据服务请求每一项（每个房源、经纪人或中介公司一个请求）。',
  clear: '全部移除',
  clearConfirm: '移除此类的全部对比项？',
  clearKeep: '保留',
  empty: '这里还没有对比项。',
  emptyHint: '在任一列表中勾选行并选择“加入对比”，或在房源、经纪人、中介公司、开发商页面顶部使用同一按钮。',
  amenities: '配套设施',
  legendDiffers: '与其他项不同',
  legendAllDiffer: '各项均不同',
  scrollSideways: '未能显示全部项目：左右滚动表格查看其余项目。',
  legendBest: '该行最佳值',
  moveEarlier: '前移',
  moveLater: '后移',
  remove: '移除',
  dragHint: '拖动或使用箭头调整顺序',
  asOf: '截至 {time}',
  noValue: '无数据',
  sample: '样本',
  loading: '正在加载对比…',
  errorTitle: '无法加载对比',
  notesTitle: '数据如何计算',
};

export const COMPARE_STRINGS: Readonly<Record<Lang, CompareStrings>> = { en, ar, ru, zh };
