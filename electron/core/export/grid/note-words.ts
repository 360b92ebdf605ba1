// Words of the notes a grid export adds to its About sheet, in the four languages side by side: the grid's sort and
// filters, and what reading its pages from the offline cache found ("offline cache" as the Export menu says it).
import type { Lang } from '#shared/domain/lang';
import { wordsIn, type Translated } from '#shared/words/translated';

/** Templates: `{keys}`, `{column}`, `{text}`, `{min}`, `{max}`, `{values}` and `{count}`. */
const NOTE_WORDS = {
  sortedBy: { en: 'Sorted by {keys}.', ar: 'مرتبة حسب {keys}.', ru: 'Сортировка: {keys}.', zh: '排序：{keys}。' },
  thenBy: { en: '; then by ', ar: '؛ ثم حسب ', ru: '; затем ', zh: '；然后按' },
  ascending: {
    en: '{column}, lowest or earliest first',
    ar: '{column}، الأقل أو الأقدم أولًا',
    ru: '{column}, сначала меньшие или ранние',
    zh: '{column}，从低到高或从早到晚',
  },
  descending: {
    en: '{column}, highest or latest first',
    ar: '{column}، الأعلى أو الأحدث أولًا',
    ru: '{column}, сначала большие или поздние',
    zh: '{column}，从高到低或从晚到早',
  },
  /** A rent search of any period ordered by price (shared/grid/rent-order.ts). */
  rentOrder: {
    en: 'The data service orders rents by the amount advertised, so the rows of this file are ordered by rent per year among themselves (daily lets, which have no yearly figure, last).',
    ar: 'تُرتِّب خدمة البيانات الإيجارات حسب المبلغ المعلن، لذا رُتِّبت صفوف هذا الملف حسب الإيجار السنوي فيما بينها (والإيجارات اليومية، التي لا رقم سنويًا لها، في الآخر).',
    ru: 'Сервис данных упорядочивает аренду по указанной сумме, поэтому строки этого файла упорядочены между собой по аренде за год (посуточная аренда, у которой нет годовой суммы, в конце).',
    zh: '数据服务按标价金额对租金排序，因此本文件中的各行在彼此之间按年租金排序（没有年租金的按天出租房源排在最后）。',
  },
  unsorted: {
    en: 'In the order the data service returned the rows.',
    ar: 'بالترتيب الذي أعادت به خدمة البيانات الصفوف.',
    ru: 'В том порядке, в каком сервис данных вернул строки.',
    zh: '按数据服务返回行的顺序排列。',
  },
  contains: {
    en: 'Filter: {column} contains "{text}".',
    ar: 'تصفية: {column} يحتوي على «{text}».',
    ru: 'Фильтр: {column} содержит «{text}».',
    zh: '筛选：{column} 包含“{text}”。',
  },
  between: {
    en: 'Filter: {column} between {min} and {max}.',
    ar: 'تصفية: {column} بين {min} و{max}.',
    ru: 'Фильтр: {column} от {min} до {max}.',
    zh: '筛选：{column} 介于 {min} 和 {max} 之间。',
  },
  atLeast: {
    en: 'Filter: {column} at least {min}.',
    ar: 'تصفية: {column} لا يقل عن {min}.',
    ru: 'Фильтр: {column} не меньше {min}.',
    zh: '筛选：{column} 不低于 {min}。',
  },
  atMost: {
    en: 'Filter: {column} at most {max}.',
    ar: 'تصفية: {column} لا يزيد على {max}.',
    ru: 'Фильтр: {column} не больше {max}.',
    zh: '筛选：{column} 不高于 {max}。',
  },
  oneOf: {
    en: 'Filter: {column} is one of {values}.',
    ar: 'تصفية: {column} إحدى القيم {values}.',
    ru: 'Фильтр: {column} — одно из значений {values}.',
    zh: '筛选：{column} 为 {values} 之一。',
  },
  blank: {
    en: 'Filter: {column} is empty.',
    ar: 'تصفية: {column} فارغ.',
    ru: 'Фильтр: {column} пусто.',
    zh: '筛选：{column} 为空。',
  },
  notBlank: {
    en: 'Filter: {column} is not empty.',
    ar: 'تصفية: {column} غير فارغ.',
    ru: 'Фильтр: {column} не пусто.',
    zh: '筛选：{column} 不为空。',
  },
} as const satisfies Readonly<Record<string, Translated>>;

export type NoteWords = Record<keyof typeof NOTE_WORDS, string>;

export function noteWords(lang: Lang): NoteWords {
  return wordsIn(NOTE_WORDS, lang);
}
