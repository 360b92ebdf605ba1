// The words of the area-against-area table in the interface languages: one definition the window, its exports and the
// CLI all read (the Market view's strings take these same objects), so the three never word a measure apart.
import type { Lang } from '../domain/lang';
import type { BedsWords } from './beds-words';

export interface CompareTableWords {
  /** The table's name: the card's title, the sheet's name. */
  title: string;
  /** A measure over both purposes ({unit}: the display unit). */
  measures: Record<'count' | 'medianPrice' | 'medianPricePerSqft' | 'grossYield' | 'yearChangePerSqft', string>;
  /** A median of one purpose says which: a rent is a yearly rent. */
  measuresByPurpose: Record<'for-sale' | 'for-rent', { price: string; perArea: string }>;
  purposes: Record<'for-sale' | 'for-rent' | 'both', string>;
  beds: BedsWords;
  /** Full headers ({place}: the place's name), as the files write them. */
  cols: {
    measure: string;
    purpose: string;
    beds: string;
    value: string;
    difference: string;
    differencePoints: string;
    saleSample: string;
    rentSample: string;
  };
  /** Short headers under each place's name on screen. */
  parts: { value: string; diff: string; pp: string; sales: string; rents: string };
  /** Words after a value on screen. */
  marks: { highest: string; lowest: string; thin: string };
  /** "{value} pp": how the language writes percentage points. */
  points: string;
}

const en: CompareTableWords = {
  title: 'Area against area',
  measures: {
    count: 'Transactions',
    medianPrice: 'Median price',
    medianPricePerSqft: 'Median AED per {unit}',
    grossYield: 'Gross yield',
    yearChangePerSqft: 'AED per {unit}, change over a year',
  },
  measuresByPurpose: {
    'for-sale': {
      price: 'Median sale price',
      perArea: 'Median sale AED per {unit}',
    },
    'for-rent': {
      price: 'Median yearly rent',
      perArea: 'Median yearly rent per {unit}',
    },
  },
  purposes: {
    'for-sale': 'Sales',
    'for-rent': 'Rents',
    both: 'Sales and rents',
  },
  beds: {
    studio: 'Studio',
    count: {
      one: '{count} bed',
      other: '{count} beds',
    },
    fivePlus: '5+ beds',
    all: 'All bedrooms',
    together: '{beds} together',
  },
  cols: {
    measure: 'Measure',
    purpose: 'Purpose',
    beds: 'Bedrooms',
    value: '{place}',
    difference: '{place}: difference',
    differencePoints: '{place}: difference (pp)',
    saleSample: '{place}: sales n',
    rentSample: '{place}: rents n',
  },
  parts: {
    value: 'Value',
    diff: 'Difference',
    pp: 'Difference (pp)',
    sales: 'Sales (n)',
    rents: 'Rents (n)',
  },
  marks: {
    highest: 'highest',
    lowest: 'lowest',
    thin: 'thin',
  },
  points: '{value} pp',
};

const ar: CompareTableWords = {
  title: 'منطقة مقابل منطقة',
  measures: {
    count: 'الصفقات',
    medianPrice: 'السعر الوسيط',
    medianPricePerSqft: 'الوسيط بالدرهم لكل {unit}',
    grossYield: 'العائد الإجمالي',
    yearChangePerSqft: 'الدرهم لكل {unit}، التغير خلال عام',
  },
  measuresByPurpose: {
    'for-sale': {
      price: 'سعر البيع الوسيط',
      perArea: 'وسيط البيع بالدرهم لكل {unit}',
    },
    'for-rent': {
      price: 'الإيجار السنوي الوسيط',
      perArea: 'الإيجار السنوي الوسيط لكل {unit}',
    },
  },
  purposes: {
    'for-sale': 'البيع',
    'for-rent': 'الإيجار',
    both: 'البيع والإيجار',
  },
  beds: {
    studio: 'استوديو',
    count: {
      one: 'غرفة واحدة',
      two: 'غرفتان',
      few: '{count} غرف',
      other: '{count} غرفة',
    },
    fivePlus: '5 غرف أو أكثر',
    all: 'كل أعداد الغرف',
    together: '{beds} معًا',
  },
  cols: {
    measure: 'المقياس',
    purpose: 'الغرض',
    beds: 'غرف النوم',
    value: '{place}',
    difference: '{place}: الفرق',
    differencePoints: '{place}: الفرق (نقاط مئوية)',
    saleSample: '{place}: عدد البيوع',
    rentSample: '{place}: عدد الإيجارات',
  },
  parts: {
    value: 'القيمة',
    diff: 'الفرق',
    pp: 'الفرق (نقاط مئوية)',
    sales: 'البيوع (العدد)',
    rents: 'الإيجارات (العدد)',
  },
  marks: {
    highest: 'الأعلى',
    lowest: 'الأدنى',
    thin: 'ضعيفة',
  },
  points: '{value} نقطة مئوية',
};

