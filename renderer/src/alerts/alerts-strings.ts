// Words of the Alerts view (the inbox, the rules and the form that sets one) in the four languages. Every sentence
// is whole, with its values as {placeholders}, so a translation orders them as its language needs.
import type { Lang } from '#shared/domain/lang';
import type { AlertKind, AlertTrigger } from '#shared/domain/alerts';
import type { PluralForms } from '#shared/words/plural';

interface AlertsStrings {
  title: string;
  intro: string;
  inbox: string;
  unread: PluralForms;
  showDismissed: string;
  empty: string;
  emptyNoRules: string;
  /** One day's digest: "{count} alerts" then the kinds. */
  dayTotal: PluralForms;
  kind: Record<AlertKind, string>;
  kindCount: Record<AlertKind, PluralForms>;
  titleNotRecorded: string;
  priceFrom: string;
  priceWas: string;
  priceNow: string;
  seen: string;
  byRule: string;
  open: string;
  markRead: string;
  dismiss: string;
  restore: string;
  rules: string;
  rulesIntro: string;
  noRules: string;
  readUpTo: string;
  readSince: string;
  notReadYet: string;
  notWatched: string;
  remove: string;
  removed: string;
  add: string;
  addTitle: string;
  watchedItem: string;
  noWatched: string;
  trigger: string;
  triggerName: Record<AlertTrigger, string>;
  maxPrice: string;
  maxPerSqft: string;
  perYearNote: string;
  minPercent: string;
  minAed: string;
  needsCut: string;
  badNumber: string;
  name: string;
  nameHint: string;
  added: string;
  costScheduled: string;
  costScheduledAtLeast: string;
  costByHand: string;
  rule: Record<AlertTrigger, string>;
  ruleNewUnder: string;
  ruleNewUnderPerSqft: string;
  ruleCutPercent: string;
  ruleCutAed: string;
  ruleCutBoth: string;
  ruleTxAbove: string;
  ruleTxBelow: string;
  purposeOnly: Record<'for-sale' | 'for-rent', string>;
  txLine: string;
  txBeds: PluralForms;
  txStudio: string;
  txAbove: string;
  txBelow: string;
  notifications: string;
  notificationsOn: string;
  notificationsBlocked: string;
  notificationsAsk: string;
  notificationTitle: PluralForms;
  notificationBody: string;
  failed: string;
  target: string;
  targetItem: string;
  targetPlace: string;
  place: string;
  placePurpose: string;
  purposeAny: string;
  median: string;
  medianAny: string;
  medianAbove: string;
  medianBelow: string;
  medianPercent: string;
  placeNote: string;
  needsPlace: string;
}

