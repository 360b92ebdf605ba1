// Strings of exports (the Export menu, progress, the notices that say where the file went) in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

export interface ExportStrings {
  export: string;
  menuTitle: string;
  xlsx: string;
  csv: string;
  scopeGrid: string;
  scopeCompare: string;
  reading: string;
  /** `{done}` of `{count}` rows, by the rows in all. */
  writing: PluralForms;
  /** `{done}` rows, total unknown. */
  writingOpen: string;
  cancel: string;
  /** `{file}`, `{rows}`. */
  saved: string;
  downloaded: string;
  /** The same, saying what the file holds instead of its rows (`{what}`: "4 listings side by side"). */
  savedWhat: string;
  downloadedWhat: string;
  /** `{count}` pages. */
  missing: string;
  cancelled: string;
  failed: string;
  nothingYet: string;
  nothingYetTodo: string;
  refused: string;
  refusedTodo: string;
  writeFailed: string;
  writeFailedTodo: string;
  busy: string;
}

const en: ExportStrings = {
  export: 'Export',
  menuTitle: 'Export as',
  xlsx: 'Excel workbook (.xlsx)',
  csv: 'CSV file (.csv)',
  scopeGrid: 'Every fetched row, with the columns, order and sort shown.',
  scopeCompare: 'The comparison as shown, one sheet per item.',
  reading: 'Reading the fetched rows…',
  writing: { one: 'Writing {done} of {count} row', other: 'Writing {done} of {count} rows' },
  writingOpen: 'Writing {done} rows',
  cancel: 'Cancel',
  saved: 'Saved “{file}”: {rows} rows.',
  downloaded: 'Downloaded “{file}”: {rows} rows.',
  savedWhat: 'Saved “{file}”: {what}.',
  downloadedWhat: 'Downloaded “{file}”: {what}.',
  missing:
    '{count} pages of this search were never fetched and are not in the file; use “Fetch all pages” first to include them.',
  cancelled: 'Export cancelled: no file was written.',
  failed: 'The export failed.',
  nothingYet: 'There is nothing to export yet: this search is not in the offline cache.',
  nothingYetTodo: 'Run the search first, then export.',
  refused: 'The export could not be made with these settings.',
  refusedTodo: 'Show at least one column and try again.',
  writeFailed: 'The file could not be written.',
  writeFailedTodo: 'Check that there is space on the disk and try again.',
  busy: 'Another export is running; wait for it or cancel it.',
};

const ar: ExportStrings = {
  export: 'تصدير',
  menuTitle: 'تصدير بصيغة',
  xlsx: 'مصنف Excel ‏(.xlsx)',
  csv: 'ملف CSV ‏(.csv)',
  scopeGrid: 'كل الصفوف المجلوبة، بالأعمدة والترتيب المعروضين.',
  scopeCompare: 'المقارنة كما تظهر، وورقة لكل عنصر.',
  reading: 'جارٍ قراءة الصفوف المجلوبة…',
  writing: {
    one: 'كتابة {done} من صف واحد',
    two: 'كتابة {done} من صفين',
    few: 'كتابة {done} من {count} صفوف',
    many: 'كتابة {done} من {count} صفًا',
    other: 'كتابة {done} من {count} صف',
  },
  writingOpen: 'الصفوف المكتوبة: {done}',
  cancel: 'إلغاء',
  saved: 'حُفظ «{file}»، عدد الصفوف: {rows}.',
  downloaded: 'نُزّل «{file}»، عدد الصفوف: {rows}.',
  savedWhat: 'حُفظ «{file}»: {what}.',
  downloadedWhat: 'نُزّل «{file}»: {what}.',
  missing: 'لم تُجلب {count} صفحة من هذا البحث فليست في الملف؛ استخدم «جلب كل الصفحات» أولًا لتضمينها.',
  cancelled: 'أُلغي التصدير: لم يُكتب أي ملف.',
  failed: 'فشل التصدير.',
  nothingYet: 'لا شيء للتصدير بعد: هذا البحث ليس في ذاكرة العمل دون اتصال.',
  nothingYetTodo: 'شغّل البحث أولًا ثم صدّر.',
  refused: 'تعذّر التصدير بهذه الإعدادات.',
  refusedTodo: 'أظهر عمودًا واحدًا على الأقل ثم أعد المحاولة.',
  writeFailed: 'تعذّرت كتابة الملف.',
  writeFailedTodo: 'تأكد من وجود مساحة على القرص ثم أعد المحاولة.',
  busy: 'يجري تصدير آخر؛ انتظره أو ألغه.',
};

