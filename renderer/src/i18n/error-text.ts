// What an error means to a broker, in the interface language: what happened and what to do, by error code. The
// core's own sentence (English, written for logs) is kept only as a detail to show on request.
import type { Lang } from '#shared/domain/lang';
import type { AppError, ErrorCode, StorageDetail, StorageReason } from '#shared/errors';
import { formatBytes } from '#shared/format/intl';
import { sayIn } from './say';
import { format } from './strings';

interface ErrorStrings {
  happened: Record<ErrorCode, string>;
  todo: Record<ErrorCode, string>;
  /** A local write that failed, by why: what happened (naming the path) and what to do. */
  storage: Record<StorageReason, { happened: string; todo: string }>;
  databases: Record<NonNullable<StorageDetail['database']>, string>;
  field: string;
  waitSeconds: string;
  details: string;
  /** A call of the window the contract refused: the app's fault, never the broker's. */
  appFault: { happened: string; todo: string };
  /** Not in the offline cache while the broker chose to work offline: the switch to turn off, not the internet. */
  workingOffline: { happened: string; todo: string };
}

const en: ErrorStrings = {
  happened: {
    validation: 'The data service refused a filter.',
    'unknown-channel': 'The app is out of step with itself.',
    'bad-key': 'The data service refused the API key.',
    'not-subscribed': 'This API key is not subscribed to the data service.',
    'rate-limited': 'Too many requests were sent at once.',
    'quota-exhausted': 'The plan’s request quota is used up.',
    'not-found': 'The data service does not have this record.',
    upstream: 'The data service is failing right now.',
    offline: 'The data service cannot be reached, and this was never fetched before.',
    timeout: 'The data service did not answer in time.',
    'malformed-response': 'The data service sent an answer the app cannot read.',
    cancelled: 'The request was stopped.',
    'workspace-read-only': 'Your workspace is open read-only from a backup.',
    busy: 'A snapshot of this item is already being taken (by another window, the schedule or the aqar command).',
    storage: 'Aqar Lens could not write to this computer’s disk.',
    internal: 'Something went wrong inside the app.',
  },
  todo: {
    validation: 'Change the filter and search again.',
    'unknown-channel': 'Restart the app.',
    'bad-key': 'Check the key in Settings, or switch to demo data.',
    'not-subscribed': 'Check the plan on the gateway, or switch to demo data in Settings.',
    'rate-limited': 'Wait a moment and try again.',
    'quota-exhausted': 'Wait for the quota to reset, upgrade the plan, or switch to demo data.',
    'not-found': 'It may have been removed: go back and pick another.',
    upstream: 'Try again in a minute; answers saved earlier still open.',
    offline: 'Check the internet connection and try again.',
    timeout: 'Try again.',
    'malformed-response': 'Try again later.',
    cancelled: 'Start it again when you are ready.',
    'workspace-read-only': 'Restore the backup in Settings → Workspace.',
    busy: 'Nothing was spent: wait for it to finish, then look at its history.',
    storage: 'See the details for where, then try again.',
    internal: 'Try again; if it keeps failing, report it.',
  },
  storage: {
    'disk-full': {
      happened: 'The disk holding {path} is full ({free} free), so nothing could be saved there.',
      todo: 'Free some space on that disk, then try again. Requests already sent stay counted.',
    },
    'read-only': {
      happened: '{path} is read-only, so nothing could be saved there.',
      todo: 'Make it writable, or choose another folder, then try again.',
    },
    locked: {
      happened:
        'The {database} ({path}) is locked by another program (another Aqar Lens window, an aqar command or a backup tool).',
      todo: 'Try again in a moment; if it stays locked, close the other program.',
    },
    'newer-version': {
      happened:
        'This workspace was written by a newer Aqar Lens ({version}), so it is open read-only and nothing in it is changed.',
      todo: 'Update Aqar Lens to save changes.',
    },
  },
  databases: { workspace: 'workspace', cache: 'offline cache' },
  field: 'The filter “{label}” was refused.',
  waitSeconds: 'The service asks to wait {seconds} s.',
  details: 'Details',
  appFault: {
    happened: 'Aqar Lens prepared this request wrongly: a fault in the app, not in your data.',
    todo: 'Nothing was spent or changed. Try again; if it fails again, report it (the details are in the app’s log).',
  },
  workingOffline: {
    happened: 'You are working offline, and this has never been fetched, so it is not in the offline cache.',
    todo: 'To fetch it, switch off “{switchName}” in the status bar; that spends requests.',
  },
};

