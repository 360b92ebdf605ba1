// Locators and actions of the research screen, kept out of the test bodies.
import type { Page } from 'playwright-core';

export function researchPage(page: Page) {
  const locationInput = page.getByTestId('location-input');
  const suggestions = page.getByTestId('location-suggestion');
  return {
    locationInput,
    suggestions,
    suggestionNamed: (name: string) =>
      suggestions.filter({ has: page.getByTestId('suggestion-name').getByText(name, { exact: true }) }),
    selectedCard: page.getByTestId('selected-location'),
    statusBar: page.getByTestId('status-bar'),
    async searchLocation(text: string): Promise<void> {
      await locationInput.click();
      await locationInput.fill(text);
    },
    async setLanguage(code: 'en' | 'ar' | 'ru' | 'zh'): Promise<void> {
      await page.getByTestId('language-select').selectOption(code);
    },
    async toggleTheme(): Promise<void> {
      await page.getByTestId('theme-toggle').click();
    },
  };
}
