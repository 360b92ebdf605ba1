// Words of a comparison that the panel and its workbook share, in the four languages: the sheets' headers, where each
// item's data came from, yes and no, and which way a row's best value lies.
import type { Lang } from '../domain/lang';

export interface CompareWords {
  measure: string;
  best: string;
  lowerBetter: string;
  higherBetter: string;
  earlierBetter: string;
  basis: Record<'fresh' | 'cache' | 'snapshot', string>;
  yes: string;
  no: string;
  /** Headers of the workbook's sheets. */
  sheet: { value: string; basedOn: string; id: string; asOf: string; from: string; note: string };
  /**
   * A figure from a sample of an item's listings (those the offline cache holds), as the workbook says it: on the
   * Comparison sheet naming the item (`{item}`, `{note}`: what it rests on), on the item's own sheet without.
   */
  sampleOf: string;
  sampleOwn: string;
}

const en: CompareWords = {
  measure: 'Measure',
  best: 'Best',
  lowerBetter: 'Lower is better',
  higherBetter: 'Higher is better',
  earlierBetter: 'Earlier is better',
  basis: { fresh: 'just fetched', cache: 'saved answer', snapshot: 'as pinned' },
  yes: 'Yes',
  no: 'No',
  sheet: {
    value: 'Value',
    basedOn: 'Based on',
    id: 'Id',
    asOf: 'Data as of',
    from: 'From',
    note: 'How it is measured',
  },
  sampleOf: 'Sample: {item}, {note}.',
  sampleOwn: 'Sample: {note}',
};

const ar: CompareWords = {
  measure: 'المقياس',
  best: 'الأفضل',
  lowerBetter: 'الأقل أفضل',
  higherBetter: 'الأعلى أفضل',
  earlierBetter: 'الأبكر أفضل',
  basis: { fresh: 'جُلب الآن', cache: 'إجابة محفوظة', snapshot: 'كما أُضيف' },
  yes: 'نعم',
  no: 'لا',
  sheet: {
    value: 'القيمة',
    basedOn: 'بناءً على',
    id: 'المعرّف',
    asOf: 'البيانات حتى',
    from: 'المصدر',
    note: 'طريقة القياس',
  },
  sampleOf: 'عيّنة: {item}، {note}.',
  sampleOwn: 'عيّنة: {note}',
};

const ru: CompareWords = {
  measure: 'Показатель',
  best: 'Лучшее',
  lowerBetter: 'Меньше — лучше',
  higherBetter: 'Больше — лучше',
  earlierBetter: 'Раньше — лучше',
  basis: { fresh: 'только что загружено', cache: 'сохранённый ответ', snapshot: 'как при добавлении' },
  yes: 'Да',
  no: 'Нет',
  sheet: {
    value: 'Значение',
    basedOn: 'Основано на',
    id: 'Идентификатор',
    asOf: 'Данные на',
    from: 'Источник',
    note: 'Как измеряется',
  },
  sampleOf: 'Выборка: {item}, {note}.',
  sampleOwn: 'Выборка: {note}',
};

const zh: CompareWords = {
  measure: '指标',
  best: '最佳',
  lowerBetter: '越低越好',
  higherBetter: '越高越好',
  earlierBetter: '越早越好',
  basis: { fresh: '刚刚获取', cache: '已保存的数据', snapshot: '加入时的数据' },
  yes: '是',
  no: '否',
  sheet: {
    value: '数值',
    basedOn: '依据',
    id: '编号',
    asOf: '数据截至',
    from: '来源',
    note: '计算方式',
  },
  sampleOf: '样本：{item}，{note}。',
  sampleOwn: '样本：{note}',
};

export const COMPARE_WORDS: Readonly<Record<Lang, CompareWords>> = { en, ar, ru, zh };