const en: AlertsStrings = {
  title: 'Alerts',
  intro:
    'Alerts read the snapshots of what you watch: they spend no request of their own. Each snapshot, taken by the schedule or by hand, is compared with the one before.',
  inbox: 'Inbox',
  unread: { one: '{count} unread', other: '{count} unread' },
  showDismissed: 'Show dismissed',
  empty: 'Nothing new. Alerts appear here after the next snapshot of a watched item.',
  emptyNoRules: 'No alerts are set yet: set one below.',
  dayTotal: { one: '{count} alert', other: '{count} alerts' },
  kind: {
    'new-listing': 'New listing',
    'price-cut': 'Price cut',
    'back-on-market': 'Back on the market',
    gone: 'Gone',
    'new-project': 'New project',
    'new-transaction': 'New transaction',
  },
  kindCount: {
    'new-listing': { one: '{count} new listing', other: '{count} new listings' },
    'price-cut': { one: '{count} price cut', other: '{count} price cuts' },
    'back-on-market': { one: '{count} back on the market', other: '{count} back on the market' },
    gone: { one: '{count} gone', other: '{count} gone' },
    'new-project': { one: '{count} new project', other: '{count} new projects' },
    'new-transaction': { one: '{count} new transaction', other: '{count} new transactions' },
  },
  titleNotRecorded: 'Title not recorded',
  priceFrom: '{old} → {new}',
  priceWas: 'was {price}',
  priceNow: 'asking {price}',
  seen: 'Seen {time}',
  byRule: 'Rule: {rule}',
  open: 'Open listing',
  markRead: 'Mark read',
  dismiss: 'Dismiss',
  restore: 'Restore',
  rules: 'Rules',
  rulesIntro: 'A rule tells of changes after it is set, from the next snapshot of its item.',
  noRules: 'No rules yet.',
  readUpTo: 'Read up to the snapshot of {time}',
  readSince: 'New: transactions registered after {date}',
  notReadYet: 'Waiting for the first snapshot',
  notWatched: 'No longer watched: no new snapshots will come',
  remove: 'Remove',
  removed: 'Rule removed; what it found stays in the inbox.',
  add: 'Set alert',
  addTitle: 'New alert',
  watchedItem: 'Watched item',
  noWatched: 'Watch a firm or a saved search in Portfolios first: alerts read its snapshots.',
  trigger: 'Alert on',
  triggerName: {
    'new-listings': 'New listings',
    'price-cut': 'Price cuts',
    'back-on-market': 'Listings back on the market',
    gone: 'Listings gone',
    'new-projects': 'New projects',
    'new-transactions': 'New transactions in a place',
  },
  maxPrice: 'At most (AED)',
  maxPerSqft: 'At most AED per sq ft',
  perYearNote: 'A rent is counted per year.',
  minPercent: 'A cut of at least (%)',
  minAed: 'A cut of at least (AED)',
  needsCut: 'Give the smallest cut: a percentage, AED, or both.',
  badNumber: 'Enter a number above zero.',
  name: 'Name (optional)',
  nameHint: 'Named from the item and what it watches for when left empty.',
  added: 'Alert set.',
  costScheduled:
    'The schedule snapshots it every {hours} h while the app runs: {perSnapshot} requests each, about {perMonth} a month.',
  costScheduledAtLeast:
    'The schedule snapshots it every {hours} h while the app runs: at least {perSnapshot} requests each, at least {perMonth} a month.',
  costByHand: 'The schedule is off: snapshots are taken by hand, {perSnapshot} requests each.',
  rule: {
    'new-listings': 'New listings of {item}',
    'price-cut': 'Price cuts of {item}',
    'back-on-market': 'Listings of {item} back on the market',
    gone: 'Listings of {item} gone',
    'new-projects': 'New projects of {item}',
    'new-transactions': 'New transactions in {item}',
  },
  ruleNewUnder: 'New listings of {item} at most {price}',
  ruleNewUnderPerSqft: 'New listings of {item} at most {price} per sq ft',
  ruleCutPercent: 'Price cuts of at least {percent} in {item}',
  ruleCutAed: 'Price cuts of at least {aed} in {item}',
  ruleCutBoth: 'Price cuts of at least {percent} and {aed} in {item}',
  ruleTxAbove: 'New transactions in {item} at least {percent} above the median AED per sq ft',
  ruleTxBelow: 'New transactions in {item} at least {percent} below the median AED per sq ft',
  purposeOnly: { 'for-sale': 'Sales only', 'for-rent': 'Rents only' },
  txBeds: { one: '{count} bedroom', other: '{count} bedrooms' },
  txStudio: 'Studio',
  txLine: 'Registered on {date} at {price} ({perArea})',
  txAbove: '{percent} above the median of {n} transactions in the 12 months before',
  txBelow: '{percent} below the median of {n} transactions in the 12 months before',
  notifications: 'Desktop notifications',
  notificationsOn: 'On: a notification tells of new alerts.',
  notificationsBlocked: 'Blocked by the browser: allow notifications for this page in its settings.',
  notificationsAsk: 'Allow notifications',
  notificationTitle: { one: 'Aqar Lens: {count} new alert', other: 'Aqar Lens: {count} new alerts' },
  notificationBody: 'Open Alerts to read them.',
  failed: 'The alerts could not be read.',
  target: 'Watch',
  targetItem: 'A watched item’s listings',
  targetPlace: 'A place’s new transactions',
  place: 'Place',
  placePurpose: 'Transactions',
  purposeAny: 'Sales and rents',
  median: 'Against the median AED per sq ft',
  medianAny: 'Any price',
  medianAbove: 'At least this far above',
  medianBelow: 'At least this far below',
  medianPercent: 'By (%)',
  placeNote:
    'It reads the transactions that market loads store for the place, registered after those stored now, and spends no request of its own. The median is of the 12 months before each, from at least 5.',
  needsPlace: 'Pick a place.',
};

