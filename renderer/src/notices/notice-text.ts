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
  | 'unreadableCache'
  | 'workspaceNewer'
  | 'dataFolderReadOnly'
  | 'requestsJournaled'
  | 'answersNotSaved'
  | 'cacheNewer';

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
  'workspace-newer-version': 'workspaceNewer',
  'data-folder-read-only': 'dataFolderReadOnly',
  'requests-journaled': 'requestsJournaled',
  'answers-not-saved': 'answersNotSaved',
  'cache-newer-version': 'cacheNewer',
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

export const NOTICE_WORDS: Readonly<Record<Lang, Record<Kind, string>>> = {
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
    workspaceNewer:
      'Your workspace was written by a newer version of Aqar Lens, so it is open read-only: you can look at everything, but nothing can be saved. Update Aqar Lens to work in it again.',
    dataFolderReadOnly:
      'The data folder cannot be written, so Aqar Lens opened it read-only: your saved searches, watchlists, snapshots, usage and saved answers can be looked at, but nothing new can be saved. Make the folder writable to save again.',
    requestsJournaled:
      'Requests could not be written to your workspace. They are counted in a journal beside it and added to the workspace when it can be written again.',
    answersNotSaved:
      'Answers could not be saved to the offline cache. They are shown all the same and kept until the app closes; the requests they cost are counted.',
    cacheNewer:
      'The offline cache was made by a newer version of Aqar Lens. It is left as it is; answers fetched now are kept until the app closes.',
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
    workspaceNewer:
      'كتب مساحة العمل هذه إصدار أحدث من Aqar Lens، لذا فُتحت للقراءة فقط: يمكنك الاطلاع على كل شيء، لكن لا يمكن حفظ أي شيء. حدّث Aqar Lens لتعمل فيها مجددًا.',
    dataFolderReadOnly:
      'تعذّرت الكتابة في مجلد البيانات، ففتحه Aqar Lens للقراءة فقط: يمكنك الاطلاع على عمليات البحث المحفوظة وقوائم المتابعة واللقطات والاستخدام والإجابات المحفوظة، لكن لا يمكن حفظ أي جديد. اجعل المجلد قابلًا للكتابة ليعود الحفظ.',
    requestsJournaled:
      'تعذّرت كتابة الطلبات في مساحة العمل. تُحسب في سجلّ بجانبها وتُضاف إلى مساحة العمل حين تصبح الكتابة فيها ممكنة.',
    answersNotSaved:
      'تعذّر حفظ الإجابات في ذاكرة العمل دون اتصال. تُعرض رغم ذلك وتبقى حتى إغلاق التطبيق؛ والطلبات التي كلّفتها محسوبة.',
    cacheNewer:
      'أنشأ ذاكرة العمل دون اتصال إصدار أحدث من Aqar Lens. تُركت كما هي؛ والإجابات التي تُجلب الآن تبقى حتى إغلاق التطبيق.',
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
    workspaceNewer:
      'Рабочее пространство записано более новой версией Aqar Lens, поэтому оно открыто только для чтения: всё можно смотреть, но ничего нельзя сохранить. Обновите Aqar Lens, чтобы снова работать в нём.',
    dataFolderReadOnly:
      'В папку данных нельзя записывать, поэтому Aqar Lens открыл её только для чтения: сохранённые поиски, списки наблюдения, снимки, расход запросов и сохранённые ответы можно смотреть, но ничего нового не сохранится. Разрешите запись в папку, чтобы снова сохранять.',
    requestsJournaled:
      'Запросы не удалось записать в рабочее пространство. Они учитываются в журнале рядом с ним и будут добавлены, когда запись снова станет возможной.',
    answersNotSaved:
      'Ответы не удалось сохранить в офлайн-кэш. Они всё равно показаны и хранятся до закрытия приложения; потраченные на них запросы учтены.',
    cacheNewer:
      'Офлайн-кэш создан более новой версией Aqar Lens. Он оставлен как есть; ответы, полученные сейчас, хранятся до закрытия приложения.',
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
    workspaceNewer:
      '工作区由较新版本的 Aqar Lens 写入，因此以只读方式打开：可以查看所有内容，但无法保存。请更新 Aqar Lens 以继续在其中工作。',
    dataFolderReadOnly:
      '数据文件夹无法写入，因此 Aqar Lens 以只读方式打开：可以查看已保存的搜索、关注列表、快照、用量和已保存的结果，但无法保存新内容。使文件夹可写后即可再次保存。',
    requestsJournaled: '无法将请求写入工作区。它们记录在工作区旁的日志中，并会在工作区可写时加入。',
    answersNotSaved: '无法将结果保存到离线缓存。结果仍会显示并保留到应用关闭；它们消耗的请求已计数。',
    cacheNewer: '离线缓存由较新版本的 Aqar Lens 创建。它保持原样；现在获取的结果保留到应用关闭。',
  },
  hi: {
    keychain:
      'इस कंप्यूटर पर कोई सिस्टम कीचेन उपलब्ध नहीं है, इसलिए आपकी API कुंजी केवल ऐप बंद होने तक रखी जाती है। अगली बार इसे फिर से दर्ज करें।',
    settingsReset: 'आपकी सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी, इसलिए डिफ़ॉल्ट सेटिंग्स उपयोग में हैं। सेटिंग्स जाँचें।',
    cacheRebuilt: 'ऑफ़लाइन कैश पढ़ा नहीं जा सका और नए सिरे से शुरू किया गया। पहले सहेजे गए उत्तर हट गए हैं; आपका वर्कस्पेस सुरक्षित है।',
    workspaceReadOnly:
      'आपका वर्कस्पेस खोला नहीं जा सका, इसलिए आपका सबसे नया सही बैकअप केवल पढ़ने के लिए खुला है। काम जारी रखने के लिए इसे सेटिंग्स → वर्कस्पेस में बहाल करें।',
    workspaceTemporary:
      'आपका वर्कस्पेस खोला नहीं जा सका और कोई बैकअप पढ़ा नहीं जा सका: इस सत्र में सहेजा गया कुछ भी नहीं रखा जाएगा। सेटिंग्स → वर्कस्पेस देखें।',
    workspaceRestored: 'आपका वर्कस्पेस एक बैकअप से बहाल किया गया।',
    workspaceStarted: 'एक नया, खाली वर्कस्पेस शुरू किया गया; न पढ़ा जा सकने वाला वर्कस्पेस डिस्क पर रखा गया है।',
    keyRemoved:
      'कनेक्शन बदल जाने के कारण आपकी API कुंजी हटा दी गई: कुंजी केवल उसी सेवा को भेजी जाती है जिसके लिए वह दर्ज की गई थी। सेटिंग्स में कुंजी फिर से दर्ज करें।',
    unreadableCache:
      'ऑफ़लाइन कैश में सहेजे गए कुछ उत्तर पढ़े नहीं जा सके। उन्हें हटा दिया गया है और डेटा सेवा के जवाब देने पर वे फिर से लाए जाएँगे।',
    workspaceNewer:
      'आपका वर्कस्पेस Aqar Lens के नए संस्करण ने लिखा है, इसलिए यह केवल पढ़ने के लिए खुला है: आप सब कुछ देख सकते हैं, पर कुछ भी सहेजा नहीं जा सकता। इसमें फिर से काम करने के लिए Aqar Lens अपडेट करें।',
    dataFolderReadOnly:
      'डेटा फ़ोल्डर में लिखा नहीं जा सकता, इसलिए Aqar Lens ने इसे केवल पढ़ने के लिए खोला है: आपकी सहेजी गई खोजें, निगरानी सूचियाँ, स्नैपशॉट, उपयोग और सहेजे गए उत्तर देखे जा सकते हैं, पर कुछ नया सहेजा नहीं जा सकता। फिर से सहेजने के लिए फ़ोल्डर को लिखने योग्य बनाएँ।',
    requestsJournaled:
      'अनुरोध आपके वर्कस्पेस में लिखे नहीं जा सके। वे उसके बगल में एक जर्नल में गिने जाते हैं और वर्कस्पेस में फिर से लिखना संभव होने पर उसमें जोड़ दिए जाते हैं।',
    answersNotSaved:
      'उत्तर ऑफ़लाइन कैश में सहेजे नहीं जा सके। फिर भी वे दिखाए जाते हैं और ऐप बंद होने तक रखे जाते हैं; उनमें लगे अनुरोध गिने जाते हैं।',
    cacheNewer:
      'ऑफ़लाइन कैश Aqar Lens के नए संस्करण ने बनाया है। इसे वैसे ही छोड़ दिया गया है; अभी लाए गए उत्तर ऐप बंद होने तक रखे जाते हैं।',
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
    text: NOTICE_WORDS[lang][kind],
    detail: message,
    settings:
      kind.startsWith('workspace') ||
      kind === 'keyRemoved' ||
      kind === 'settingsReset' ||
      kind === 'dataFolderReadOnly',
  };
}
