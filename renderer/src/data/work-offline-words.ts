// The name of the "Work offline" switch in the interface languages: one name wherever the switch is shown (the status
// bar, Settings) or pointed to (the error that says to switch it off). Arabic had two names for it.
import type { Lang } from '#shared/domain/lang';

export const WORK_OFFLINE_NAME: Readonly<Record<Lang, string>> = {
  en: 'Work offline',
  ar: 'العمل دون اتصال',
  ru: 'Работать офлайн',
  zh: '离线工作',
  hi: 'ऑफ़लाइन काम करें',
};
