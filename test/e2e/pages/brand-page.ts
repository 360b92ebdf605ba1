// Locators and actions of Settings → Your brand, kept out of the test bodies.
import type { Page } from 'playwright-core';

export type BrandField = 'name' | 'brn' | 'agency' | 'phone' | 'email';

export function brandPage(page: Page) {
  const section = page.getByTestId('brand-section');
  return {
    section,
    async open() {
      await page.getByTestId('nav-settings').click();
      await section.waitFor();
    },
    input(field: BrandField) {
      return section.getByTestId(`brand-${field}`).locator('input');
    },
    error(field: BrandField | 'logo' | 'photo') {
      return section.getByTestId(`brand-${field}`).locator('.field-error');
    },
    async fill(values: Partial<Record<BrandField, string>>) {
      for (const [field, value] of Object.entries(values)) await this.input(field as BrandField).fill(value);
    },
    async choose(role: 'logo' | 'photo', name: string, mimeType: string, buffer: Buffer) {
      await section.getByTestId(`brand-${role}-input`).setInputFiles({ name, mimeType, buffer });
    },
    preview(role: 'logo' | 'photo') {
      return section.getByTestId(`brand-${role}-preview`);
    },
    /** The preview's image as the browser decoded it: its source's type and its natural size. */
    async previewImage(role: 'logo' | 'photo') {
      return this.preview(role).evaluate((img: HTMLImageElement) => ({
        src: img.src.slice(0, 22),
        width: img.naturalWidth,
        height: img.naturalHeight,
      }));
    },
    async save() {
      await section.getByTestId('brand-save').click();
    },
    async values(): Promise<Record<BrandField, string>> {
      const out = {} as Record<BrandField, string>;
      for (const field of ['name', 'brn', 'agency', 'phone', 'email'] as const) {
        out[field] = await this.input(field).inputValue();
      }
      return out;
    },
  };
}
