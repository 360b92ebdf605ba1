// A ref that focuses its element once, when it appears: one function for every such element, so React calls it on
// mount only (an inline arrow is a new ref each render, and took the focus back on every render).
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