const ar: ErrorStrings = {
  happened: {
    validation: 'رفضت خدمة البيانات أحد عوامل التصفية.',
    'unknown-channel': 'أجزاء التطبيق غير متوافقة.',
    'bad-key': 'رفضت خدمة البيانات مفتاح API.',
    'not-subscribed': 'مفتاح API هذا غير مشترك في خدمة البيانات.',
    'rate-limited': 'أُرسل عدد كبير من الطلبات دفعة واحدة.',
    'quota-exhausted': 'استُنفدت حصة الطلبات في الباقة.',
    'not-found': 'لا يوجد هذا السجل لدى خدمة البيانات.',
    upstream: 'خدمة البيانات تتعطل حاليًا.',
    offline: 'تعذّر الوصول إلى خدمة البيانات، ولم يُجلب هذا من قبل.',
    timeout: 'لم تُجب خدمة البيانات في الوقت المحدد.',
    'malformed-response': 'أرسلت خدمة البيانات إجابة لا يستطيع التطبيق قراءتها.',
    cancelled: 'أُوقف الطلب.',
    'workspace-read-only': 'مساحة العمل مفتوحة للقراءة فقط من نسخة احتياطية.',
    busy: 'تُلتقط لقطة لهذا العنصر حاليًا (من نافذة أخرى أو من الجدولة أو من أمر aqar).',
    storage: 'تعذّر على Aqar Lens الكتابة على قرص هذا الجهاز.',
    internal: 'حدث خطأ داخل التطبيق.',
  },
  todo: {
    validation: 'غيّر عامل التصفية ثم ابحث مجددًا.',
    'unknown-channel': 'أعد تشغيل التطبيق.',
    'bad-key': 'تحقّق من المفتاح في الإعدادات، أو انتقل إلى البيانات التجريبية.',
    'not-subscribed': 'تحقّق من الباقة لدى البوابة، أو انتقل إلى البيانات التجريبية في الإعدادات.',
    'rate-limited': 'انتظر قليلًا ثم أعد المحاولة.',
    'quota-exhausted': 'انتظر تجدد الحصة، أو رقِّ الباقة، أو انتقل إلى البيانات التجريبية.',
    'not-found': 'ربما حُذف: ارجع واختر غيره.',
    upstream: 'أعد المحاولة بعد دقيقة؛ الإجابات المحفوظة سابقًا ما زالت تُفتح.',
    offline: 'تحقّق من اتصال الإنترنت ثم أعد المحاولة.',
    timeout: 'أعد المحاولة.',
    'malformed-response': 'أعد المحاولة لاحقًا.',
    cancelled: 'ابدأه من جديد متى شئت.',
    'workspace-read-only': 'استعد النسخة الاحتياطية من الإعدادات ← مساحة العمل.',
    busy: 'لم يُنفق أي طلب: انتظر حتى تنتهي، ثم اطّلع على سجله.',
    storage: 'راجع التفاصيل لمعرفة المكان، ثم أعد المحاولة.',
    internal: 'أعد المحاولة؛ وإن تكرر الخطأ فأبلغ عنه.',
  },
  storage: {
    'disk-full': {
      happened: 'القرص الذي يحمل {path} ممتلئ (المساحة الحرة {free})، لذا تعذّر الحفظ فيه.',
      todo: 'حرّر بعض المساحة على هذا القرص ثم أعد المحاولة. الطلبات المُرسلة تبقى محسوبة.',
    },
    'read-only': {
      happened: '{path} للقراءة فقط، لذا تعذّر الحفظ فيه.',
      todo: 'اجعله قابلًا للكتابة أو اختر مجلدًا آخر، ثم أعد المحاولة.',
    },
    locked: {
      happened: '{database} ({path}) مقفلة من برنامج آخر (نافذة أخرى من Aqar Lens أو أمر aqar أو أداة نسخ احتياطي).',
      todo: 'أعد المحاولة بعد قليل؛ وإن بقيت مقفلة فأغلق البرنامج الآخر.',
    },
    'newer-version': {
      happened: 'كتب مساحة العمل هذه إصدار أحدث من Aqar Lens ‏({version})، لذا فُتحت للقراءة فقط ولم يتغير فيها شيء.',
      todo: 'حدّث Aqar Lens لحفظ التغييرات.',
    },
  },
  databases: { workspace: 'مساحة العمل', cache: 'ذاكرة العمل دون اتصال' },
  field: 'رُفض عامل التصفية «{label}».',
  waitSeconds: 'تطلب الخدمة الانتظار {seconds} ث.',
  details: 'التفاصيل',
  appFault: {
    happened: 'أعدّ Aqar Lens هذا الطلب على نحو خاطئ: الخلل في التطبيق لا في بياناتك.',
    todo: 'لم يُنفق أو يتغير شيء. أعد المحاولة؛ وإن فشلت مجددًا فأبلغ عنه (التفاصيل في سجل التطبيق).',
  },
  workingOffline: {
    happened: 'أنت تعمل دون اتصال، ولم يُجلب هذا من قبل، فهو ليس في ذاكرة العمل دون اتصال.',
    todo: 'لجلبه أوقف «{switchName}» في شريط الحالة؛ وهذا يستهلك طلبات.',
  },
};

