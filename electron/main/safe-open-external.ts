// The only way the app opens a link outside itself: https URLs only, handed to the system browser.
export type OpenExternal = (url: string) => Promise<void>;

export function isSafeExternalUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export async function safeOpenExternal(raw: string, open: OpenExternal): Promise<boolean> {
  if (!isSafeExternalUrl(raw)) return false;
  await open(raw);
  return true;
}
