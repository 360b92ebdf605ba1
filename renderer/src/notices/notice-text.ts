// The core's notices in the broker's language: the notices the core raises are recognised by their code (or, for
// a core of an earlier wording, their opening words) and told in the interface language, their original sentence
// (with file paths and system errors) kept as detail. A notice the app does not know is shown as the core wrote it.
import type { Lang } from '#shared/domain/lang';
import type { NoticeCode } from '#shared/ipc/contract';

type Kind =
  | 'keychain'
  | 'settingsReset'
  | 'cacheRebuilt'
  | 'workspaceReadOnly'
  | 'workspaceTemporary'
  | 'workspaceRestored'
  | 'workspaceStarted'
  | 'keyRemoved'
  | 'unreadableCache';

const BY_CODE: Readonly<Record<NoticeCode, Kind>> = {
  'keychain-unavailable': 'keychain',
  'settings-reset': 'settingsReset',
  'cache-rebuilt': 'cacheRebuilt',
  'workspace-read-only': 'workspaceReadOnly',
  'workspace-temporary': 'workspaceTemporary',
  'workspace-restored': 'workspaceRestored',
  'workspace-started': 'workspaceStarted',
  'key-removed': 'keyRemoved',
  'unreadable-cache': 'unreadableCache',
};

const PATTERNS: readonly [RegExp, Kind][] = [
  [/^No system keychain is available/, 'keychain'],
  [/^Settings file was invalid/, 'settingsReset'],
  [/^The offline cache was unreadable/, 'cacheRebuilt'],
  [/^Your workspace \(.*read-only/s, 'workspaceReadOnly'],
  [/^Your workspace could not be opened.*no good backup/s, 'workspaceTemporary'],
  [/^Your workspace was restored/, 'workspaceRestored'],
  [/^A new, empty workspace was started/, 'workspaceStarted'],
  [/^Your API key was removed because the connection changed/, 'keyRemoved'],
];

const TEXT: Readonly<Record<Lang, Record<Kind, string>>> = {
  en: {
    keychain:
      'No system keychain is available on this computer, so your API key is kept only until the app closes. Enter it again next time.',
    settingsReset: 'Your settings file could not be read, so the default settings are in use. Check Settings.',
    cacheRebuilt:
      'The offline cache could not be read and was started afresh. Answers saved earlier are gone; your workspace is untouched.',
    workspaceReadOnly:
      'Your workspace could not be opened, so your newest good backup is open read-only. Restore it in Settings → Workspace to keep working.',
    workspaceTemporary:
      'Your workspace could not be opened and no backup could be read: nothing saved in this session will be kept. See Settings → Workspace.',
    workspaceRestored: 'Your workspace was restored from a backup.',
    workspaceStarted: 'A new, empty workspace was started; the unreadable one was kept on disk.',
    keyRemoved:
      'Your API key was removed because the connection changed: a key is only sent to the service it was entered for. Enter the key again in Settings.',
    unreadableCache:
      'Some answers saved in the offline cache could not be read. They were dropped and are fetched again when the data service answers.',
  },
  ar: {
    keychain:
      'لا تتوفر سلسلة مفاتيح للنظام على هذا الجهاز، لذا يُحفظ مفتاح API حتى إغلاق التطبيق فقط. أدخله مجددًا في المرة القادمة.',
    settingsReset: 'تعذّرت قراءة ملف الإعدادات، فاستُخدمت الإعدادات الافتراضية. راجع الإعدادات.',
    cacheRebuilt: 'تعذّرت قراءة ذاكرة العمل دون اتصال فبدأت من جديد. ذهبت الإجابات المحفوظة سابقًا؛ مساحة عملك لم تُمس.',
    workspaceReadOnly:
      'تعذّر فتح مساحة العمل، ففُتحت أحدث نسخة احتياطية سليمة للقراءة فقط. استعدها من الإعدادات ← مساحة العمل لمتابعة العمل.',
    workspaceTemporary:
      'تعذّر فتح مساحة العمل ولم تُقرأ أي نسخة احتياطية: لن يُحفظ شيء من هذه الجلسة. راجع الإعدادات ← مساحة العمل.',
    workspaceRestored: 'استُعيدت مساحة العمل من نسخة احتياطية.',
    workspaceStarted: 'بدأت مساحة عمل جديدة فارغة؛ وبقيت المساحة غير المقروءة على القرص.',
    keyRemoved:
      'أُزيل مفتاح API لأن الاتصال تغيّر: لا يُرسل المفتاح إلا إلى الخدمة التي أُدخل لها. أدخله مجددًا في الإعدادات.',
    unreadableCache:
      'تعذّرت قراءة بعض الإجابات المحفوظة في ذاكرة العمل دون اتصال، فحُذفت وستُجلب مجددًا عندما تستجيب خدمة البيانات.',
  },
  ru: {
    keychain:
      'На этом компьютере нет системной связки ключей, поэтому API-ключ хранится только до закрытия приложения. В следующий раз введите его снова.',
    settingsReset: 'Файл настроек не прочитан, используются настройки по умолчанию. Проверьте Настройки.',
    cacheRebuilt:
      'Офлайн-кэш не прочитан и создан заново. Сохранённые ранее ответы пропали; рабочее пространство не затронуто.',
    workspaceReadOnly:
      'Рабочее пространство не открылось, поэтому открыта последняя исправная копия только для чтения. Восстановите её в Настройках → Рабочее пространство.',
    workspaceTemporary:
      'Рабочее пространство не открылось и ни одна копия не прочиталась: ничего из этого сеанса не сохранится. См. Настройки → Рабочее пространство.',
    workspaceRestored: 'Рабочее пространство восстановлено из копии.',
    workspaceStarted: 'Начато новое пустое рабочее пространство; нечитаемое осталось на диске.',
    keyRemoved:
      'API-ключ удалён, потому что подключение изменилось: ключ отправляется только тому сервису, для которого введён. Введите его снова в Настройках.',
    unreadableCache:
      'Часть сохранённых в офлайн-кэше ответов не прочиталась. Они удалены и будут получены снова, когда сервис данных ответит.',
  },
  zh: {
    keychain: '这台电脑没有可用的系统钥匙串，因此 API 密钥只保存到应用关闭为止。下次请重新输入。',
    settingsReset: '无法读取设置文件，已使用默认设置。请检查设置。',
    cacheRebuilt: '无法读取离线缓存，已重新创建。之前保存的结果已丢失；工作区未受影响。',
    workspaceReadOnly: '无法打开工作区，因此以只读方式打开了最新的完好备份。请在 设置 → 工作区 中恢复以继续工作。',
    workspaceTemporary: '无法打开工作区，也无法读取任何备份：本次会话的内容都不会保存。请查看 设置 → 工作区。',
    workspaceRestored: '已从备份恢复工作区。',
    workspaceStarted: '已开始新的空工作区；无法读取的工作区保留在磁盘上。',
    keyRemoved: '由于连接已更改，API 密钥已被删除：密钥只会发送给输入时对应的服务。请在设置中重新输入。',
    unreadableCache: '离线缓存中有部分已保存的结果无法读取，已被删除，数据服务响应后会重新获取。',
  },
};

export interface NoticeText {
  text: string;
  /** The core's own sentence, when the text above retells it. */
  detail: string | null;
  /** The notice is about something Settings fixes. */
  settings: boolean;
}

export function noticeText(message: string, lang: Lang, code?: NoticeCode): NoticeText {
  const kind = (code ? BY_CODE[code] : undefined) ?? PATTERNS.find(([pattern]) => pattern.test(message))?.[1];
  if (!kind) return { text: message, detail: null, settings: false };
  return {
    text: TEXT[lang][kind],
    detail: message,
    settings: kind.startsWith('workspace') || kind === 'keyRemoved' || kind === 'settingsReset',
  };
}