const ru: ErrorStrings = {
  happened: {
    validation: 'Сервис данных отклонил фильтр.',
    'unknown-channel': 'Части приложения не согласованы.',
    'bad-key': 'Сервис данных отклонил API-ключ.',
    'not-subscribed': 'Этот API-ключ не подписан на сервис данных.',
    'rate-limited': 'Слишком много запросов одновременно.',
    'quota-exhausted': 'Квота запросов тарифа исчерпана.',
    'not-found': 'У сервиса данных нет этой записи.',
    upstream: 'Сервис данных сейчас сбоит.',
    offline: 'Сервис данных недоступен, а это ещё ни разу не загружалось.',
    timeout: 'Сервис данных не ответил вовремя.',
    'malformed-response': 'Сервис данных прислал ответ, который приложение не может прочитать.',
    cancelled: 'Запрос остановлен.',
    'workspace-read-only': 'Рабочее пространство открыто из резервной копии только для чтения.',
    busy: 'Снимок этого объекта уже делается (в другом окне, по расписанию или командой aqar).',
    storage: 'Aqar Lens не смог записать на диск этого компьютера.',
    internal: 'Внутренняя ошибка приложения.',
  },
  todo: {
    validation: 'Измените фильтр и повторите поиск.',
    'unknown-channel': 'Перезапустите приложение.',
    'bad-key': 'Проверьте ключ в Настройках или переключитесь на демо-данные.',
    'not-subscribed': 'Проверьте тариф на шлюзе или переключитесь на демо-данные в Настройках.',
    'rate-limited': 'Подождите немного и повторите.',
    'quota-exhausted': 'Дождитесь обновления квоты, смените тариф или переключитесь на демо-данные.',
    'not-found': 'Возможно, запись удалена: вернитесь и выберите другую.',
    upstream: 'Повторите через минуту; сохранённые ранее ответы по-прежнему открываются.',
    offline: 'Проверьте подключение к интернету и повторите.',
    timeout: 'Повторите попытку.',
    'malformed-response': 'Повторите позже.',
    cancelled: 'Запустите снова, когда будете готовы.',
    'workspace-read-only': 'Восстановите копию в Настройках → Рабочее пространство.',
    busy: 'Запросы не потрачены: дождитесь окончания и откройте историю.',
    storage: 'Где именно — в подробностях; затем повторите.',
    internal: 'Повторите; если ошибка повторяется, сообщите о ней.',
  },
  storage: {
    'disk-full': {
      happened:
        'Диск, на котором находится {path}, заполнен (свободно {free}), поэтому сохранить туда ничего не удалось.',
      todo: 'Освободите место на этом диске и повторите. Уже отправленные запросы учтены.',
    },
    'read-only': {
      happened: '{path} доступен только для чтения, поэтому сохранить туда ничего не удалось.',
      todo: 'Разрешите запись или выберите другую папку, затем повторите.',
    },
    locked: {
      happened:
        '{database} ({path}) заблокирована другой программой (другим окном Aqar Lens, командой aqar или программой резервного копирования).',
      todo: 'Повторите через минуту; если блокировка не снимается, закройте другую программу.',
    },
    'newer-version': {
      happened:
        'Это рабочее пространство записано более новой версией Aqar Lens ({version}), поэтому оно открыто только для чтения и ничего в нём не меняется.',
      todo: 'Обновите Aqar Lens, чтобы сохранять изменения.',
    },
  },
  databases: { workspace: 'База рабочего пространства', cache: 'База офлайн-кэша' },
  field: 'Фильтр «{label}» отклонён.',
  waitSeconds: 'Сервис просит подождать {seconds} с.',
  details: 'Подробности',
  appFault: {
    happened: 'Aqar Lens неверно подготовил этот запрос: это ошибка приложения, а не ваших данных.',
    todo: 'Ничего не потрачено и не изменено. Повторите; если ошибка повторится, сообщите о ней (подробности — в журнале приложения).',
  },
  workingOffline: {
    happened: 'Вы работаете офлайн, а это ещё ни разу не загружалось, поэтому его нет в офлайн-кэше.',
    todo: 'Чтобы загрузить, выключите «{switchName}» в строке состояния; на это уйдут запросы.',
  },
};

