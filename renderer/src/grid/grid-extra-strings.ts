// Grid texts added for brokers' defaults: the rent period beside a rent, rent per year, and the agency's office.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

export interface GridExtraStrings {
  /** Short rent periods shown after a rent: "8,000 /mo". */
  period: Record<string, string>;
  /** After a price per area that is a yearly rent per area. */
  perYear: string;
  yearlyRent: string;
  /** A rent search's price column: the rent as the advert gives it (its period in the next column). */
  advertisedRent: string;
  /** A rent search's price per area: yearly rent per area; `{unit}` is the display unit. */
  pricePerAreaYearly: string;
  office: string;
  /** Header of the count of other adverts of a listing's unit among the grid's rows. */
  otherAdverts: string;
  /** Its tooltip: `{photo}` adverts with the listing's photos, `{facts}` with its facts and about its price. */
  otherAdvertsTip: string;
  /** Hover of an agency's listing count: all its listings, wherever they are. */
  agencyListingsTip: string;
  /** Header of the count of notes on a listing (the broker's and the team's shared ones). */
  notes: string;
  /** Its tooltip: `{count}` notes, read on the listing's page. */
  notesTip: PluralForms;
}

export const GRID_EXTRA_STRINGS: Readonly<Record<Lang, GridExtraStrings>> = {
  en: {
    period: { yearly: '/yr', monthly: '/mo', weekly: '/wk', daily: '/day' },
    perYear: '/yr',
    yearlyRent: 'Rent per year (AED)',
    advertisedRent: 'Advertised rent (AED)',
    pricePerAreaYearly: 'AED per {unit} per year',
    office: 'Office',
    otherAdverts: 'Other adverts',
    otherAdvertsTip:
      'This unit again among these results: {photo} with the same photos, {facts} likely (same size and price).',
    agencyListingsTip: 'All the agency’s listings, in every place (not only the place searched).',
    notes: 'Notes',
    notesTip: {
      one: '{count} note on this listing: open it to read it.',
      other: '{count} notes on this listing: open it to read them.',
    },
  },
  ar: {
    period: { yearly: '/سنة', monthly: '/شهر', weekly: '/أسبوع', daily: '/يوم' },
    perYear: '/سنة',
    yearlyRent: 'الإيجار السنوي (درهم)',
    advertisedRent: 'الإيجار المعلن (درهم)',
    pricePerAreaYearly: 'درهم لكل {unit} سنويًا',
    office: 'المكتب',
    otherAdverts: 'إعلانات أخرى',
    otherAdvertsTip:
      'الوحدة نفسها مرة أخرى بين هذه النتائج: {photo} بالصور نفسها، و{facts} على الأرجح (المساحة والسعر نفسهما).',
    agencyListingsTip: 'كل إعلانات الوكالة في كل المواقع (لا في الموقع المبحوث عنه فقط).',
    notes: 'الملاحظات',
    notesTip: {
      zero: 'لا ملاحظات على هذا الإعلان.',
      one: 'ملاحظة واحدة على هذا الإعلان: افتحه لقراءتها.',
      two: 'ملاحظتان على هذا الإعلان: افتحه لقراءتهما.',
      few: '{count} ملاحظات على هذا الإعلان: افتحه لقراءتها.',
      many: '{count} ملاحظة على هذا الإعلان: افتحه لقراءتها.',
      other: '{count} ملاحظة على هذا الإعلان: افتحه لقراءتها.',
    },
  },
  ru: {
    period: { yearly: '/год', monthly: '/мес', weekly: '/нед', daily: '/сут' },
    perYear: '/год',
    yearlyRent: 'Аренда в год (AED)',
    advertisedRent: 'Аренда в объявлении (AED)',
    pricePerAreaYearly: 'AED за {unit} в год',
    office: 'Офис',
    otherAdverts: 'Другие объявления',
    otherAdvertsTip:
      'Этот же объект среди этих результатов: {photo} с теми же фото, {facts} вероятно (та же площадь и цена).',
    agencyListingsTip: 'Все объявления агентства во всех местах (не только в искомом).',
    notes: 'Заметки',
    notesTip: {
      one: '{count} заметка к этому объявлению: откройте его, чтобы прочитать.',
      few: '{count} заметки к этому объявлению: откройте его, чтобы прочитать.',
      many: '{count} заметок к этому объявлению: откройте его, чтобы прочитать.',
      other: '{count} заметки к этому объявлению: откройте его, чтобы прочитать.',
    },
  },
  zh: {
    period: { yearly: '/年', monthly: '/月', weekly: '/周', daily: '/天' },
    perYear: '/年',
    yearlyRent: '年租金（AED）',
    advertisedRent: '广告租金（AED）',
    pricePerAreaYearly: '每{unit}年租金（AED）',
    office: '办公地点',
    otherAdverts: '其他广告',
    otherAdvertsTip: '同一单位在这些结果中再次出现：{photo} 条照片相同，{facts} 条可能相同（面积和价格相同）。',
    agencyListingsTip: '该中介在所有地点的全部房源（不仅是所搜索的地点）。',
    notes: '备注',
    notesTip: { other: '此房源有 {count} 条备注：打开即可查看。' },
  },
};
