// ag-grid's own texts (its `localeText` keys) that a community grid shows: overlays and what screen readers hear.
import type { Say } from '../i18n/say';

export function agGridText(say: Say): Record<string, string> {
  return {
    loadingOoo: say('grid.agGrid.loadingOoo'),
    noRowsToShow: say('grid.agGrid.noRowsToShow'),
    noMatchingRows: say('grid.agGrid.noMatchingRows'),
    ariaRowSelect: say('grid.agGrid.ariaRowSelect'),
    ariaRowDeselect: say('grid.agGrid.ariaRowDeselect'),
    ariaRowToggleSelection: say('grid.agGrid.ariaRowToggleSelection'),
    ariaRowSelectAll: say('grid.agGrid.ariaRowSelectAll'),
    ariaHeaderSelection: say('grid.agGrid.ariaHeaderSelection'),
    ariaSortableColumn: say('grid.agGrid.ariaSortableColumn'),
    ariaChecked: say('grid.agGrid.ariaChecked'),
    ariaUnchecked: say('grid.agGrid.ariaUnchecked'),
    ariaIndeterminate: say('grid.agGrid.ariaIndeterminate'),
  };
}
