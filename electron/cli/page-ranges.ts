// Page numbers as a reader takes them in: runs folded into ranges ("pages 6–93", "pages 3, 5–7 and 9", "page 3").
/** Sorted, deduplicated runs of consecutive numbers, each as [first, last]. */
export function runsOf(pages: readonly number[]): [number, number][] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const page of sorted) {
    const last = runs.at(-1);
    if (last && page === last[1] + 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs;
}

/** "page 3", "pages 6–93", "pages 3, 5–7 and 9"; "no pages" for none. */
export function describePages(pages: readonly number[]): string {
  const runs = runsOf(pages).map(([first, last]) =>
    first === last ? String(first) : last === first + 1 ? `${first}, ${last}` : `${first}–${last}`,
  );
  if (runs.length === 0) return 'no pages';
  const single = runs.length === 1 && !runs[0]!.includes('–') && !runs[0]!.includes(',');
  const listed = runs.length === 1 ? runs[0]! : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)!}`;
  return `${single ? 'page' : 'pages'} ${listed}`;
}