const zh: ErrorStrings = {
  happened: {
    validation: '数据服务拒绝了一个筛选条件。',
    'unknown-channel': '应用各部分版本不一致。',
    'bad-key': '数据服务拒绝了 API 密钥。',
    'not-subscribed': '此 API 密钥未订阅数据服务。',
    'rate-limited': '同时发送的请求过多。',
    'quota-exhausted': '套餐的请求配额已用完。',
    'not-found': '数据服务没有这条记录。',
    upstream: '数据服务当前出现故障。',
    offline: '无法连接数据服务，且此前从未获取过此内容。',
    timeout: '数据服务未及时响应。',
    'malformed-response': '数据服务返回了应用无法读取的结果。',
    cancelled: '请求已停止。',
    'workspace-read-only': '工作区正以只读方式从备份打开。',
    busy: '此对象的快照正在拍摄中（另一个窗口、计划任务或 aqar 命令）。',
    storage: 'Aqar Lens 无法写入这台电脑的磁盘。',
    internal: '应用内部出错。',
  },
  todo: {
    validation: '修改筛选条件后重新搜索。',
    'unknown-channel': '请重启应用。',
    'bad-key': '请在设置中检查密钥，或切换到演示数据。',
    'not-subscribed': '请在网关上检查套餐，或在设置中切换到演示数据。',
    'rate-limited': '稍等片刻后重试。',
    'quota-exhausted': '等待配额重置、升级套餐，或切换到演示数据。',
    'not-found': '它可能已被删除：请返回并选择其他记录。',
    upstream: '请一分钟后重试；之前保存的结果仍可打开。',
    offline: '请检查网络连接后重试。',
    timeout: '请重试。',
    'malformed-response': '请稍后重试。',
    cancelled: '准备好后可重新开始。',
    'workspace-read-only': '请在 设置 → 工作区 中恢复备份。',
    busy: '未消耗任何请求：请等待其完成后查看历史记录。',
    storage: '请查看详细信息中的位置，然后重试。',
    internal: '请重试；如果一直失败，请报告此问题。',
  },
  storage: {
    'disk-full': {
      happened: '{path} 所在的磁盘已满（剩余 {free}），因此无法在那里保存。',
      todo: '请在该磁盘上释放一些空间后重试。已发送的请求仍会计数。',
    },
    'read-only': {
      happened: '{path} 为只读，因此无法在那里保存。',
      todo: '请使其可写，或选择其他文件夹，然后重试。',
    },
    locked: {
      happened: '{database}（{path}）被另一个程序锁定（另一个 Aqar Lens 窗口、aqar 命令或备份工具）。',
      todo: '请稍后重试；如果一直被锁定，请关闭另一个程序。',
    },
    'newer-version': {
      happened: '此工作区由较新版本的 Aqar Lens（{version}）写入，因此以只读方式打开，其中内容不会被更改。',
      todo: '请更新 Aqar Lens 以保存更改。',
    },
  },
  databases: { workspace: '工作区数据库', cache: '离线缓存数据库' },
  field: '筛选条件“{label}”被拒绝。',
  waitSeconds: '服务要求等待 {seconds} 秒。',
  details: '详细信息',
  appFault: {
    happened: 'Aqar Lens 生成此请求时出错：问题在应用本身，而不在您的数据。',
    todo: '未消耗任何请求，也未做任何更改。请重试；如果再次失败，请报告此问题（详细信息见应用日志）。',
  },
  workingOffline: {
    happened: '您正在离线工作，且此内容从未获取过，因此不在离线缓存中。',
    todo: '如需获取，请在状态栏关闭“{switchName}”；这会消耗请求次数。',
  },
};