const ar: AlertsStrings = {
  title: 'التنبيهات',
  intro:
    'تقرأ التنبيهات لقطات ما تتابعه ولا تنفق أي طلب من عندها. تُقارن كل لقطة، سواء التقطها الجدول أو التقطتها يدويًا، بالتي قبلها.',
  inbox: 'صندوق الوارد',
  unread: {
    zero: 'لا شيء غير مقروء',
    one: 'تنبيه واحد غير مقروء',
    two: 'تنبيهان غير مقروءين',
    few: '{count} تنبيهات غير مقروءة',
    many: '{count} تنبيهًا غير مقروء',
    other: '{count} تنبيه غير مقروء',
  },
  showDismissed: 'إظهار المُستبعدة',
  empty: 'لا جديد. تظهر التنبيهات هنا بعد اللقطة التالية لعنصر متابَع.',
  emptyNoRules: 'لم يُضبط أي تنبيه بعد: اضبط واحدًا أدناه.',
  dayTotal: {
    one: 'تنبيه واحد',
    two: 'تنبيهان',
    few: '{count} تنبيهات',
    many: '{count} تنبيهًا',
    other: '{count} تنبيه',
  },
  kind: {
    'new-listing': 'إعلان جديد',
    'price-cut': 'خفض السعر',
    'back-on-market': 'عاد إلى السوق',
    gone: 'أُزيل',
    'new-project': 'مشروع جديد',
    'new-transaction': 'صفقة جديدة',
  },
  kindCount: {
    'new-listing': {
      one: 'إعلان جديد واحد',
      two: 'إعلانان جديدان',
      few: '{count} إعلانات جديدة',
      many: '{count} إعلانًا جديدًا',
      other: '{count} إعلان جديد',
    },
    'price-cut': {
      one: 'خفض سعر واحد',
      two: 'خفضان للسعر',
      few: '{count} تخفيضات للسعر',
      many: '{count} تخفيضًا للسعر',
      other: '{count} تخفيض للسعر',
    },
    'back-on-market': {
      one: 'إعلان واحد عاد إلى السوق',
      two: 'إعلانان عادا إلى السوق',
      few: '{count} إعلانات عادت إلى السوق',
      many: '{count} إعلانًا عاد إلى السوق',
      other: '{count} إعلان عاد إلى السوق',
    },
    gone: {
      one: 'إعلان واحد أُزيل',
      two: 'إعلانان أُزيلا',
      few: '{count} إعلانات أُزيلت',
      many: '{count} إعلانًا أُزيل',
      other: '{count} إعلان أُزيل',
    },
    'new-project': {
      one: 'مشروع جديد واحد',
      two: 'مشروعان جديدان',
      few: '{count} مشاريع جديدة',
      many: '{count} مشروعًا جديدًا',
      other: '{count} مشروع جديد',
    },
    'new-transaction': {
      one: 'صفقة جديدة واحدة',
      two: 'صفقتان جديدتان',
      few: '{count} صفقات جديدة',
      many: '{count} صفقة جديدة',
      other: '{count} صفقة جديدة',
    },
  },
  titleNotRecorded: 'العنوان غير مسجل',
  priceFrom: '{old} ← {new}',
  priceWas: 'كان {price}',
  priceNow: 'المطلوب {price}',
  seen: 'رُصد {time}',
  byRule: 'القاعدة: {rule}',
  open: 'فتح الإعلان',
  markRead: 'تعليم كمقروء',
  dismiss: 'استبعاد',
  restore: 'استعادة',
  rules: 'القواعد',
  rulesIntro: 'تُبلغ القاعدة بالتغييرات التي تحدث بعد ضبطها، بدءًا من اللقطة التالية لعنصرها.',
  noRules: 'لا قواعد بعد.',
  readUpTo: 'قُرئت حتى لقطة {time}',
  readSince: 'الجديد: الصفقات المسجلة بعد {date}',
  notReadYet: 'بانتظار اللقطة الأولى',
  notWatched: 'لم يعد متابَعًا: لن تأتي لقطات جديدة',
  remove: 'إزالة',
  removed: 'أُزيلت القاعدة؛ ويبقى ما وجدته في صندوق الوارد.',
  add: 'ضبط التنبيه',
  addTitle: 'تنبيه جديد',
  watchedItem: 'العنصر المتابَع',
  noWatched: 'تابِع شركة أو بحثًا محفوظًا في المحافظ أولًا: تقرأ التنبيهات لقطاته.',
  trigger: 'التنبيه عند',
  triggerName: {
    'new-listings': 'إعلانات جديدة',
    'price-cut': 'تخفيضات الأسعار',
    'back-on-market': 'إعلانات عادت إلى السوق',
    gone: 'إعلانات أُزيلت',
    'new-projects': 'مشاريع جديدة',
    'new-transactions': 'صفقات جديدة في منطقة',
  },
  maxPrice: 'بحد أقصى (درهم)',
  maxPerSqft: 'بحد أقصى للدرهم لكل قدم مربعة',
  perYearNote: 'يُحسب الإيجار سنويًا.',
  minPercent: 'خفض لا يقل عن (%)',
  minAed: 'خفض لا يقل عن (درهم)',
  needsCut: 'أدخل أصغر خفض: نسبة مئوية أو مبلغًا بالدرهم أو كليهما.',
  badNumber: 'أدخل رقمًا أكبر من صفر.',
  name: 'الاسم (اختياري)',
  nameHint: 'إذا تُرك فارغًا سُمّي باسم العنصر وما يُنبَّه عليه.',
  added: 'ضُبط التنبيه.',
  costScheduled:
    'يلتقط الجدول لقطة له كل {hours} ساعة ما دام التطبيق يعمل: {perSnapshot} طلبًا لكل لقطة، أي نحو {perMonth} في الشهر.',
  costScheduledAtLeast:
    'يلتقط الجدول لقطة له كل {hours} ساعة ما دام التطبيق يعمل: {perSnapshot} طلبًا على الأقل لكل لقطة، أي {perMonth} على الأقل في الشهر.',
  costByHand: 'الجدول متوقف: تُلتقط اللقطات يدويًا، {perSnapshot} طلبًا لكل لقطة.',
  rule: {
    'new-listings': 'إعلانات جديدة لدى {item}',
    'price-cut': 'تخفيضات الأسعار لدى {item}',
    'back-on-market': 'إعلانات {item} العائدة إلى السوق',
    gone: 'إعلانات {item} التي أُزيلت',
    'new-projects': 'مشاريع {item} الجديدة',
    'new-transactions': 'صفقات جديدة في {item}',
  },
  ruleNewUnder: 'إعلانات جديدة لدى {item} بحد أقصى {price}',
  ruleNewUnderPerSqft: 'إعلانات جديدة لدى {item} بحد أقصى {price} لكل قدم مربعة',
  ruleCutPercent: 'تخفيضات الأسعار بنسبة {percent} على الأقل لدى {item}',
  ruleCutAed: 'تخفيضات الأسعار بمبلغ {aed} على الأقل لدى {item}',
  ruleCutBoth: 'تخفيضات الأسعار بنسبة {percent} ومبلغ {aed} على الأقل لدى {item}',
  ruleTxAbove: 'صفقات جديدة في {item} تزيد {percent} على الأقل عن وسيط الدرهم لكل قدم مربعة',
  ruleTxBelow: 'صفقات جديدة في {item} تقل {percent} على الأقل عن وسيط الدرهم لكل قدم مربعة',
  purposeOnly: { 'for-sale': 'البيع فقط', 'for-rent': 'الإيجار فقط' },
  txBeds: {
    one: 'غرفة نوم واحدة',
    two: 'غرفتا نوم',
    few: '{count} غرف نوم',
    many: '{count} غرفة نوم',
    other: '{count} غرفة نوم',
  },
  txStudio: 'استوديو',
  txLine: 'سُجّلت في {date} بمبلغ {price} ({perArea})',
  txAbove: 'أعلى بنسبة {percent} من وسيط {n} صفقة في الأشهر الاثني عشر السابقة',
  txBelow: 'أدنى بنسبة {percent} من وسيط {n} صفقة في الأشهر الاثني عشر السابقة',
  notifications: 'إشعارات سطح المكتب',
  notificationsOn: 'مفعّلة: يُعلمك إشعار بالتنبيهات الجديدة.',
  notificationsBlocked: 'حظرها المتصفح: اسمح بالإشعارات لهذه الصفحة في إعداداته.',
  notificationsAsk: 'السماح بالإشعارات',
  notificationTitle: {
    one: 'عقار لنس: تنبيه جديد',
    two: 'عقار لنس: تنبيهان جديدان',
    few: 'عقار لنس: {count} تنبيهات جديدة',
    many: 'عقار لنس: {count} تنبيهًا جديدًا',
    other: 'عقار لنس: {count} تنبيه جديد',
  },
  notificationBody: 'افتح التنبيهات لقراءتها.',
  failed: 'تعذّرت قراءة التنبيهات.',
  target: 'المتابعة',
  targetItem: 'إعلانات عنصر متابَع',
  targetPlace: 'صفقات جديدة في منطقة',
  place: 'المنطقة',
  placePurpose: 'الصفقات',
  purposeAny: 'البيع والإيجار',
  median: 'مقارنةً بوسيط الدرهم لكل قدم مربعة',
  medianAny: 'أي سعر',
  medianAbove: 'أعلى منه بما لا يقل عن',
  medianBelow: 'أدنى منه بما لا يقل عن',
  medianPercent: 'بنسبة (%)',
  placeNote:
    'يقرأ الصفقات التي تخزّنها عمليات تحميل السوق لهذه المنطقة، المسجلة بعد ما هو مخزَّن الآن، ولا ينفق أي طلب من عنده. الوسيط من الأشهر الاثني عشر السابقة لكل صفقة، ومن خمس صفقات على الأقل.',
  needsPlace: 'اختر منطقة.',
};

