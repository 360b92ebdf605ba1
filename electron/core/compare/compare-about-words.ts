// Words a comparison's workbook states on its About sheet, in the four languages side by side: its title
// ("Comparison of 4 listings: …"), the parameters naming what was compared and how its colours read. The kinds are
// the compare panel's (renderer/src/compare/compare-strings.ts).
import type { CompareKind } from '#shared/compare/snapshots';
import type { Lang } from '#shared/domain/lang';
import { wordsIn, type Translated } from '#shared/words/translated';

/** The kind compared, in the plural, as it reads inside the title. */
const KINDS: Readonly<Record<CompareKind, Translated>> = {
  listing: { en: 'listings', ar: 'العقارات', ru: 'объявления', zh: '房源' },
  project: { en: 'projects', ar: 'المشاريع', ru: 'проекты', zh: '项目' },
  agent: { en: 'agents', ar: 'الوكلاء', ru: 'агенты', zh: '经纪人' },
  agency: { en: 'agencies', ar: 'الوكالات', ru: 'агентства', zh: '中介公司' },
  developer: { en: 'developers', ar: 'المطورون', ru: 'застройщики', zh: '开发商' },
  place: { en: 'places', ar: 'المناطق', ru: 'районы', zh: '区域' },
};

/** Templates: `{count}`, `{kind}`, `{items}`, `{n}`. */
const COMPARE_ABOUT_WORDS = {
  title: {
    en: 'Comparison of {count} {kind}: {items}',
    ar: 'مقارنة {kind} ({count}): {items}',
    ru: 'Сравнение ({kind}, {count}): {items}',
    zh: '{kind}对比（{count} 项）：{items}',
  },
  /** The name of the sheet that holds the comparison. */
  sheet: { en: 'Comparison', ar: 'المقارنة', ru: 'Сравнение', zh: '对比' },
  itemSeparator: { en: '; ', ar: '؛ ', ru: '; ', zh: '；' },
  itemParameter: { en: 'item {n}', ar: 'العنصر {n}', ru: 'элемент {n}', zh: '第 {n} 项' },
  colours: {
    en: 'Highlighted in yellow: values that differ from the rest of their row, or the measure itself where no two items agree. In green: the best value of the row, by the direction stated.',
    ar: 'بالأصفر: القيم التي تختلف عن بقية صفّها، أو اسم المقياس نفسه حين لا يتفق عنصران فيه. بالأخضر: أفضل قيمة في الصف، وفق الاتجاه المذكور.',
    ru: 'Жёлтым выделены значения, которые отличаются от остальных в своей строке, или сам показатель, если ни у двух элементов он не совпадает. Зелёным — лучшее значение строки в указанном направлении.',
    zh: '黄色标出与本行其他值不同的值；若没有任何两项相同，则标出该指标名称。绿色标出本行按所述方向的最佳值。',
  },
} as const satisfies Readonly<Record<string, Translated>>;

export type CompareAboutWords = Record<keyof typeof COMPARE_ABOUT_WORDS, string> & { kind: string };

export function compareAboutWords(kind: CompareKind, lang: Lang): CompareAboutWords {
  return { ...wordsIn(COMPARE_ABOUT_WORDS, lang), kind: KINDS[kind][lang] };
}