const hi: ErrorStrings = {
  happened: {
    validation: 'डेटा सेवा ने एक फ़िल्टर अस्वीकार कर दिया।',
    'unknown-channel': 'ऐप के हिस्से आपस में मेल नहीं खा रहे।',
    'bad-key': 'डेटा सेवा ने API कुंजी अस्वीकार कर दी।',
    'not-subscribed': 'यह API कुंजी डेटा सेवा की सदस्य नहीं है।',
    'rate-limited': 'एक साथ बहुत अधिक अनुरोध भेजे गए।',
    'quota-exhausted': 'प्लान का अनुरोध कोटा खत्म हो गया है।',
    'not-found': 'डेटा सेवा के पास यह रिकॉर्ड नहीं है।',
    upstream: 'डेटा सेवा अभी ठीक से काम नहीं कर रही।',
    offline: 'डेटा सेवा तक नहीं पहुँचा जा सकता, और यह पहले कभी लाया नहीं गया।',
    timeout: 'डेटा सेवा ने समय पर जवाब नहीं दिया।',
    'malformed-response': 'डेटा सेवा ने ऐसा उत्तर भेजा जिसे ऐप पढ़ नहीं सकता।',
    cancelled: 'अनुरोध रोक दिया गया।',
    'workspace-read-only': 'आपका वर्कस्पेस एक बैकअप से केवल पढ़ने के लिए खुला है।',
    busy: 'इस आइटम का स्नैपशॉट पहले से लिया जा रहा है (किसी दूसरी विंडो, शेड्यूल या aqar कमांड द्वारा)।',
    storage: 'Aqar Lens इस कंप्यूटर की डिस्क पर लिख नहीं सका।',
    internal: 'ऐप के अंदर कुछ गड़बड़ हो गई।',
  },
  todo: {
    validation: 'फ़िल्टर बदलें और फिर से खोजें।',
    'unknown-channel': 'ऐप फिर से शुरू करें।',
    'bad-key': 'सेटिंग्स में कुंजी जाँचें, या डेमो डेटा पर जाएँ।',
    'not-subscribed': 'गेटवे पर प्लान जाँचें, या सेटिंग्स में डेमो डेटा पर जाएँ।',
    'rate-limited': 'थोड़ा रुकें और फिर से कोशिश करें।',
    'quota-exhausted': 'कोटा रीसेट होने तक प्रतीक्षा करें, प्लान अपग्रेड करें, या डेमो डेटा पर जाएँ।',
    'not-found': 'शायद इसे हटा दिया गया है: वापस जाएँ और कोई दूसरा चुनें।',
    upstream: 'एक मिनट में फिर से कोशिश करें; पहले सहेजे गए उत्तर अब भी खुलते हैं।',
    offline: 'इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    timeout: 'फिर से कोशिश करें।',
    'malformed-response': 'बाद में फिर से कोशिश करें।',
    cancelled: 'जब आप तैयार हों, इसे फिर से शुरू करें।',
    'workspace-read-only': 'सेटिंग्स → वर्कस्पेस में बैकअप बहाल करें।',
    busy: 'कुछ खर्च नहीं हुआ: इसके पूरा होने की प्रतीक्षा करें, फिर इसका इतिहास देखें।',
    storage: 'कहाँ, यह विवरण में देखें, फिर से कोशिश करें।',
    internal: 'फिर से कोशिश करें; अगर यह बार-बार विफल हो, तो इसकी रिपोर्ट करें।',
  },
  storage: {
    'disk-full': {
      happened: '{path} वाली डिस्क भरी हुई है ({free} खाली), इसलिए वहाँ कुछ भी सहेजा नहीं जा सका।',
      todo: 'उस डिस्क पर कुछ जगह खाली करें, फिर से कोशिश करें। पहले भेजे गए अनुरोध गिने हुए रहते हैं।',
    },
    'read-only': {
      happened: '{path} केवल पढ़ने के लिए है, इसलिए वहाँ कुछ भी सहेजा नहीं जा सका।',
      todo: 'इसे लिखने योग्य बनाएँ, या कोई दूसरा फ़ोल्डर चुनें, फिर से कोशिश करें।',
    },
    locked: {
      happened: '{database} ({path}) किसी दूसरे प्रोग्राम ने लॉक किया हुआ है (Aqar Lens की दूसरी विंडो, aqar कमांड या बैकअप टूल)।',
      todo: 'थोड़ी देर में फिर से कोशिश करें; अगर यह लॉक रहे, तो दूसरा प्रोग्राम बंद करें।',
    },
    'newer-version': {
      happened:
        'यह वर्कस्पेस Aqar Lens के नए संस्करण ({version}) ने लिखा है, इसलिए यह केवल पढ़ने के लिए खुला है और इसमें कुछ भी नहीं बदला जाता।',
      todo: 'बदलाव सहेजने के लिए Aqar Lens अपडेट करें।',
    },
  },
  databases: { workspace: 'वर्कस्पेस', cache: 'ऑफ़लाइन कैश' },
  field: 'फ़िल्टर “{label}” अस्वीकार कर दिया गया।',
  waitSeconds: 'सेवा {seconds} सेकंड रुकने को कहती है।',
  details: 'विवरण',
  appFault: {
    happened: 'Aqar Lens ने यह अनुरोध गलत तैयार किया: यह ऐप की गलती है, आपके डेटा की नहीं।',
    todo: 'कुछ भी खर्च या बदला नहीं गया। फिर से कोशिश करें; अगर फिर विफल हो, तो इसकी रिपोर्ट करें (विवरण ऐप के लॉग में हैं)।',
  },
  workingOffline: {
    happened: 'आप ऑफ़लाइन काम कर रहे हैं, और यह कभी लाया नहीं गया, इसलिए यह ऑफ़लाइन कैश में नहीं है।',
    todo: 'इसे लाने के लिए, स्टेटस बार में “{switchName}” बंद करें; इसमें अनुरोध खर्च होते हैं।',
  },
};

