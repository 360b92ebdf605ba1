// Notices: one the core raised before the window opened (a damaged settings file) is shown at start in the
// broker's words, styled as a warning, with the core's sentence under Details, and stays dismissed; success and
// error notices of Settings look different; the workspace's state is in Settings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { prepare: (dir) => writeFileSync(join(dir, 'settings.json'), '{ not json') });
});
afterAll(async () => s?.close());

const settingsNotice = () => s.page.getByTestId('notice').filter({ hasText: 'Your settings file could not be read' });
/** The workspace's "backup taken" confirmation in Arabic (message workspace.backedUp). */
const AR_BACKED_UP = 'أُخذت نسخة احتياطية.';

describe('notices', () => {
  it('tells the core’s notice in Arabic and Hindi, what the core said under Details', async () => {
    const ui = appPage(s.page);
    const notice = s.page
      .getByTestId('notice')
      .filter({ has: s.page.locator('details') })
      .first();
    await settingsNotice().waitFor();
    // Details say what the core said, a message of the catalogue now, worded in the window's language too.
    for (const [lang, words, said] of [
      ['ar', 'تعذّرت قراءة ملف الإعدادات', 'كان ملف الإعدادات غير صالح ونُقل إلى'],
      ['hi', 'आपकी सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी', 'सेटिंग्स फ़ाइल अमान्य थी और'],
    ] as const) {
      await ui.setLanguage(lang);
      await expect.poll(() => notice.getByTestId('notice-message').textContent()).toContain(words);
      await notice.locator('summary').click();
      expect(await notice.locator('details p').textContent()).toContain(said);
      await s.shot(`notice-settings-reset-${lang}`);
      await notice.locator('summary').click();
    }
    await ui.setLanguage('en');
    await settingsNotice().waitFor();
  });

  it('shows a notice raised before the window listened, in plain words, dismissible for good', async () => {
    const notice = settingsNotice();
    await notice.waitFor();
    expect(await notice.getAttribute('data-level')).toBe('warning');
    expect(await notice.locator('details').textContent()).toMatch(/Settings file was invalid and was moved to/);
    await s.shot('notice-settings-reset');
    await notice.getByTestId('notice-dismiss').click();
    expect(await settingsNotice().count()).toBe(0);
    await s.page.reload();
    await appPage(s.page).form.waitFor();
    expect(await settingsNotice().count()).toBe(0);
  });

  it('styles success and refusal differently, in the interface language', async () => {
    const ui = appPage(s.page);
    await ui.nav('settings');
    await s.page.getByTestId('key-input').fill('short');
    expect(await s.page.getByTestId('key-error').textContent()).toBe(
      'This does not look like an API key: it is shorter than 8 characters.',
    );
    expect(await s.page.getByTestId('key-save').isDisabled()).toBe(true);
    await s.page.getByTestId('key-input').fill('');
    await s.page.getByTestId('limits-save').click();
    const success = s.page.locator('[data-testid="notice"][data-level="success"]');
    await success.first().waitFor();
    expect(await success.first().textContent()).toContain('Settings saved.');
    const [successBg, warningBg] = await Promise.all([
      success.first().evaluate((el) => getComputedStyle(el).backgroundColor),
      s.page
        .locator('.message.warning, [data-level="warning"]')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
        .catch(() => null),
    ]);
    expect(successBg).not.toBe(warningBg);
  });

  it('shows the workspace in Settings with its backups', async () => {
    const section = s.page.getByTestId('workspace-section');
    await section.waitFor();
    expect(await section.getAttribute('data-mode')).toBe('normal');
    expect(await section.getByTestId('workspace-healthy').textContent()).toBe('The workspace is healthy.');
    await section.getByTestId('workspace-backup-now').click();
    await s.page
      .locator('[data-testid="notice"][data-level="success"]')
      .filter({ hasText: 'A backup was taken.' })
      .waitFor();
    expect(await section.getByTestId('workspace-restore').count()).toBeGreaterThan(0);
    await s.shot('settings-workspace');
  });

  it('tells a notice of this window again in the language switched to while it shows', async () => {
    const ui = appPage(s.page);
    await s.page.getByTestId('workspace-section').getByTestId('workspace-backup-now').click();
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').last();
    await notice.filter({ hasText: 'A backup was taken.' }).waitFor();
    await ui.setLanguage('ar');
    await expect.poll(() => notice.getByTestId('notice-message').textContent()).toBe(AR_BACKED_UP);
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
