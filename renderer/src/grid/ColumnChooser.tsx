// The grid toolbar's column chooser (ag-grid community has no side bar): a button opening a checklist of the
// columns to show, with "show all" and "reset layout". Escape or a click outside closes it; focus returns to the
// button. The last visible column cannot be hidden.
import { useEffect, useId, useRef, useState } from 'react';
import type { Say } from '../i18n/say';

export interface ChooserColumn {
  colId: string;
  label: string;
  visible: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  say: Say;
  onToggle(colId: string, visible: boolean): void;
  onShowAll(): void;
  onReset(): void;
}

export function ColumnChooser({ columns, say, onToggle, onShowAll, onReset }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const visibleCount = columns.filter((c) => c.visible).length;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div className="dg-chooser" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button ghost dg-toolbar-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="grid-columns-button"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="dg-columns-icon">
          ▥
        </span>
        {say('grid.ui.columns')}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="dg-chooser-panel"
          role="dialog"
          aria-label={say('grid.ui.columnsTitle')}
          data-testid="grid-columns-panel"
        >
          <div className="dg-chooser-title">{say('grid.ui.columnsTitle')}</div>
          <ul className={columns.length > 8 ? 'dg-chooser-list dg-chooser-wide' : 'dg-chooser-list'}>
            {columns.map((c) => (
              <li key={c.colId}>
                <label className="dg-chooser-item">
                  <input
                    type="checkbox"
                    checked={c.visible}
                    disabled={c.visible && visibleCount <= 1}
                    data-col-id={c.colId}
                    onChange={(e) => onToggle(c.colId, e.target.checked)}
                  />
                  <span>{c.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="dg-chooser-actions">
            <button
              type="button"
              className="button ghost"
              onClick={onShowAll}
              disabled={visibleCount === columns.length}
            >
              {say('grid.ui.showAll')}
            </button>
            <button
              type="button"
              className="button ghost"
              data-testid="grid-reset-layout"
              onClick={() => {
                onReset();
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              {say('grid.ui.resetLayout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
