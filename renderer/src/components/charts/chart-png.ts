// A chart as a PNG, made in the renderer: its SVG is copied, drawn onto a canvas under a title and over its legend
// and source line, and the canvas encoded. No Node and no round trip to the core.
import type { LegendEntry } from '../ChartLegend';
import type { ChartTheme } from './chart-theme';

export interface PngOptions {
  title: string;
  subtitle: string;
  footer: string;
  legend: readonly LegendEntry[];
  /** Lines under the legend (a footnote on partial months). */
  notes?: readonly string[];
  theme: ChartTheme;
  rtl: boolean;
  font: string;
  /** Device pixels per CSS pixel: 2 keeps text sharp on a slide. */
  scale?: number;
}

const PAD = 16;
const TITLE = 22;
const LINE = 18;

/** Where each legend entry goes, wrapping rows at the width; pure, so it is tested without a canvas. */
export function legendLayout(
  entries: readonly LegendEntry[],
  width: number,
  measure: (text: string) => number,
): { x: number; row: number }[] {
  const out: { x: number; row: number }[] = [];
  let x = 0;
  let row = 0;
  for (const entry of entries) {
    const w = 18 + measure(entry.label) + 18;
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    out.push({ x, row });
    x += w;
  }
  return out;
}

/** The SVG as a standalone document: sized, with the page's font and left-to-right text (see chart CSS). */
export function standaloneSvg(svg: SVGSVGElement, font: string, width: number, height: number): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('style', `font-family: ${font}; font-size: 12px; direction: ltr;`);
  return new XMLSerializer().serializeToString(clone);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = url;
  });
}

export async function chartToPng(svg: SVGSVGElement, options: PngOptions): Promise<Blob> {
  const { theme, rtl, font } = options;
  const scale = options.scale ?? 2;
  const box = svg.getBoundingClientRect();
  const width = Math.max(320, Math.round(box.width));
  const chartHeight = Math.round(box.height);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This window cannot draw images.');
  ctx.font = `12px ${font}`;
  const legend = legendLayout(options.legend, width - 2 * PAD, (text) => ctx.measureText(text).width);
  const legendRows = legend.length ? Math.max(...legend.map((l) => l.row)) + 1 : 0;
  const notes = options.notes ?? [];
  const height = PAD + TITLE + LINE + chartHeight + legendRows * LINE + notes.length * LINE + LINE + PAD;
  canvas.width = (width + 2 * PAD) * scale;
  canvas.height = height * scale;
  ctx.scale(scale, scale);
  ctx.fillStyle = theme.surface;
  ctx.fillRect(0, 0, width + 2 * PAD, height);

  // Text runs from the start edge: the right one in Arabic.
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'start';
  ctx.textBaseline = 'top';
  const startX = rtl ? width + PAD : PAD;
  ctx.fillStyle = theme.text;
  ctx.font = `600 16px ${font}`;
  ctx.fillText(options.title, startX, PAD);
  ctx.fillStyle = theme.muted;
  ctx.font = `12px ${font}`;
  ctx.fillText(options.subtitle, startX, PAD + TITLE);

  const url = URL.createObjectURL(
    new Blob([standaloneSvg(svg, font, width, chartHeight)], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const image = await loadImage(url);
    ctx.drawImage(image, PAD, PAD + TITLE + LINE, width, chartHeight);
  } finally {
    URL.revokeObjectURL(url);
  }

  const legendTop = PAD + TITLE + LINE + chartHeight + 4;
  options.legend.forEach((entry, i) => {
    const place = legend[i]!;
    const y = legendTop + place.row * LINE;
    const x = rtl ? width + PAD - place.x : PAD + place.x;
    ctx.fillStyle = entry.color;
    ctx.fillRect(rtl ? x - 12 : x, y + 3, 12, 8);
    ctx.fillStyle = theme.text;
    ctx.fillText(entry.label, rtl ? x - 18 : x + 18, y);
  });
  ctx.fillStyle = theme.muted;
  ctx.font = `11px ${font}`;
  const notesTop = legendTop + legendRows * LINE + 2;
  notes.forEach((note, i) => ctx.fillText(note, startX, notesTop + i * LINE, width));
  ctx.fillText(options.footer, startX, notesTop + notes.length * LINE);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), 'image/png'),
  );
}
