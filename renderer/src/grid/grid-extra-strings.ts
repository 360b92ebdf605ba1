// Grid texts added for brokers' defaults: the rent period beside a rent, rent per year, and the agency's office.
import type { Lang } from '#shared/domain/lang';

export interface GridExtraStrings {
  /** Short rent periods shown after a rent: "8,000 /mo". */
  period: Record<string, string>;
  /** After a price per area that is a yearly rent per area. */
  perYear: string;
  yearlyRent: string;
  office: string;
}

export const GRID_EXTRA_STRINGS: Readonly<Record<Lang, GridExtraStrings>> = {
  en: {
    period: { yearly: '/yr', monthly: '/mo', weekly: '/wk', daily: '/day' },
    perYear: '/yr',
    yearlyRent: 'Rent per year (AED)',
    office: 'Office',
  },
  ar: {
    period: { yearly: '/سنة', monthly: '/شهر', weekly: '/أسبوع', daily: '/يوم' },
    perYear: '/سنة',
    yearlyRent: 'الإيجار السنوي (درهم)',
    office: 'المكتب',
  },
  ru: {
    period: { yearly: '/год', monthly: '/мес', weekly: '/нед', daily: '/сут' },
    perYear: '/год',
    yearlyRent: 'Аренда в год (AED)',
    office: 'Офис',
  },
  zh: {
    period: { yearly: '/年', monthly: '/月', weekly: '/周', daily: '/天' },
    perYear: '/年',
    yearlyRent: '年租金（AED）',
    office: '办公地点',
  },
};
