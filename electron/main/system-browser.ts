// The one place that hands a URL to the operating system's browser, after safeOpenExternal's checks.
import { shell } from 'electron';
import { safeOpenExternal } from './safe-open-external';

export function openInSystemBrowser(url: string): Promise<boolean> {
  return safeOpenExternal(url, (checked) => shell.openExternal(checked));
}
