// The warning an answer carries when it was paid for but could not be saved to the offline cache (a full disk, a
// read-only cache, a cache locked by another program): it is shown all the same and kept until the app closes. In
// the language of the window that asked (the CLI's is English).
import type { StorageDetail } from '#shared/errors';
import type { Lang } from '#shared/domain/lang';
import { formatBytes } from '#shared/format/intl';
import { fill, type Translated } from '#shared/words/translated';

const WORDS: Readonly<Record<StorageDetail['reason'] | 'other', Translated>> = {
  'disk-full': {
    en: 'This answer could not be saved to the offline cache: the disk holding {path} is full ({free} free). It is shown, and kept until Aqar Lens closes; free some space so that answers are saved again.',
    ar: 'تعذّر حفظ هذه الإجابة في ذاكرة العمل دون اتصال: القرص الذي يحمل {path} ممتلئ (المساحة الحرة {free}). تُعرض الإجابة وتبقى حتى إغلاق Aqar Lens؛ حرّر بعض المساحة ليعود حفظ الإجابات.',
    ru: 'Этот ответ не удалось сохранить в офлайн-кэш: диск, на котором находится {path}, заполнен (свободно {free}). Ответ показан и хранится до закрытия Aqar Lens; освободите место, чтобы ответы снова сохранялись.',
    zh: '无法将此结果保存到离线缓存：{path} 所在的磁盘已满（剩余 {free}）。结果已显示，并保留到 Aqar Lens 关闭；请释放一些空间，以便再次保存结果。',
  },
  'read-only': {
    en: 'This answer could not be saved to the offline cache: {path} is read-only. It is shown, and kept until Aqar Lens closes.',
    ar: 'تعذّر حفظ هذه الإجابة في ذاكرة العمل دون اتصال: {path} للقراءة فقط. تُعرض الإجابة وتبقى حتى إغلاق Aqar Lens.',
    ru: 'Этот ответ не удалось сохранить в офлайн-кэш: {path} доступен только для чтения. Ответ показан и хранится до закрытия Aqar Lens.',
    zh: '无法将此结果保存到离线缓存：{path} 为只读。结果已显示，并保留到 Aqar Lens 关闭。',
  },
  locked: {
    en: 'This answer could not be saved to the offline cache: the cache ({path}) is locked by another program. It is shown, and kept until Aqar Lens closes.',
    ar: 'تعذّر حفظ هذه الإجابة في ذاكرة العمل دون اتصال: ذاكرة العمل ({path}) مقفلة من برنامج آخر. تُعرض الإجابة وتبقى حتى إغلاق Aqar Lens.',
    ru: 'Этот ответ не удалось сохранить в офлайн-кэш: кэш ({path}) заблокирован другой программой. Ответ показан и хранится до закрытия Aqar Lens.',
    zh: '无法将此结果保存到离线缓存：缓存（{path}）被另一个程序锁定。结果已显示，并保留到 Aqar Lens 关闭。',
  },
  'newer-version': {
    en: 'This answer could not be saved to the offline cache, which a newer Aqar Lens made. It is shown, and kept until Aqar Lens closes.',
    ar: 'تعذّر حفظ هذه الإجابة في ذاكرة العمل دون اتصال التي أنشأها إصدار أحدث من Aqar Lens. تُعرض الإجابة وتبقى حتى إغلاق Aqar Lens.',
    ru: 'Этот ответ не удалось сохранить в офлайн-кэш, созданный более новой версией Aqar Lens. Ответ показан и хранится до закрытия Aqar Lens.',
    zh: '无法将此结果保存到由较新版本 Aqar Lens 创建的离线缓存中。结果已显示，并保留到 Aqar Lens 关闭。',
  },
  other: {
    en: 'This answer could not be saved to the offline cache ({message}). It is shown, and kept until Aqar Lens closes.',
    ar: 'تعذّر حفظ هذه الإجابة في ذاكرة العمل دون اتصال ({message}). تُعرض الإجابة وتبقى حتى إغلاق Aqar Lens.',
    ru: 'Этот ответ не удалось сохранить в офлайн-кэш ({message}). Ответ показан и хранится до закрытия Aqar Lens.',
    zh: '无法将此结果保存到离线缓存（{message}）。结果已显示，并保留到 Aqar Lens 关闭。',
  },
};

/** The warning for an answer the cache could not take; `detail` null when the failure was not a storage one. */
export function notSavedWarning(detail: StorageDetail | null, message: string, lang: Lang = 'en'): string {
  if (!detail) return fill(WORDS.other[lang], { message });
  const free = detail.freeBytes === null || detail.freeBytes === undefined ? '?' : formatBytes(detail.freeBytes, lang);
  // Paths are isolated so that a Latin path keeps its order inside an Arabic sentence.
  const path = lang === 'ar' ? `\u2068${detail.path}\u2069` : detail.path;
  return fill(WORDS[detail.reason][lang], { path, free });
}