const ru: ExportStrings = {
  export: 'Экспорт',
  menuTitle: 'Экспортировать как',
  xlsx: 'Книга Excel (.xlsx)',
  csv: 'Файл CSV (.csv)',
  scopeGrid: 'Все загруженные строки с показанными столбцами, порядком и сортировкой.',
  scopeCompare: 'Сравнение как на экране, по листу на элемент.',
  reading: 'Чтение загруженных строк…',
  writing: {
    one: 'Записано {done} из {count} строки',
    few: 'Записано {done} из {count} строк',
    many: 'Записано {done} из {count} строк',
    other: 'Записано {done} из {count} строки',
  },
  writingOpen: 'Записано строк: {done}',
  cancel: 'Отмена',
  saved: 'Сохранено «{file}»: строк {rows}.',
  downloaded: 'Загружено «{file}»: строк {rows}.',
  savedWhat: 'Сохранено «{file}»: {what}.',
  downloadedWhat: 'Загружено «{file}»: {what}.',
  missing: 'Страниц этого поиска не загружено: {count}, их нет в файле; сначала нажмите «Загрузить все страницы».',
  cancelled: 'Экспорт отменён: файл не записан.',
  failed: 'Экспорт не удался.',
  nothingYet: 'Пока нечего экспортировать: этого поиска нет в офлайн-кэше.',
  nothingYetTodo: 'Сначала выполните поиск, затем экспортируйте.',
  refused: 'С этими настройками экспорт невозможен.',
  refusedTodo: 'Покажите хотя бы один столбец и повторите.',
  writeFailed: 'Не удалось записать файл.',
  writeFailedTodo: 'Проверьте, есть ли место на диске, и повторите.',
  busy: 'Идёт другой экспорт; дождитесь его или отмените.',
};

const zh: ExportStrings = {
  export: '导出',
  menuTitle: '导出为',
  xlsx: 'Excel 工作簿（.xlsx）',
  csv: 'CSV 文件（.csv）',
  scopeGrid: '所有已获取的行，按当前显示的列、顺序和排序。',
  scopeCompare: '按显示的对比导出，每项一张工作表。',
  reading: '正在读取已获取的行…',
  writing: { other: '已写入 {done} / {count} 行' },
  writingOpen: '已写入 {done} 行',
  cancel: '取消',
  saved: '已保存“{file}”：{rows} 行。',
  downloaded: '已下载“{file}”：{rows} 行。',
  savedWhat: '已保存“{file}”：{what}。',
  downloadedWhat: '已下载“{file}”：{what}。',
  missing: '此搜索有 {count} 页从未获取，不在文件中；请先“获取全部页面”。',
  cancelled: '导出已取消：未写入文件。',
  failed: '导出失败。',
  nothingYet: '还没有可导出的内容：离线缓存中没有此搜索。',
  nothingYetTodo: '请先运行搜索，再导出。',
  refused: '无法按这些设置导出。',
  refusedTodo: '至少显示一列后重试。',
  writeFailed: '无法写入文件。',
  writeFailedTodo: '请检查磁盘空间后重试。',
  busy: '另一个导出正在进行；请等待或取消。',
};

export const EXPORT_STRINGS: Readonly<Record<Lang, ExportStrings>> = { en, ar, ru, zh };
