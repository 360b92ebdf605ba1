// `aqar brand show|set`: the brand client reports print, set from the terminal as Settings sets it. A first set needs
// a name; a bad value is named by its flag; an image is taken by its bytes (a text file named .png is refused) and
// copied into the workspace; later sets change only the flags given; --json gives the images' type and size only.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { solidPng } from '../support/png';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-brand-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

describe('aqar brand', () => {
  it('says there is none yet, and needs a name the first time', async () => {
    const shown = await aqar(['brand', 'show', '--demo'], env);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^No brand is kept yet\. Set one with aqar brand set --name NAME/);
    const nameless = await aqar(['brand', 'set', '--demo', '--brn', '45872'], env);
    expect(nameless.code).toBe(2);
    expect(nameless.err).toMatch(/needs --name the first time/);
  });

  it('names a bad value by its flag, and refuses a file that is not an image whatever its name', async () => {
    const brn = await aqar(['brand', 'set', '--demo', '--name', 'Layla Haddad', '--brn', 'BRN-1'], env);
    expect(brn.code).toBe(2);
    expect(brn.err.trim()).toBe('aqar: --brn: must be 3 to 10 digits (the BRN on your RERA card).');
    const fake = join(dir.path, 'logo.png');
    writeFileSync(fake, 'not an image at all');
    const image = await aqar(['brand', 'set', '--demo', '--name', 'Layla Haddad', '--logo', fake], env);
    expect(image.code).toBe(2);
    expect(image.err).toContain(`--logo ${fake}: not a PNG, JPEG or WebP image.`);
    expect((await aqar(['brand', 'show', '--demo'], env)).out).toMatch(/^No brand is kept yet/);
  });

  it('keeps the brand and its logo, and a later set changes only what it is given', async () => {
    const logo = join(dir.path, 'real-logo.png');
    writeFileSync(logo, solidPng(200, 60));
    const set = await aqar(
      [
        'brand',
        'set',
        '--demo',
        '--name',
        'Layla Haddad',
        '--brn',
        '45872',
        '--email',
        'layla@example.ae',
        '--logo',
        logo,
      ],
      env,
    );
    expect(set.code, set.err).toBe(0);
    expect(set.out).toMatch(/^Logo: PNG, 200×60 px, 1 KB$/m);
    const phone = await aqar(['brand', 'set', '--demo', '--phone', '+971 50 123 4567', '--json'], env);
    expect(phone.code, phone.err).toBe(0);
    expect(JSON.parse(phone.out)).toEqual({
      name: 'Layla Haddad',
      brn: '45872',
      agency: null,
      phone: '+971 50 123 4567',
      email: 'layla@example.ae',
      logo: { mime: 'image/png', width: 200, height: 60 },
      photo: null,
    });
    const removed = await aqar(['brand', 'set', '--demo', '--remove-logo', '--brn', ''], env);
    expect(removed.code, removed.err).toBe(0);
    expect(removed.out).toMatch(/^BRN: —$/m);
    expect(removed.out).toMatch(/^Logo: none$/m);
  });
});
