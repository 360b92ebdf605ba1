// Strings of the Workspace section of Settings, and the Settings messages written for brokers, in four languages.
import type { Lang } from '#shared/domain/lang';

const en = {
  readOnlyFolder:
    '{path} cannot be written, so the workspace is open read-only: you can look at everything, but nothing new can be saved. Make the data folder writable, or start Aqar Lens with another data folder, to save again.',
  readOnlyNewer:
    'This workspace was written by a newer version of Aqar Lens ({version}), so it is open read-only and nothing in it is changed. Update Aqar Lens to work in it again.',
  newerUnknown: 'a newer version',
  bannerTitle: 'Read-only:',
  bannerTemporaryTitle: 'Temporary workspace:',
  bannerFolder: 'the data folder cannot be written, so nothing you change can be saved.',
  bannerNewer: 'a newer Aqar Lens ({version}) wrote this workspace, so nothing you change can be saved.',
  bannerBackup: 'the workspace is open from a backup, so nothing you change can be saved until you restore it.',
  bannerTemporary: 'the workspace could not be opened, and nothing saved now is kept after closing.',

  title: 'Workspace',
  intro: 'Your saved searches, watchlists, snapshots and request counts live in the workspace, backed up every day.',
  normal: 'The workspace is healthy.',
  readOnly:
    'The workspace file was damaged, so the app opened your newest good backup (from {time}) read-only: you can look at everything, but nothing new can be saved. Restore a backup to work normally again, or start a new, empty workspace.',
  temporary:
    'The workspace could not be opened and no backup could be read, so this session uses a temporary workspace that is not kept. Restore a backup if one is listed, or start a new workspace.',
  damage: 'What went wrong',
  backups: 'Backups',
  noBackups: 'No backups yet.',
  reason: { daily: 'Daily', manual: 'Taken by you', 'before-migration': 'Before an update' } as Record<string, string>,
  beforeVersion: 'Before update {n}',
  restore: 'Restore',
  restoreConfirm: 'Replace the workspace with the backup from {time}? Anything saved since then is lost.',
  startNew: 'Start a new workspace',
  startNewConfirm: 'Start a new, empty workspace? The damaged one is kept aside on disk.',
  backupNow: 'Back up now',
  restored: 'The workspace was restored from the backup of {time}.',
  started: 'A new workspace was started.',
  backedUp: 'A backup was taken.',
  // Settings messages
  saved: 'Settings saved.',
  keySaved: 'The key is saved.',
  keyRemoved: 'The key was removed.',
  keyInvalid: 'This does not look like an API key: {reason}',
  keyTooShort: 'it is shorter than 8 characters.',
  keyTooLong: 'it is longer than 512 characters.',
  keySpaces: 'it has spaces or characters a key never has.',
  keychainMissing:
    'No system keychain is available on this computer, so the key is kept only until the app closes. Enter it again next time.',
  technical: 'Technical details',
  fieldInvalid: 'Check “{label}”: {reason}',
  notSaved: 'Not saved.',
};

export type WorkspaceStrings = typeof en;

