// Locators and actions of Settings → Team, the status bar's team state and the "Shared by" mark, kept out of the
// test bodies.
import type { Page } from 'playwright-core';

export function teamPage(page: Page) {
  const section = page.getByTestId('team-section');
  return {
    section,
    statusBar: page.getByTestId('status-team'),
    async open() {
      await page.getByTestId('nav-settings').click();
      await section.waitFor();
    },
    async join(server: string, invite: string) {
      await section.getByTestId('team-server').locator('input').fill(server);
      await section.getByTestId('team-invite').locator('input').fill(invite);
      await section.getByTestId('team-join').click();
    },
    member: section.getByTestId('team-member'),
    members: section.getByTestId('team-members'),
    outbox: section.getByTestId('team-outbox'),
    async syncNow() {
      await section.getByTestId('team-sync').click();
    },
    sharedBy: (name: string) => page.locator(`[data-testid="shared-by"][data-by="${name}"]`),
  };
}
