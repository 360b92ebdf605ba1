// A damaged workspace file: the app says so at start (an error notice in plain words, pointing to Settings), and
// Settings → Workspace explains that nothing is being kept and offers a new workspace.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], {
    prepare: (dir) => writeFileSync(join(dir, 'workspace.db'), 'this is not an SQLite database'.repeat(200)),
  });
});
afterAll(async () => s?.close());

describe('damaged workspace', () => {
  it('raises an error notice that leads to Settings', async () => {
    const notice = s.page.getByTestId('notice').filter({ hasText: 'Your workspace could not be opened' });
    await notice.waitFor();
    expect(await notice.getAttribute('data-level')).toBe('error');
    await s.shot('notice-workspace-damaged');
    await notice.getByRole('button', { name: 'Settings', exact: true }).click();
    await s.page.getByTestId('settings-view').waitFor();
  });

  it('explains the temporary workspace in Settings and offers a new one', async () => {
    const section = s.page.getByTestId('workspace-section');
    await section.waitFor();
    expect(await section.getAttribute('data-mode')).toBe('temporary');
    expect(await section.getByTestId('workspace-read-only').textContent()).toMatch(
      /uses a temporary workspace that is not kept/,
    );
    expect(await section.getByTestId('workspace-backup-now').isDisabled()).toBe(true);
    s.page.once('dialog', (dialog) => void dialog.accept());
    await section.getByTestId('workspace-start-new').click();
    await expect.poll(() => section.getAttribute('data-mode')).toBe('normal');
    await s.shot('settings-workspace-new');
    expect(await appPage(s.page).statusBar.isVisible()).toBe(true);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
