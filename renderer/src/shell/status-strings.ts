// Connection states of the status bar beyond online and offline, in the four languages.
import type { Lang } from '#shared/domain/lang';
import { WORK_OFFLINE_NAME } from '../data/work-offline-words';

interface StatusStrings {
  keyRefused: string;
  quotaUsed: string;
  failing: string;
  /** The state while the broker works offline by choice. */
  workingOffline: string;
  /** The status bar's switch, and its tooltip for each position. */
  workOffline: string;
  goOffline: string;
  goOnline: string;
}

export const STATUS_STRINGS: Readonly<Record<Lang, StatusStrings>> = {
  en: {
    keyRefused: 'Key refused',
    quotaUsed: 'Quota used up',
    failing: 'Service failing',
    workingOffline: 'Working offline',
    workOffline: WORK_OFFLINE_NAME.en,
    goOffline: 'Answer from the offline cache only: no request is sent until you switch this off.',
    goOnline: 'Working offline: click to ask the data service again.',
  },
  ar: {
    keyRefused: 'المفتاح مرفوض',
    quotaUsed: 'نفدت الحصة',
    failing: 'الخدمة متعطلة',
    workingOffline: 'العمل دون اتصال',
    workOffline: WORK_OFFLINE_NAME.ar,
    goOffline: 'الإجابة من ذاكرة العمل دون اتصال فقط: لا يُرسل أي طلب حتى تُوقف هذا الخيار.',
    goOnline: 'تعمل دون اتصال: انقر لسؤال خدمة البيانات مجددًا.',
  },
  ru: {
    keyRefused: 'Ключ отклонён',
    quotaUsed: 'Квота исчерпана',
    failing: 'Сбой сервиса',
    workingOffline: 'Работа офлайн',
    workOffline: WORK_OFFLINE_NAME.ru,
    goOffline: 'Отвечать только из офлайн-кэша: ни один запрос не отправляется, пока вы это не выключите.',
    goOnline: 'Работа офлайн: нажмите, чтобы снова обращаться к сервису данных.',
  },
  zh: {
    keyRefused: '密钥被拒绝',
    quotaUsed: '配额已用完',
    failing: '服务故障',
    workingOffline: '离线工作中',
    workOffline: WORK_OFFLINE_NAME.zh,
    goOffline: '只从离线缓存作答：在您关闭此项之前不会发送任何请求。',
    goOnline: '正在离线工作：点击以重新向数据服务请求。',
  },
};
