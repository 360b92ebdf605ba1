// Strings of the notice tray in the four languages.
import type { Lang } from '#shared/domain/lang';
import type { NoticeLevel } from './notice-store';

interface NoticeStrings {
  region: string;
  dismiss: string;
  details: string;
  level: Record<NoticeLevel, string>;
}

export const NOTICE_STRINGS: Readonly<Record<Lang, NoticeStrings>> = {
  en: {
    region: 'Notices',
    dismiss: 'Dismiss',
    details: 'Details',
    level: { error: 'Error', warning: 'Warning', info: 'Note', success: 'Done' },
  },
  ar: {
    region: 'التنبيهات',
    dismiss: 'إغلاق',
    details: 'التفاصيل',
    level: { error: 'خطأ', warning: 'تحذير', info: 'ملاحظة', success: 'تم' },
  },
  ru: {
    region: 'Уведомления',
    dismiss: 'Закрыть',
    details: 'Подробности',
    level: { error: 'Ошибка', warning: 'Предупреждение', info: 'Примечание', success: 'Готово' },
  },
  zh: {
    region: '通知',
    dismiss: '关闭',
    details: '详细信息',
    level: { error: '错误', warning: '警告', info: '提示', success: '完成' },
  },
};