const ru: AlertsStrings = {
  title: 'Оповещения',
  intro:
    'Оповещения читают снимки того, за чем вы следите, и не тратят собственных запросов. Каждый снимок, по расписанию или вручную, сравнивается с предыдущим.',
  inbox: 'Входящие',
  unread: {
    one: '{count} непрочитанное',
    few: '{count} непрочитанных',
    many: '{count} непрочитанных',
    other: '{count} непрочитанного',
  },
  showDismissed: 'Показать скрытые',
  empty: 'Нового нет. Оповещения появятся здесь после следующего снимка отслеживаемого объекта.',
  emptyNoRules: 'Оповещения ещё не заданы: задайте ниже.',
  dayTotal: {
    one: '{count} оповещение',
    few: '{count} оповещения',
    many: '{count} оповещений',
    other: '{count} оповещения',
  },
  kind: {
    'new-listing': 'Новое объявление',
    'price-cut': 'Снижение цены',
    'back-on-market': 'Снова на рынке',
    gone: 'Снято',
    'new-project': 'Новый проект',
    'new-transaction': 'Новая сделка',
  },
  kindCount: {
    'new-listing': {
      one: '{count} новое объявление',
      few: '{count} новых объявления',
      many: '{count} новых объявлений',
      other: '{count} новых объявления',
    },
    'price-cut': {
      one: '{count} снижение цены',
      few: '{count} снижения цены',
      many: '{count} снижений цены',
      other: '{count} снижения цены',
    },
    'back-on-market': {
      one: '{count} снова на рынке',
      few: '{count} снова на рынке',
      many: '{count} снова на рынке',
      other: '{count} снова на рынке',
    },
    gone: { one: '{count} снято', few: '{count} снято', many: '{count} снято', other: '{count} снято' },
    'new-project': {
      one: '{count} новый проект',
      few: '{count} новых проекта',
      many: '{count} новых проектов',
      other: '{count} новых проекта',
    },
    'new-transaction': {
      one: '{count} новая сделка',
      few: '{count} новые сделки',
      many: '{count} новых сделок',
      other: '{count} новой сделки',
    },
  },
  titleNotRecorded: 'Заголовок не записан',
  priceFrom: '{old} → {new}',
  priceWas: 'было {price}',
  priceNow: 'цена {price}',
  seen: 'Замечено {time}',
  byRule: 'Правило: {rule}',
  open: 'Открыть объявление',
  markRead: 'Прочитано',
  dismiss: 'Скрыть',
  restore: 'Вернуть',
  rules: 'Правила',
  rulesIntro: 'Правило сообщает об изменениях после его создания, начиная со следующего снимка объекта.',
  noRules: 'Правил пока нет.',
  readUpTo: 'Прочитано до снимка от {time}',
  readSince: 'Новые: сделки, зарегистрированные после {date}',
  notReadYet: 'Ждёт первого снимка',
  notWatched: 'Больше не отслеживается: новых снимков не будет',
  remove: 'Удалить',
  removed: 'Правило удалено; найденное остаётся во входящих.',
  add: 'Задать оповещение',
  addTitle: 'Новое оповещение',
  watchedItem: 'Отслеживаемый объект',
  noWatched: 'Сначала отслеживайте компанию или сохранённый поиск в «Портфелях»: оповещения читают их снимки.',
  trigger: 'Оповещать о',
  triggerName: {
    'new-listings': 'Новых объявлениях',
    'price-cut': 'Снижении цен',
    'back-on-market': 'Объявлениях, вернувшихся на рынок',
    gone: 'Снятых объявлениях',
    'new-projects': 'Новых проектах',
    'new-transactions': 'Новых сделках в районе',
  },
  maxPrice: 'Не дороже (AED)',
  maxPerSqft: 'Не дороже AED за кв. фут',
  perYearNote: 'Аренда считается за год.',
  minPercent: 'Снижение не меньше (%)',
  minAed: 'Снижение не меньше (AED)',
  needsCut: 'Укажите наименьшее снижение: в процентах, в AED или и то и другое.',
  badNumber: 'Введите число больше нуля.',
  name: 'Название (необязательно)',
  nameHint: 'Если оставить пустым, название составится из объекта и того, о чём оповещать.',
  added: 'Оповещение задано.',
  costScheduled:
    'Расписание снимает его каждые {hours} ч, пока приложение работает: {perSnapshot} запросов за снимок, около {perMonth} в месяц.',
  costScheduledAtLeast:
    'Расписание снимает его каждые {hours} ч, пока приложение работает: не меньше {perSnapshot} запросов за снимок, не меньше {perMonth} в месяц.',
  costByHand: 'Расписание выключено: снимки делаются вручную, {perSnapshot} запросов каждый.',
  rule: {
    'new-listings': 'Новые объявления: {item}',
    'price-cut': 'Снижения цен: {item}',
    'back-on-market': 'Снова на рынке: {item}',
    gone: 'Снятые объявления: {item}',
    'new-projects': 'Новые проекты: {item}',
    'new-transactions': 'Новые сделки: {item}',
  },
  ruleNewUnder: 'Новые объявления: {item}, не дороже {price}',
  ruleNewUnderPerSqft: 'Новые объявления: {item}, не дороже {price} за кв. фут',
  ruleCutPercent: 'Снижения цен не меньше {percent}: {item}',
  ruleCutAed: 'Снижения цен не меньше {aed}: {item}',
  ruleCutBoth: 'Снижения цен не меньше {percent} и {aed}: {item}',
  ruleTxAbove: 'Новые сделки: {item}, не меньше чем на {percent} выше медианы AED за кв. фут',
  ruleTxBelow: 'Новые сделки: {item}, не меньше чем на {percent} ниже медианы AED за кв. фут',
  purposeOnly: { 'for-sale': 'Только продажи', 'for-rent': 'Только аренда' },
  txBeds: { one: '{count} спальня', few: '{count} спальни', many: '{count} спален', other: '{count} спальни' },
  txStudio: 'Студия',
  txLine: 'Зарегистрирована {date} за {price} ({perArea})',
  txAbove: 'На {percent} выше медианы {n} сделок за предыдущие 12 месяцев',
  txBelow: 'На {percent} ниже медианы {n} сделок за предыдущие 12 месяцев',
  notifications: 'Уведомления на рабочем столе',
  notificationsOn: 'Включены: уведомление сообщит о новых оповещениях.',
  notificationsBlocked: 'Заблокированы браузером: разрешите уведомления для этой страницы в его настройках.',
  notificationsAsk: 'Разрешить уведомления',
  notificationTitle: {
    one: 'Aqar Lens: {count} новое оповещение',
    few: 'Aqar Lens: {count} новых оповещения',
    many: 'Aqar Lens: {count} новых оповещений',
    other: 'Aqar Lens: {count} новых оповещения',
  },
  notificationBody: 'Откройте «Оповещения», чтобы прочитать.',
  failed: 'Не удалось прочитать оповещения.',
  target: 'Следить за',
  targetItem: 'Объявлениями отслеживаемого объекта',
  targetPlace: 'Новыми сделками в районе',
  place: 'Район',
  placePurpose: 'Сделки',
  purposeAny: 'Продажи и аренда',
  median: 'Относительно медианы AED за кв. фут',
  medianAny: 'Любая цена',
  medianAbove: 'Выше не меньше чем на',
  medianBelow: 'Ниже не меньше чем на',
  medianPercent: 'На (%)',
  placeNote:
    'Читает сделки, которые загрузки рынка сохраняют для района, зарегистрированные после уже сохранённых, и не тратит собственных запросов. Медиана — за 12 месяцев до каждой сделки, не меньше чем из 5.',
  needsPlace: 'Выберите район.',
};

