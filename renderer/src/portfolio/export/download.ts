// Hands a file to the broker from the page: text made here (a saved-searches file) as a blob download, or a finished
// export the browser-mode host serves (its URL needs the page's session token, as every API route does).
import { readSessionToken } from '../../api/browser-bridge';

function clickLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `text` as a file named `fileName` (the browser's download, or Electron's save prompt). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  clickLink(url, fileName);
  // The click has handed the blob to the download; free it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a browser-mode download (`/api/download/<id>`) with the session token. */
export function downloadFromHost(url: string): void {
  const token = readSessionToken(document);
  const separator = url.includes('?') ? '&' : '?';
  clickLink(token ? `${url}${separator}token=${encodeURIComponent(token)}` : url);
}
