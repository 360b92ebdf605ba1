// Words of the compare boards under the compare panel, in the four languages: saving the open tab's pins under a
// name (shared with the team on request), the list of boards with their actions. Each sentence whole, its figures
// and names as placeholders.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

export interface BoardStrings {
  title: string;
  intro: string;
  nameLabel: string;
  /** The suggested name: `{kind}` the open tab, `{date}` today. */
  defaultName: string;
  save: string;
  shareToo: string;
  /** `{name}` saved with `{count}` pins. */
  saved: PluralForms;
  none: string;
  head: { name: string; kind: string; pins: string; saved: string; actions: string };
  open: string;
  /** `{name}`'s pins now in the panel. */
  opened: string;
  remove: string;
  /** `{name}` removed (from the team too when it was shared). */
  removed: string;
  /** The panel holds nothing of the open kind to save. */
  nothingPinned: string;
}

const en: BoardStrings = {
  title: 'Compare boards',
  intro:
    'Save the pins of the open tab as a board to come back to, or share it with your team. Opening a board puts its items in the panel in place of the tab’s pins.',
  nameLabel: 'Board name',
  defaultName: '{kind} {date}',
  save: 'Save pins as a board',
  shareToo: 'Share with team',
  saved: { one: 'Saved “{name}” with {count} item.', other: 'Saved “{name}” with {count} items.' },
  none: 'No board is saved yet.',
  head: { name: 'Board', kind: 'Kind', pins: 'Items', saved: 'Saved', actions: 'Actions' },
  open: 'Open',
  opened: 'The items of “{name}” are in the panel.',
  remove: 'Remove',
  removed: 'Removed “{name}”.',
  nothingPinned: 'Pin items in this tab first, then save them as a board.',
};

const ar: BoardStrings = {
  title: 'لوحات المقارنة',
  intro:
    'احفظ عناصر التبويب المفتوح لوحةً تعود إليها، أو شاركها مع فريقك. فتح اللوحة يضع عناصرها في اللوحة بدل عناصر التبويب المثبتة.',
  nameLabel: 'اسم اللوحة',
  defaultName: '{kind} {date}',
  save: 'حفظ العناصر لوحةً',
  shareToo: 'مشاركة مع الفريق',
  saved: {
    zero: 'حُفظت «{name}» بلا عناصر.',
    one: 'حُفظت «{name}» وفيها عنصر واحد.',
    two: 'حُفظت «{name}» وفيها عنصران.',
    few: 'حُفظت «{name}» وفيها {count} عناصر.',
    many: 'حُفظت «{name}» وفيها {count} عنصرًا.',
    other: 'حُفظت «{name}» وفيها {count} عنصر.',
  },
  none: 'لم تُحفظ أي لوحة بعد.',
  head: { name: 'اللوحة', kind: 'النوع', pins: 'العناصر', saved: 'حُفظت', actions: 'الإجراءات' },
  open: 'فتح',
  opened: 'عناصر «{name}» في لوحة المقارنة الآن.',
  remove: 'إزالة',
  removed: 'أُزيلت «{name}».',
  nothingPinned: 'ثبّت عناصر في هذا التبويب أولًا، ثم احفظها لوحةً.',
};

const ru: BoardStrings = {
  title: 'Доски сравнения',
  intro:
    'Сохраните закреплённое на открытой вкладке как доску, чтобы вернуться к ней, или поделитесь ею с командой. Открытая доска заменяет закреплённое на вкладке своими объектами.',
  nameLabel: 'Название доски',
  defaultName: '{kind} {date}',
  save: 'Сохранить как доску',
  shareToo: 'Поделиться с командой',
  saved: {
    one: 'Доска «{name}» сохранена: {count} объект.',
    few: 'Доска «{name}» сохранена: {count} объекта.',
    many: 'Доска «{name}» сохранена: {count} объектов.',
    other: 'Доска «{name}» сохранена: {count} объекта.',
  },
  none: 'Досок пока нет.',
  head: { name: 'Доска', kind: 'Тип', pins: 'Объекты', saved: 'Сохранена', actions: 'Действия' },
  open: 'Открыть',
  opened: 'Объекты доски «{name}» — в панели сравнения.',
  remove: 'Удалить',
  removed: 'Доска «{name}» удалена.',
  nothingPinned: 'Сначала закрепите объекты на этой вкладке, затем сохраните их как доску.',
};

const zh: BoardStrings = {
  title: '对比看板',
  intro:
    '将当前标签页中固定的项目保存为看板，以便日后查看，或与团队共享。打开看板会用其中的项目替换该标签页已固定的项目。',
  nameLabel: '看板名称',
  defaultName: '{kind} {date}',
  save: '保存为看板',
  shareToo: '与团队共享',
  saved: { other: '已保存“{name}”，共 {count} 项。' },
  none: '尚未保存任何看板。',
  head: { name: '看板', kind: '类型', pins: '项目', saved: '保存时间', actions: '操作' },
  open: '打开',
  opened: '“{name}”中的项目已放入对比面板。',
  remove: '删除',
  removed: '已删除“{name}”。',
  nothingPinned: '请先在此标签页固定项目，再保存为看板。',
};

export const BOARD_STRINGS: Record<Lang, BoardStrings> = { en, ar, ru, zh };