const ar: WorkspaceStrings = {
  readOnlyFolder:
    'تتعذّر الكتابة في {path}، لذا فُتحت مساحة العمل للقراءة فقط: يمكنك الاطلاع على كل شيء، لكن لا يمكن حفظ أي جديد. اجعل مجلد البيانات قابلًا للكتابة، أو شغّل Aqar Lens بمجلد بيانات آخر، ليعود الحفظ.',
  readOnlyNewer:
    'كتب مساحة العمل هذه إصدار أحدث من Aqar Lens ‏({version})، لذا فُتحت للقراءة فقط ولا يتغير فيها شيء. حدّث Aqar Lens لتعمل فيها مجددًا.',
  newerUnknown: 'إصدار أحدث',
  bannerTitle: 'للقراءة فقط:',
  bannerTemporaryTitle: 'مساحة عمل مؤقتة:',
  bannerFolder: 'تتعذّر الكتابة في مجلد البيانات، لذا لا يمكن حفظ أي تغيير.',
  bannerNewer: 'كتب مساحة العمل هذه إصدار أحدث من Aqar Lens ‏({version})، لذا لا يمكن حفظ أي تغيير.',
  bannerBackup: 'مساحة العمل مفتوحة من نسخة احتياطية، لذا لا يمكن حفظ أي تغيير حتى تستعيدها.',
  bannerTemporary: 'تعذّر فتح مساحة العمل، ولن يبقى شيء مما يُحفظ الآن بعد الإغلاق.',

  title: 'مساحة العمل',
  intro: 'عمليات البحث المحفوظة وقوائم المتابعة واللقطات وعدّادات الطلبات موجودة في مساحة العمل، وتُنسخ احتياطيًا كل يوم.',
  normal: 'مساحة العمل سليمة.',
  readOnly:
    'تلف ملف مساحة العمل، ففتح التطبيق أحدث نسخة احتياطية سليمة (من {time}) للقراءة فقط: يمكنك الاطلاع على كل شيء، لكن لا يمكن حفظ أي جديد. استعد نسخة احتياطية للعمل كالمعتاد، أو ابدأ مساحة عمل جديدة فارغة.',
  temporary:
    'تعذّر فتح مساحة العمل ولم تُقرأ أي نسخة احتياطية، فتستخدم هذه الجلسة مساحة مؤقتة لا تُحفظ. استعد نسخة احتياطية إن وُجدت، أو ابدأ مساحة عمل جديدة.',
  damage: 'ما الذي حدث',
  backups: 'النسخ الاحتياطية',
  noBackups: 'لا توجد نسخ احتياطية بعد.',
  reason: { daily: 'يومية', manual: 'أخذتها بنفسك', 'before-migration': 'قبل تحديث' },
  beforeVersion: 'قبل التحديث {n}',
  restore: 'استعادة',
  restoreConfirm: 'استبدال مساحة العمل بالنسخة الاحتياطية من {time}؟ سيضيع كل ما حُفظ بعدها.',
  startNew: 'بدء مساحة عمل جديدة',
  startNewConfirm: 'بدء مساحة عمل جديدة فارغة؟ تبقى المساحة التالفة محفوظة جانبًا على القرص.',
  backupNow: 'نسخ احتياطي الآن',
  restored: 'استُعيدت مساحة العمل من نسخة {time}.',
  started: 'بدأت مساحة عمل جديدة.',
  backedUp: 'أُخذت نسخة احتياطية.',
  saved: 'حُفظت الإعدادات.',
  keySaved: 'حُفظ المفتاح.',
  keyRemoved: 'أُزيل المفتاح.',
  keyInvalid: 'لا يبدو هذا مفتاح API: {reason}',
  keyTooShort: 'أقصر من 8 أحرف.',
  keyTooLong: 'أطول من 512 حرفًا.',
  keySpaces: 'يحتوي على مسافات أو أحرف لا تكون في المفاتيح.',
  keychainMissing:
    'لا تتوفر سلسلة مفاتيح للنظام على هذا الجهاز، لذا يُحفظ المفتاح حتى إغلاق التطبيق فقط. أدخله مجددًا في المرة القادمة.',
  technical: 'تفاصيل تقنية',
  fieldInvalid: 'تحقّق من «{label}»: {reason}',
  notSaved: 'لم يُحفظ.',
};

const ru: WorkspaceStrings = {
  readOnlyFolder:
    'В {path} нельзя записывать, поэтому рабочее пространство открыто только для чтения: всё можно смотреть, но сохранить новое нельзя. Разрешите запись в папку данных или запустите Aqar Lens с другой папкой данных, чтобы снова сохранять.',
  readOnlyNewer:
    'Это рабочее пространство записано более новой версией Aqar Lens ({version}), поэтому оно открыто только для чтения и ничего в нём не меняется. Обновите Aqar Lens, чтобы снова работать в нём.',
  newerUnknown: 'более новая версия',
  bannerTitle: 'Только чтение:',
  bannerTemporaryTitle: 'Временное пространство:',
  bannerFolder: 'в папку данных нельзя записывать, поэтому изменения не сохранятся.',
  bannerNewer: 'это пространство записано более новой версией Aqar Lens ({version}), поэтому изменения не сохранятся.',
  bannerBackup: 'пространство открыто из резервной копии, поэтому изменения не сохранятся, пока вы её не восстановите.',
  bannerTemporary: 'рабочее пространство не открылось, и сохранённое сейчас не останется после закрытия.',

  title: 'Рабочее пространство',
  intro:
    'Сохранённые поиски, списки наблюдения, снимки и счётчики запросов хранятся в рабочем пространстве; копия делается каждый день.',
  normal: 'Рабочее пространство в порядке.',
  readOnly:
    'Файл рабочего пространства повреждён, поэтому приложение открыло последнюю исправную копию (от {time}) только для чтения: всё можно смотреть, но сохранить новое нельзя. Восстановите копию, чтобы работать как обычно, или начните новое пустое пространство.',
  temporary:
    'Рабочее пространство не открылось и ни одна копия не прочиталась, поэтому в этом сеансе используется временное пространство, которое не сохраняется. Восстановите копию, если она есть в списке, или начните новое пространство.',
  damage: 'Что случилось',
  backups: 'Резервные копии',
  noBackups: 'Копий пока нет.',
  reason: { daily: 'Ежедневная', manual: 'Сделана вами', 'before-migration': 'Перед обновлением' },
  beforeVersion: 'Перед обновлением {n}',
  restore: 'Восстановить',
  restoreConfirm: 'Заменить рабочее пространство копией от {time}? Всё, что сохранено после неё, пропадёт.',
  startNew: 'Начать новое пространство',
  startNewConfirm: 'Начать новое пустое пространство? Повреждённое останется на диске.',
  backupNow: 'Сделать копию сейчас',
  restored: 'Рабочее пространство восстановлено из копии от {time}.',
  started: 'Начато новое рабочее пространство.',
  backedUp: 'Копия сделана.',
  saved: 'Настройки сохранены.',
  keySaved: 'Ключ сохранён.',
  keyRemoved: 'Ключ удалён.',
  keyInvalid: 'Это не похоже на API-ключ: {reason}',
  keyTooShort: 'он короче 8 символов.',
  keyTooLong: 'он длиннее 512 символов.',
  keySpaces: 'в нём пробелы или символы, которых в ключах не бывает.',
  keychainMissing:
    'На этом компьютере нет системной связки ключей, поэтому ключ хранится только до закрытия приложения. В следующий раз введите его снова.',
  technical: 'Технические подробности',
  fieldInvalid: 'Проверьте «{label}»: {reason}',
  notSaved: 'Не сохранено.',
};

