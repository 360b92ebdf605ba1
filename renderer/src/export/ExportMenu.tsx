// The Export button every grid and the compare panel show: a small menu (Excel or CSV) that says what goes into
// the file; while its export runs, the progress and Cancel in its place. Keyboard: Enter/Space opens, arrows move,
// Escape closes and gives focus back.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ExportFormat } from '#shared/export/table';
import { usePreferences } from '../state/preferences-store';
import { cancelExport } from './export-actions';
import { sayIn } from '../i18n/say';
import { useExportTask } from './export-store';
import './export.css';

export interface ExportMenuProps {
  /** Which export this button owns (a grid's layout key, `compare`). */
  owner: string;
  /** What the file holds, said in the menu. */
  scope: string;
  disabled?: boolean;
  /** Whether the export reports progress and can be stopped (grids); a comparison is written at once. */
  cancellable?: boolean;
  onExport(format: ExportFormat): void;
  testId?: string;
}

export function ExportMenu(props: ExportMenuProps) {
  const { owner, scope, disabled = false, cancellable = true, onExport, testId = 'export-button' } = props;
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const task = useExportTask((s) => s.task);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    box.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  if (task?.owner === owner) return <ExportProgressLine cancellable={cancellable} />;

  const choose = (f: ExportFormat) => {
    setOpen(false);
    onExport(f);
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(box.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="export-menu" ref={box} onKeyDown={open ? onMenuKey : undefined}>
      <button
        ref={button}
        type="button"
        className="button"
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled || task !== null}
        title={task ? say('exportMenu.busy') : scope}
        onClick={() => setOpen((o) => !o)}
      >
        {say('exportMenu.export')}
      </button>
      {open && (
        <div
          className="export-popover"
          id={menuId}
          role="menu"
          aria-label={say('exportMenu.menuTitle')}
          data-testid="export-menu"
        >
          <p className="export-scope">{scope}</p>
          <button type="button" role="menuitem" data-testid="export-xlsx" onClick={() => choose('xlsx')}>
            {say('exportMenu.xlsx')}
          </button>
          <button type="button" role="menuitem" data-testid="export-csv" onClick={() => choose('csv')}>
            {say('exportMenu.csv')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The running export: what it is doing, a bar when the total is known, and Cancel. */
function ExportProgressLine({ cancellable }: { cancellable: boolean }) {
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const task = useExportTask((s) => s.task);
  if (!task) return null;
  const text =
    task.phase === 'writing'
      ? task.rowsTotal !== null
        ? say('exportMenu.writing', { count: task.rowsTotal, done: task.rowsWritten })
        : say('exportMenu.writingOpen', { done: task.rowsWritten })
      : say('exportMenu.reading');
  return (
    <div className="export-progress" role="status" data-testid="export-progress">
      <span className="export-progress-text">{text}</span>
      <progress
        max={task.rowsTotal ?? undefined}
        value={task.rowsTotal !== null ? task.rowsWritten : undefined}
        aria-label={text}
      />
      {cancellable && (
        <button type="button" className="button ghost" data-testid="export-cancel" onClick={cancelExport}>
          {say('exportMenu.cancel')}
        </button>
      )}
    </div>
  );
}
