// Names the results' code (the chunk of the grid with ag-grid and the chunks it imports that the window's first
// script does not, with their style sheets) in the built page, as <meta name="aqar-results-code">, so that the window
// can fetch and compile it while idle with <link rel="modulepreload"> without running it
// (renderer/src/research/preload-results.ts): an import() would also run ag-grid's module, a task of 20 ms on a
// quiet machine and over 100 ms on a busy one, in the second after the form first shows.
const GRID = /[\\/]renderer[\\/]src[\\/]grid[\\/]DataGrid\.tsx$/;

/** @returns {import('vite').Plugin} */
export function viteResultsCodeMeta() {
  return {
    name: 'aqar-results-code-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        // The chunk holding the grid's module (a shared chunk: the details' grids import it too, so it has no facade).
        const grid = chunks.find((c) => c.moduleIds.some((id) => GRID.test(id)));
        if (!grid) throw new Error('the renderer build has no chunk holding renderer/src/grid/DataGrid.tsx');
        const first = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set();
        const visit = (chunk) => {
          if (first.has(chunk.fileName) || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const name of chunk.imports) if (bundle[name]?.type === 'chunk') visit(bundle[name]);
        };
        visit(grid);
        const content = [...files].map((f) => `./${f}`).join(' ');
        return html.replace('</head>', `  <meta name="aqar-results-code" content="${content}" />\n  </head>`);
      },
    },
  };
}
