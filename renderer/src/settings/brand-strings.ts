// Words of Settings → Your brand in the four languages: the fields a client report prints, and what is wrong with a
// value in the broker's words (the core's checks name the same fields in English).
import type { Lang } from '#shared/domain/lang';

const en = {
  title: 'Your brand',
  intro:
    'Client reports carry your name, registration and contact details, your agency’s logo and your photo. The images are copied into your workspace, so a report printed later or offline carries them too.',
  name: 'Name (as licensed)',
  brn: 'BRN (broker registration number)',
  agency: 'Agency',
  phone: 'Phone',
  email: 'E-mail',
  logo: 'Logo',
  photo: 'Photo',
  choose: 'Choose an image…',
  replace: 'Replace…',
  remove: 'Remove',
  none: 'None yet.',
  imageHint: 'PNG, JPEG or WebP, at most {max} KB.',
  save: 'Save brand',
  saved: 'Your brand is saved.',
  unsaved: 'Not saved yet.',
  errors: {
    name: 'Enter your name as licensed.',
    brn: 'A BRN is 3 to 10 digits, as on your RERA card.',
    phone: 'Enter a phone number: 7 to 15 digits, with + and spaces allowed.',
    email: 'Enter an e-mail address such as name@agency.ae.',
    other: 'Check this value: it is too long.',
    imageType: '“{file}” is not a PNG, JPEG or WebP image.',
    imageSize: '“{file}” is {size} KB; choose an image of at most {max} KB.',
  },
};

export type BrandStrings = typeof en;

const ar: BrandStrings = {
  title: 'علامتك',
  intro:
    'تحمل تقارير العملاء اسمك ورقم تسجيلك وبيانات الاتصال بك وشعار وكالتك وصورتك. تُنسخ الصور إلى مساحة عملك، فيحملها التقرير المطبوع لاحقًا أو دون اتصال أيضًا.',
  name: 'الاسم (كما في الترخيص)',
  brn: 'رقم تسجيل الوسيط (BRN)',
  agency: 'الوكالة',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  logo: 'الشعار',
  photo: 'الصورة',
  choose: 'اختر صورة…',
  replace: 'استبدال…',
  remove: 'إزالة',
  none: 'لا شيء بعد.',
  imageHint: 'PNG أو JPEG أو WebP، بحد أقصى {max} كيلوبايت.',
  save: 'حفظ العلامة',
  saved: 'حُفظت علامتك.',
  unsaved: 'لم تُحفظ بعد.',
  errors: {
    name: 'أدخل اسمك كما في الترخيص.',
    brn: 'رقم تسجيل الوسيط من 3 إلى 10 أرقام، كما في بطاقة ريرا.',
    phone: 'أدخل رقم هاتف: من 7 إلى 15 رقمًا، ويجوز + والمسافات.',
    email: 'أدخل بريدًا إلكترونيًا مثل name@agency.ae.',
    other: 'راجع هذه القيمة: إنها أطول من المسموح.',
    imageType: '«{file}» ليست صورة PNG أو JPEG أو WebP.',
    imageSize: 'حجم «{file}» {size} كيلوبايت؛ اختر صورة لا تزيد على {max} كيلوبايت.',
  },
};

const ru: BrandStrings = {
  title: 'Ваш бренд',
  intro:
    'Отчёты для клиентов несут ваше имя, регистрационный номер и контакты, логотип агентства и ваше фото. Изображения копируются в рабочее пространство, поэтому отчёт, напечатанный позже или офлайн, тоже их содержит.',
  name: 'Имя (как в лицензии)',
  brn: 'BRN (регистрационный номер брокера)',
  agency: 'Агентство',
  phone: 'Телефон',
  email: 'Эл. почта',
  logo: 'Логотип',
  photo: 'Фото',
  choose: 'Выбрать изображение…',
  replace: 'Заменить…',
  remove: 'Удалить',
  none: 'Пока нет.',
  imageHint: 'PNG, JPEG или WebP, не больше {max} КБ.',
  save: 'Сохранить бренд',
  saved: 'Ваш бренд сохранён.',
  unsaved: 'Ещё не сохранено.',
  errors: {
    name: 'Введите имя, как в лицензии.',
    brn: 'BRN — от 3 до 10 цифр, как на карточке RERA.',
    phone: 'Введите номер телефона: от 7 до 15 цифр, можно с + и пробелами.',
    email: 'Введите адрес эл. почты, например name@agency.ae.',
    other: 'Проверьте значение: оно слишком длинное.',
    imageType: '«{file}» — не изображение PNG, JPEG или WebP.',
    imageSize: '«{file}» весит {size} КБ; выберите изображение не больше {max} КБ.',
  },
};

const zh: BrandStrings = {
  title: '您的品牌',
  intro:
    '客户报告会印上您的姓名、注册号和联系方式、所在中介的标志以及您的照片。图片会复制到您的工作区，因此日后或离线打印的报告也带有它们。',
  name: '姓名（与执照一致）',
  brn: 'BRN（经纪人注册号）',
  agency: '中介公司',
  phone: '电话',
  email: '电子邮件',
  logo: '标志',
  photo: '照片',
  choose: '选择图片…',
  replace: '更换…',
  remove: '移除',
  none: '尚未设置。',
  imageHint: 'PNG、JPEG 或 WebP，最大 {max} KB。',
  save: '保存品牌',
  saved: '您的品牌已保存。',
  unsaved: '尚未保存。',
  errors: {
    name: '请输入与执照一致的姓名。',
    brn: 'BRN 为 3 至 10 位数字，与 RERA 卡上一致。',
    phone: '请输入电话号码：7 至 15 位数字，可带 + 和空格。',
    email: '请输入电子邮件地址，例如 name@agency.ae。',
    other: '请检查此值：它过长。',
    imageType: '“{file}”不是 PNG、JPEG 或 WebP 图片。',
    imageSize: '“{file}”为 {size} KB；请选择不超过 {max} KB 的图片。',
  },
};

export const BRAND_STRINGS: Readonly<Record<Lang, BrandStrings>> = { en, ar, ru, zh };