const zh: WorkspaceStrings = {
  readOnlyFolder:
    '{path} 无法写入，因此工作区以只读方式打开：可以查看所有内容，但无法保存新内容。请使数据文件夹可写，或使用其他数据文件夹启动 Aqar Lens，以便再次保存。',
  readOnlyNewer:
    '此工作区由较新版本的 Aqar Lens（{version}）写入，因此以只读方式打开，其中内容不会被更改。请更新 Aqar Lens 以继续在其中工作。',
  newerUnknown: '较新版本',
  bannerTitle: '只读：',
  bannerTemporaryTitle: '临时工作区：',
  bannerFolder: '数据文件夹无法写入，所做的更改都无法保存。',
  bannerNewer: '此工作区由较新版本的 Aqar Lens（{version}）写入，所做的更改都无法保存。',
  bannerBackup: '工作区是从备份打开的，在恢复之前所做的更改都无法保存。',
  bannerTemporary: '无法打开工作区，现在保存的内容在关闭后都不会保留。',

  title: '工作区',
  intro: '已保存的搜索、关注列表、快照和请求计数都保存在工作区中，每天备份。',
  normal: '工作区状态正常。',
  readOnly:
    '工作区文件已损坏，因此应用以只读方式打开了最新的完好备份（{time}）：可以查看所有内容，但无法保存新内容。恢复备份即可恢复正常使用，或开始一个新的空工作区。',
  temporary: '无法打开工作区，也无法读取任何备份，因此本次使用不会保留的临时工作区。如有备份请恢复，或开始新的工作区。',
  damage: '出了什么问题',
  backups: '备份',
  noBackups: '还没有备份。',
  reason: { daily: '每日', manual: '手动', 'before-migration': '更新前' },
  beforeVersion: '更新 {n} 之前',
  restore: '恢复',
  restoreConfirm: '用 {time} 的备份替换工作区？之后保存的内容将丢失。',
  startNew: '开始新的工作区',
  startNewConfirm: '开始一个新的空工作区？损坏的工作区会保留在磁盘上。',
  backupNow: '立即备份',
  restored: '已从 {time} 的备份恢复工作区。',
  started: '已开始新的工作区。',
  backedUp: '已完成备份。',
  saved: '设置已保存。',
  keySaved: '密钥已保存。',
  keyRemoved: '密钥已删除。',
  keyInvalid: '这看起来不像 API 密钥：{reason}',
  keyTooShort: '少于 8 个字符。',
  keyTooLong: '超过 512 个字符。',
  keySpaces: '包含空格或密钥中不会出现的字符。',
  keychainMissing: '这台电脑没有可用的系统钥匙串，因此密钥只保存到应用关闭为止。下次请重新输入。',
  technical: '技术细节',
  fieldInvalid: '请检查“{label}”：{reason}',
  notSaved: '未保存。',
};

export const WORKSPACE_STRINGS: Readonly<Record<Lang, WorkspaceStrings>> = { en, ar, ru, zh };
