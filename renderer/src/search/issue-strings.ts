// The validation messages of the search forms in the four interface languages. Each names its field by the label
// the form shows ({field}); {example} is a value that fits that field (1,200 for an area, 1,500,000 for a price).
import type { Lang } from '#shared/domain/lang';

const en = {
  number: '{field} must be a number.',
  numberExample: '{field} must be a number, such as {example}.',
  whole: '{field} must be a whole number.',
  wholeExample: '{field} must be a whole number, such as {example}.',
  atLeast: '{field} must be {min} or more.',
  moreThan: '{field} must be more than {min}.',
  atMost: '{field} must be {max} or less.',
  empty: 'Type something in {field}.',
  choose: 'Choose one of the values offered for {field}.',
  chooseOne: 'Choose at least one value for {field}.',
  moreThanMax: '{field} is more than {other} ({value}).',
  rentOnly: '{field} applies to rentals only.',
  notFilter: 'This search has no {field} filter.',
  invalid: 'The value of {field} is not accepted.',
  tooLong: '{field} takes at most {max} characters.',
  formInvalid: 'These search settings are not accepted.',
};

export type IssueStrings = typeof en;

const ar: IssueStrings = {
  number: 'يجب أن تكون قيمة {field} رقمًا.',
  numberExample: 'يجب أن تكون قيمة {field} رقمًا، مثل {example}.',
  whole: 'يجب أن تكون قيمة {field} عددًا صحيحًا.',
  wholeExample: 'يجب أن تكون قيمة {field} عددًا صحيحًا، مثل {example}.',
  atLeast: 'يجب أن تكون قيمة {field} {min} أو أكثر.',
  moreThan: 'يجب أن تكون قيمة {field} أكبر من {min}.',
  atMost: 'يجب أن تكون قيمة {field} {max} أو أقل.',
  empty: 'اكتب شيئًا في {field}.',
  choose: 'اختر إحدى القيم المعروضة لـ{field}.',
  chooseOne: 'اختر قيمة واحدة على الأقل لـ{field}.',
  moreThanMax: '{field} أكبر من {other} ({value}).',
  rentOnly: '{field} ينطبق على الإيجار فقط.',
  notFilter: 'لا يوجد عامل التصفية {field} في هذا البحث.',
  invalid: 'قيمة {field} غير مقبولة.',
  tooLong: 'استخدم {max} حرفًا على الأكثر في {field}.',
  formInvalid: 'إعدادات البحث هذه غير مقبولة.',
};

const ru: IssueStrings = {
  number: 'В поле «{field}» введите число.',
  numberExample: 'В поле «{field}» введите число, например {example}.',
  whole: 'В поле «{field}» введите целое число.',
  wholeExample: 'В поле «{field}» введите целое число, например {example}.',
  atLeast: 'В поле «{field}» введите {min} или больше.',
  moreThan: 'В поле «{field}» введите число больше {min}.',
  atMost: 'В поле «{field}» введите {max} или меньше.',
  empty: 'Заполните поле «{field}».',
  choose: 'В поле «{field}» выберите одно из предложенных значений.',
  chooseOne: 'В поле «{field}» выберите хотя бы одно значение.',
  moreThanMax: '«{field}» больше, чем «{other}» ({value}).',
  rentOnly: 'Поле «{field}» — только для аренды.',
  notFilter: 'В этом поиске нет фильтра «{field}».',
  invalid: 'Значение поля «{field}» не подходит.',
  tooLong: 'В поле «{field}» не больше {max} символов.',
  formInvalid: 'Эти параметры поиска не подходят.',
};

const zh: IssueStrings = {
  number: '请在“{field}”中输入数字。',
  numberExample: '请在“{field}”中输入数字，例如 {example}。',
  whole: '请在“{field}”中输入整数。',
  wholeExample: '请在“{field}”中输入整数，例如 {example}。',
  atLeast: '“{field}”须为 {min} 或更大。',
  moreThan: '“{field}”须大于 {min}。',
  atMost: '“{field}”须为 {max} 或更小。',
  empty: '请填写“{field}”。',
  choose: '请为“{field}”选择给出的值之一。',
  chooseOne: '请为“{field}”至少选择一项。',
  moreThanMax: '“{field}”大于“{other}”（{value}）。',
  rentOnly: '“{field}”仅适用于租赁。',
  notFilter: '此搜索没有“{field}”筛选条件。',
  invalid: '不接受“{field}”的值。',
  tooLong: '“{field}”最多 {max} 个字符。',
  formInvalid: '不接受这些搜索设置。',
};

export const ISSUE_STRINGS: Readonly<Record<Lang, IssueStrings>> = { en, ar, ru, zh };