const ru: CompareTableWords = {
  title: 'Район против района',
  measures: {
    count: 'Сделки',
    medianPrice: 'Медианная цена',
    medianPricePerSqft: 'Медиана, AED за {unit}',
    grossYield: 'Валовая доходность',
    yearChangePerSqft: 'AED за {unit}, изменение за год',
  },
  measuresByPurpose: {
    'for-sale': {
      price: 'Медианная цена продажи',
      perArea: 'Медиана продаж, AED за {unit}',
    },
    'for-rent': {
      price: 'Медианная годовая аренда',
      perArea: 'Медианная годовая аренда за {unit}',
    },
  },
  purposes: {
    'for-sale': 'Продажи',
    'for-rent': 'Аренда',
    both: 'Продажи и аренда',
  },
  beds: {
    studio: 'Студия',
    count: {
      one: '{count} спальня',
      few: '{count} спальни',
      many: '{count} спален',
      other: '{count} спальни',
    },
    fivePlus: '5+ спален',
    all: 'Все спальни',
    together: '{beds} вместе',
  },
  cols: {
    measure: 'Мера',
    purpose: 'Тип сделки',
    beds: 'Спальни',
    value: '{place}',
    difference: '{place}: разница',
    differencePoints: '{place}: разница (п. п.)',
    saleSample: '{place}: продаж',
    rentSample: '{place}: аренд',
  },
  parts: {
    value: 'Значение',
    diff: 'Разница',
    pp: 'Разница (п. п.)',
    sales: 'Продажи (n)',
    rents: 'Аренда (n)',
  },
  marks: {
    highest: 'наибольшее',
    lowest: 'наименьшее',
    thin: 'малая выборка',
  },
  points: '{value} п. п.',
};

const zh: CompareTableWords = {
  title: '区域对比',
  measures: {
    count: '成交',
    medianPrice: '价格中位数',
    medianPricePerSqft: '每{unit} AED 中位数',
    grossYield: '毛收益率',
    yearChangePerSqft: '每{unit} AED，一年变化',
  },
  measuresByPurpose: {
    'for-sale': {
      price: '售价中位数',
      perArea: '每{unit}售价中位数（AED）',
    },
    'for-rent': {
      price: '年租金中位数',
      perArea: '每{unit}年租金中位数（AED）',
    },
  },
  purposes: {
    'for-sale': '买卖',
    'for-rent': '租赁',
    both: '买卖和租赁',
  },
  beds: {
    studio: '开间',
    count: {
      other: '{count} 卧',
    },
    fivePlus: '5 卧及以上',
    all: '所有卧室数量',
    together: '{beds}合计',
  },
  cols: {
    measure: '指标',
    purpose: '类型',
    beds: '卧室',
    value: '{place}',
    difference: '{place}：差异',
    differencePoints: '{place}：差异（百分点）',
    saleSample: '{place}：出售笔数',
    rentSample: '{place}：出租笔数',
  },
  parts: {
    value: '数值',
    diff: '差异',
    pp: '差异（百分点）',
    sales: '出售（笔数）',
    rents: '出租（笔数）',
  },
  marks: {
    highest: '最高',
    lowest: '最低',
    thin: '样本不足',
  },
  points: '{value} 个百分点',
};

const hi: CompareTableWords = {
  title: 'इलाका बनाम इलाका',
  measures: {
    count: 'लेन-देन',
    medianPrice: 'माध्यिका कीमत',
    medianPricePerSqft: 'प्रति {unit} माध्यिका AED',
    grossYield: 'सकल किराया यील्ड',
    yearChangePerSqft: 'प्रति {unit} AED, एक साल में बदलाव',
  },
  measuresByPurpose: {
    'for-sale': {
      price: 'माध्यिका बिक्री कीमत',
      perArea: 'प्रति {unit} माध्यिका बिक्री AED',
    },
    'for-rent': {
      price: 'माध्यिका सालाना किराया',
      perArea: 'प्रति {unit} माध्यिका सालाना किराया',
    },
  },
  purposes: {
    'for-sale': 'बिक्री',
    'for-rent': 'किराया',
    both: 'बिक्री और किराया',
  },
  beds: {
    studio: 'स्टूडियो',
    count: {
      one: '{count} बेडरूम',
      other: '{count} बेडरूम',
    },
    fivePlus: '5+ बेडरूम',
    all: 'सभी बेडरूम',
    together: '{beds} एक साथ',
  },
  cols: {
    measure: 'माप',
    purpose: 'उद्देश्य',
    beds: 'बेडरूम',
    value: '{place}',
    difference: '{place}: अंतर',
    differencePoints: '{place}: अंतर (प्रतिशत अंक)',
    saleSample: '{place}: बिक्री n',
    rentSample: '{place}: किराया n',
  },
  parts: {
    value: 'मान',
    diff: 'अंतर',
    pp: 'अंतर (प्रतिशत अंक)',
    sales: 'बिक्री (n)',
    rents: 'किराया (n)',
  },
  marks: {
    highest: 'सबसे ऊँचा',
    lowest: 'सबसे नीचा',
    thin: 'छोटा नमूना',
  },
  points: '{value} प्रतिशत अंक',
};

export const COMPARE_TABLE_WORDS: Readonly<Record<Lang, CompareTableWords>> = { en, ar, ru, zh, hi };
