// Strings of a property page's "Other adverts of this unit" section in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

const en = {
  title: 'Other adverts of this unit',
  checking: 'Looking in saved answers…',
  why: 'Agencies often advertise one unit more than once, each at its own price. Looking uses 1 request.',
  look: 'Look for other adverts',
  looking: 'Looking…',
  rule: 'Same place, purpose, type, bedrooms and bathrooms. Same photos and an area within 2%: the same unit. Other photos (or an off-plan advert’s renders), an area within 0.1% and a price within 3%: maybe the same unit.',
  none: {
    one: 'No other advert of this unit among the {count} advert of this place with its type, bedrooms, bathrooms and about its area.',
    other:
      'No other advert of this unit among the {count} adverts of this place with its type, bedrooms, bathrooms and about its area.',
  } as PluralForms,
  noneAtAll: 'No other advert of this place has its type, bedrooms, bathrooms and about its area.',
  found: {
    one: '{count} other advert found:',
    other: '{count} other adverts found:',
  } as PluralForms,
  more: 'The place has more such adverts than one page holds: only the first {n} were compared.',
  lookAgain: 'Look again · 1 request',
  col: { price: 'Price', difference: 'Against this advert', agency: 'Agency', area: 'Area' },
  same: 'same price',
  match: { photo: 'Same photos', facts: 'Maybe: same facts' },
  matchCol: 'How it matches',
  open: 'Open advert {id}',
  savedOn: 'Saved answer of {date}.',
};

export type SameUnitStrings = typeof en;

const ar: SameUnitStrings = {
  title: 'إعلانات أخرى للوحدة نفسها',
  checking: 'جارٍ البحث في الإجابات المحفوظة…',
  why: 'كثيرًا ما تعلن الوكالات عن الوحدة نفسها أكثر من مرة، ولكلٍّ سعره. يستهلك البحث طلبًا واحدًا.',
  look: 'ابحث عن إعلانات أخرى',
  looking: 'جارٍ البحث…',
  rule: 'الموقع والغرض والنوع وعدد غرف النوم والحمّامات نفسها. الصور نفسها ومساحة لا تختلف بأكثر من 2%: الوحدة نفسها. صور أخرى (أو صور المطوّر في إعلان على الخارطة) ومساحة لا تختلف بأكثر من 0.1% وسعر لا يختلف بأكثر من 3%: ربما الوحدة نفسها.',
  none: {
    one: 'لا يوجد إعلان آخر لهذه الوحدة بين إعلان واحد لهذا الموقع من النوع نفسه وبعدد غرف النوم والحمّامات نفسه وبمساحة قريبة.',
    two: 'لا يوجد إعلان آخر لهذه الوحدة بين إعلانين لهذا الموقع من النوع نفسه وبعدد غرف النوم والحمّامات نفسه وبمساحة قريبة.',
    few: 'لا يوجد إعلان آخر لهذه الوحدة بين {count} إعلانات لهذا الموقع من النوع نفسه وبعدد غرف النوم والحمّامات نفسه وبمساحة قريبة.',
    many: 'لا يوجد إعلان آخر لهذه الوحدة بين {count} إعلانًا لهذا الموقع من النوع نفسه وبعدد غرف النوم والحمّامات نفسه وبمساحة قريبة.',
    other:
      'لا يوجد إعلان آخر لهذه الوحدة بين {count} إعلان لهذا الموقع من النوع نفسه وبعدد غرف النوم والحمّامات نفسه وبمساحة قريبة.',
  },
  noneAtAll: 'لا يوجد في هذا الموقع إعلان آخر من نوع هذه الوحدة وبعدد غرف نومها وحمّاماتها وبمساحة قريبة من مساحتها.',
  found: {
    one: 'وُجد إعلان آخر واحد:',
    two: 'وُجد إعلانان آخران:',
    few: 'وُجدت {count} إعلانات أخرى:',
    many: 'وُجد {count} إعلانًا آخر:',
    other: 'وُجد {count} إعلان آخر:',
  },
  more: 'لهذا الموقع إعلانات من هذا النوع أكثر مما تتسع له صفحة واحدة: قورنت أول {n} منها فقط.',
  lookAgain: 'ابحث مجددًا · طلب واحد',
  col: {
    price: 'السعر',
    difference: 'مقارنةً بهذا الإعلان',
    agency: 'الوكالة',
    area: 'المساحة',
  },
  same: 'السعر نفسه',
  match: { photo: 'الصور نفسها', facts: 'ربما: البيانات نفسها' },
  matchCol: 'سبب المطابقة',
  open: 'افتح الإعلان {id}',
  savedOn: 'إجابة محفوظة بتاريخ {date}.',
};

