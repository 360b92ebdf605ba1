// Connection states of the status bar beyond online and offline, in the four languages.
import type { Lang } from '#shared/domain/lang';

export const STATUS_STRINGS: Readonly<Record<Lang, { keyRefused: string; quotaUsed: string; failing: string }>> = {
  en: { keyRefused: 'Key refused', quotaUsed: 'Quota used up', failing: 'Service failing' },
  ar: { keyRefused: 'المفتاح مرفوض', quotaUsed: 'نفدت الحصة', failing: 'الخدمة متعطلة' },
  ru: { keyRefused: 'Ключ отклонён', quotaUsed: 'Квота исчерпана', failing: 'Сбой сервиса' },
  zh: { keyRefused: '密钥被拒绝', quotaUsed: '配额已用完', failing: '服务故障' },
};
