// Settings → Your brand at 1280×800 in English and Arabic (issue 37, item 4): a wrong BRN and e-mail are said beside
// their fields before anything is sent; a logo uploaded is previewed, saved into the workspace and still there after
// a reload; an image too large or not an image is refused in words naming it; in Arabic the section reads right to
// left, a photo added there is kept across a reload too, and a removed one stays removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../support/png';
import { appPage } from './pages/app-page';
import { brandPage } from './pages/brand-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 } });
});
afterAll(async () => s?.close());

const BRAND = {
  name: 'Layla Haddad',
  brn: '45872',
  agency: 'Harbour Line Realty',
  phone: '+971 50 123 4567',
  email: 'layla@example.ae',
};

async function reloadToBrand(): Promise<void> {
  await s.page.reload();
  const brand = brandPage(s.page);
  await brand.open();
  await brand.input('name').waitFor();
}

describe('the broker’s brand in Settings', () => {
  it('says what is wrong beside each field before anything is sent', async () => {
    const brand = brandPage(s.page);
    await brand.open();
    await brand.fill({ ...BRAND, brn: 'BRN-45872', email: 'layla@' });
    await brand.save();
    expect(await brand.error('brn').textContent()).toBe('A BRN is 3 to 10 digits, as on your RERA card.');
    expect(await brand.error('email').textContent()).toBe('Enter an e-mail address such as name@agency.ae.');
    expect(await brand.error('name').count()).toBe(0);
    await brand.section.scrollIntoViewIfNeeded();
    await s.shot('brand-errors-1280-en');
  });

  it('refuses an image too large or not an image, naming the file', async () => {
    const brand = brandPage(s.page);
    await brand.choose('logo', 'huge.png', 'image/png', Buffer.alloc(400 * 1024, 1));
    expect(await brand.error('logo').textContent()).toBe('“huge.png” is 400 KB; choose an image of at most 360 KB.');
    await brand.choose('logo', 'logo.gif', 'image/gif', Buffer.from('GIF89a'));
    expect(await brand.error('logo').textContent()).toBe('“logo.gif” is not a PNG, JPEG or WebP image.');
    expect(await brand.preview('logo').count()).toBe(0);
  });

  it('previews an uploaded logo, saves it into the workspace and keeps it across a reload', async () => {
    const brand = brandPage(s.page);
    await brand.fill(BRAND);
    await brand.choose('logo', 'logo.png', 'image/png', solidPng(240, 80));
    await brand.preview('logo').waitFor();
    expect(await brand.error('logo').count()).toBe(0);
    await brand.save();
    await s.page.getByTestId('notice').filter({ hasText: 'Your brand is saved.' }).waitFor();
    expect(await brand.error('brn').count()).toBe(0);
    await brand.section.scrollIntoViewIfNeeded();
    await s.shot('brand-saved-1280-en');
    await reloadToBrand();
    expect(await brand.values()).toEqual(BRAND);
    await brand.preview('logo').waitFor();
    expect(await brand.previewImage('logo')).toEqual({ src: 'data:image/png;base64,', width: 240, height: 80 });
    expect(await brand.preview('photo').count()).toBe(0);
  });

  it('reads right to left in Arabic, words its errors there, and keeps a photo added across a reload', async () => {
    const brand = brandPage(s.page);
    await appPage(s.page).setLanguage('ar');
    await expect.poll(() => brand.section.locator('h2').textContent()).toBe('علامتك');
    expect(await brand.section.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await brand.fill({ email: 'layla@' });
    await brand.save();
    expect(await brand.error('email').textContent()).toBe('أدخل بريدًا إلكترونيًا مثل name@agency.ae.');
    await brand.fill({ email: BRAND.email, agency: 'هاربر لاين العقارية' });
    await brand.choose('photo', 'layla.png', 'image/png', solidPng(90, 120, [200, 160, 120]));
    await brand.preview('photo').waitFor();
    await brand.save();
    await s.page.getByTestId('notice').filter({ hasText: 'حُفظت علامتك.' }).waitFor();
    await brand.section.scrollIntoViewIfNeeded();
    await s.shot('brand-saved-1280-ar');
    await reloadToBrand();
    expect(await brand.input('agency').inputValue()).toBe('هاربر لاين العقارية');
    expect(await brand.previewImage('photo')).toMatchObject({ width: 90, height: 120 });
    expect(await brand.previewImage('logo')).toMatchObject({ width: 240, height: 80 });
  });

  it('removes the photo, and it stays removed after a reload while the logo is kept', async () => {
    const brand = brandPage(s.page);
    await brand.section.getByTestId('brand-photo-remove').click();
    expect(await brand.preview('photo').count()).toBe(0);
    await brand.save();
    await s.page.getByTestId('notice').filter({ hasText: 'حُفظت علامتك.' }).last().waitFor();
    await reloadToBrand();
    expect(await brand.preview('photo').count()).toBe(0);
    expect(await brand.previewImage('logo')).toMatchObject({ width: 240 });
    await appPage(s.page).setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
