// The code that shows results (the grid with ag-grid, its toolbar and its pin and export buttons) asked for as the
// broker reaches for a research form, so that it is fetched and ready by the time the first answer arrives; the
// window's start never waits for it.
let asked = false;

export function preloadResultsCode(): void {
  if (asked) return;
  asked = true;
  void Promise.all([import('../grid/DataGrid'), import('./ResultsToolbar'), import('../export/GridActions')]);
}