export const ERROR_STRINGS: Readonly<Record<Lang, ErrorStrings>> = { en, ar, ru, zh, hi };

export interface ErrorText {
  /** What happened (naming the filter by its label when one is to blame). */
  happened: string;
  /** What the broker can do about it. */
  todo: string;
  /** The core's own sentence, for "Details". */
  detail: string;
  detailsLabel: string;
}

/** `labelOf` names a parameter by the label its field shows (search forms); unknown parameters keep the generic text. */
/** A local write that failed, said with its path (isolated, so a Latin path keeps its order in Arabic) and free space. */
function storageText(detail: StorageDetail, lang: Lang): { happened: string; todo: string } {
  const t = ERROR_STRINGS[lang];
  const words = t.storage[detail.reason];
  const values = {
    path: `\u2068${detail.path}\u2069`,
    free: detail.freeBytes === null || detail.freeBytes === undefined ? '?' : formatBytes(detail.freeBytes, lang),
    database: t.databases[detail.database ?? 'workspace'],
    version: detail.writtenBy ?? '?',
  };
  return { happened: format(words.happened, values), todo: format(words.todo, values) };
}

export function errorText(error: AppError, lang: Lang, labelOf?: (param: string) => string | undefined): ErrorText {
  const t = ERROR_STRINGS[lang];
  if (error.code === 'storage' && error.storage) {
    return { ...storageText(error.storage, lang), detail: error.message, detailsLabel: t.details };
  }
  const label = error.code === 'validation' && error.field ? labelOf?.(error.field.split('.')[0] ?? '') : undefined;
  // A refusal of what the window built itself (no field of a form to blame) is the app's fault: said so.
  if (error.inputRefused && !label) {
    return { happened: t.appFault.happened, todo: t.appFault.todo, detail: error.message, detailsLabel: t.details };
  }
  if (error.code === 'offline' && error.workingOffline) {
    // The switch is named by the one message the status bar and Settings show it with.
    const todo = format(t.workingOffline.todo, { switchName: sayIn(lang)('status.workOffline') });
    return { happened: t.workingOffline.happened, todo, detail: error.message, detailsLabel: t.details };
  }
  const happened = label ? format(t.field, { label }) : t.happened[error.code];
  const wait =
    error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0
      ? ` ${format(t.waitSeconds, { seconds: Math.ceil(error.retryAfterSeconds) })}`
      : '';
  return { happened, todo: `${t.todo[error.code]}${wait}`, detail: error.message, detailsLabel: t.details };
}