const zh: AlertsStrings = {
  title: '提醒',
  intro: '提醒读取您所关注对象的快照，不会自行消耗请求。每次快照（按计划或手动）都会与上一次比较。',
  inbox: '收件箱',
  unread: { other: '{count} 条未读' },
  showDismissed: '显示已忽略',
  empty: '暂无新内容。关注对象下次快照后，提醒会显示在这里。',
  emptyNoRules: '尚未设置提醒：请在下方设置。',
  dayTotal: { other: '{count} 条提醒' },
  kind: {
    'new-listing': '新房源',
    'price-cut': '降价',
    'back-on-market': '重新上市',
    gone: '已下架',
    'new-project': '新项目',
    'new-transaction': '新成交',
  },
  kindCount: {
    'new-listing': { other: '{count} 个新房源' },
    'price-cut': { other: '{count} 次降价' },
    'back-on-market': { other: '{count} 个重新上市' },
    gone: { other: '{count} 个已下架' },
    'new-project': { other: '{count} 个新项目' },
    'new-transaction': { other: '{count} 笔新成交' },
  },
  titleNotRecorded: '未记录标题',
  priceFrom: '{old} → {new}',
  priceWas: '原价 {price}',
  priceNow: '要价 {price}',
  seen: '发现于 {time}',
  byRule: '规则：{rule}',
  open: '打开房源',
  markRead: '标为已读',
  dismiss: '忽略',
  restore: '恢复',
  rules: '规则',
  rulesIntro: '规则只报告设置之后的变化，从其对象的下一次快照开始。',
  noRules: '暂无规则。',
  readUpTo: '已读至 {time} 的快照',
  readSince: '新成交：{date} 之后登记的成交',
  notReadYet: '等待第一次快照',
  notWatched: '已不再关注：不会再有新快照',
  remove: '删除',
  removed: '规则已删除；其发现的内容仍保留在收件箱中。',
  add: '设置提醒',
  addTitle: '新提醒',
  watchedItem: '关注对象',
  noWatched: '请先在"投资组合"中关注一家公司或一个已保存的搜索：提醒读取其快照。',
  trigger: '提醒内容',
  triggerName: {
    'new-listings': '新房源',
    'price-cut': '降价',
    'back-on-market': '重新上市的房源',
    gone: '已下架的房源',
    'new-projects': '新项目',
    'new-transactions': '某地区的新成交',
  },
  maxPrice: '最高（迪拉姆）',
  maxPerSqft: '每平方英尺最高（迪拉姆）',
  perYearNote: '租金按年计算。',
  minPercent: '降幅至少（%）',
  minAed: '降幅至少（迪拉姆）',
  needsCut: '请填写最小降幅：百分比、迪拉姆或两者。',
  badNumber: '请输入大于零的数字。',
  name: '名称（可选）',
  nameHint: '留空时按对象和提醒内容命名。',
  added: '提醒已设置。',
  costScheduled: '应用运行时，计划每 {hours} 小时为其快照一次：每次 {perSnapshot} 个请求，每月约 {perMonth} 个。',
  costScheduledAtLeast:
    '应用运行时，计划每 {hours} 小时为其快照一次：每次至少 {perSnapshot} 个请求，每月至少 {perMonth} 个。',
  costByHand: '计划已关闭：快照需手动进行，每次 {perSnapshot} 个请求。',
  rule: {
    'new-listings': '{item} 的新房源',
    'price-cut': '{item} 的降价',
    'back-on-market': '{item} 重新上市的房源',
    gone: '{item} 已下架的房源',
    'new-projects': '{item} 的新项目',
    'new-transactions': '{item} 的新成交',
  },
  ruleNewUnder: '{item} 的新房源，最高 {price}',
  ruleNewUnderPerSqft: '{item} 的新房源，每平方英尺最高 {price}',
  ruleCutPercent: '{item} 降幅至少 {percent} 的降价',
  ruleCutAed: '{item} 降幅至少 {aed} 的降价',
  ruleCutBoth: '{item} 降幅至少 {percent} 且 {aed} 的降价',
  ruleTxAbove: '{item} 的新成交，每平方英尺价格至少高于中位数 {percent}',
  ruleTxBelow: '{item} 的新成交，每平方英尺价格至少低于中位数 {percent}',
  purposeOnly: { 'for-sale': '仅买卖', 'for-rent': '仅租赁' },
  txBeds: { other: '{count} 间卧室' },
  txStudio: '开间',
  txLine: '{date} 登记，成交价 {price}（{perArea}）',
  txAbove: '比前 12 个月 {n} 笔成交的中位数高 {percent}',
  txBelow: '比前 12 个月 {n} 笔成交的中位数低 {percent}',
  notifications: '桌面通知',
  notificationsOn: '已开启：有新提醒时会通知您。',
  notificationsBlocked: '已被浏览器阻止：请在浏览器设置中允许此页面的通知。',
  notificationsAsk: '允许通知',
  notificationTitle: { other: 'Aqar Lens：{count} 条新提醒' },
  notificationBody: '打开"提醒"查看。',
  failed: '无法读取提醒。',
  target: '关注',
  targetItem: '关注对象的房源',
  targetPlace: '某地区的新成交',
  place: '地区',
  placePurpose: '成交',
  purposeAny: '买卖和租赁',
  median: '相对每平方英尺价格中位数',
  medianAny: '任何价格',
  medianAbove: '至少高出',
  medianBelow: '至少低于',
  medianPercent: '幅度（%）',
  placeNote:
    '读取市场加载为该地区存储的、在当前已存储成交之后登记的成交，不会自行消耗请求。中位数取每笔成交前 12 个月、至少 5 笔成交。',
  needsPlace: '请选择地区。',
};

export const ALERTS_STRINGS: Readonly<Record<Lang, AlertsStrings>> = { en, ar, ru, zh };
export type { AlertsStrings };
