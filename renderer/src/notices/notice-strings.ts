// Strings of the notice tray in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';
import type { NoticeLevel } from './notice-store';

interface NoticeStrings {
  region: string;
  dismiss: string;
  details: string;
  level: Record<NoticeLevel, string>;
  /** Opens the notices folded away: `{count}` of them. */
  more: PluralForms;
  /** Folds them again. */
  fewer: string;
}

export const NOTICE_STRINGS: Readonly<Record<Lang, NoticeStrings>> = {
  en: {
    region: 'Notices',
    dismiss: 'Dismiss',
    details: 'Details',
    level: { error: 'Error', warning: 'Warning', info: 'Note', success: 'Done' },
    more: { one: 'Show {count} more notice', other: 'Show {count} more notices' },
    fewer: 'Show only the newest notices',
  },
  ar: {
    region: 'التنبيهات',
    dismiss: 'إغلاق',
    details: 'التفاصيل',
    level: { error: 'خطأ', warning: 'تحذير', info: 'ملاحظة', success: 'تم' },
    more: {
      one: 'إظهار تنبيه آخر',
      two: 'إظهار تنبيهين آخرين',
      few: 'إظهار {count} تنبيهات أخرى',
      many: 'إظهار {count} تنبيهًا آخر',
      other: 'إظهار {count} تنبيه آخر',
    },
    fewer: 'إظهار أحدث التنبيهات فقط',
  },
  ru: {
    region: 'Уведомления',
    dismiss: 'Закрыть',
    details: 'Подробности',
    level: { error: 'Ошибка', warning: 'Предупреждение', info: 'Примечание', success: 'Готово' },
    more: {
      one: 'Показать ещё {count} уведомление',
      few: 'Показать ещё {count} уведомления',
      many: 'Показать ещё {count} уведомлений',
      other: 'Показать ещё {count} уведомления',
    },
    fewer: 'Показать только последние уведомления',
  },
  zh: {
    region: '通知',
    dismiss: '关闭',
    details: '详细信息',
    level: { error: '错误', warning: '警告', info: '提示', success: '完成' },
    more: { other: '显示其余 {count} 条通知' },
    fewer: '只显示最新的通知',
  },
};