const ru: SameUnitStrings = {
  title: 'Другие объявления этого объекта',
  checking: 'Поиск в сохранённых ответах…',
  why: 'Агентства часто размещают один объект несколько раз, каждое по своей цене. Поиск стоит 1 запрос.',
  look: 'Найти другие объявления',
  looking: 'Поиск…',
  rule: 'То же место, тип сделки, тип объекта, число спален и санузлов. Те же фото и площадь в пределах 2%: тот же объект. Другие фото (или рендеры застройщика в объявлении на этапе строительства), площадь в пределах 0,1% и цена в пределах 3%: возможно, тот же объект.',
  none: {
    one: 'Других объявлений этого объекта нет среди {count} объявления этого места с тем же типом, спальнями, санузлами и близкой площадью.',
    few: 'Других объявлений этого объекта нет среди {count} объявлений этого места с тем же типом, спальнями, санузлами и близкой площадью.',
    many: 'Других объявлений этого объекта нет среди {count} объявлений этого места с тем же типом, спальнями, санузлами и близкой площадью.',
    other:
      'Других объявлений этого объекта нет среди {count} объявления этого места с тем же типом, спальнями, санузлами и близкой площадью.',
  },
  noneAtAll: 'В этом месте нет других объявлений с тем же типом, спальнями, санузлами и близкой площадью.',
  found: {
    one: 'Найдено {count} другое объявление:',
    few: 'Найдено {count} других объявления:',
    many: 'Найдено {count} других объявлений:',
    other: 'Найдено {count} другого объявления:',
  },
  more: 'У места больше таких объявлений, чем помещается на одной странице: сравнены только первые {n}.',
  lookAgain: 'Искать снова · 1 запрос',
  col: { price: 'Цена', difference: 'По сравнению с этим', agency: 'Агентство', area: 'Площадь' },
  same: 'та же цена',
  match: { photo: 'Те же фото', facts: 'Возможно: те же данные' },
  matchCol: 'Совпадение',
  open: 'Открыть объявление {id}',
  savedOn: 'Сохранённый ответ от {date}.',
};

const zh: SameUnitStrings = {
  title: '同一房源的其他广告',
  checking: '正在查找已保存的回答…',
  why: '中介常常多次发布同一房源，且各自报价不同。查找将使用 1 次请求。',
  look: '查找其他广告',
  looking: '正在查找…',
  rule: '地点、用途、类型、卧室和浴室数量相同。照片相同且面积相差不超过 2%：同一房源。照片不同（或期房广告中开发商的效果图）、面积相差不超过 0.1% 且价格相差不超过 3%：可能是同一房源。',
  none: {
    other: '在该地点类型、卧室、浴室相同且面积相近的 {count} 条广告中，没有该房源的其他广告。',
  },
  noneAtAll: '该地点没有类型、卧室、浴室相同且面积相近的其他广告。',
  found: {
    other: '找到 {count} 条其他广告：',
  },
  more: '该地点此类广告超过一页：只比较了前 {n} 条。',
  lookAgain: '重新查找 · 1 次请求',
  col: { price: '价格', difference: '与本广告相比', agency: '中介公司', area: '面积' },
  same: '价格相同',
  match: { photo: '相同照片', facts: '可能：信息相同' },
  matchCol: '匹配方式',
  open: '打开广告 {id}',
  savedOn: '已保存的回答，时间 {date}。',
};

export const SAME_UNIT_STRINGS: Readonly<Record<Lang, SameUnitStrings>> = { en, ar, ru, zh };
