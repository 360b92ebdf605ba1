// The brand repository over a real migrated workspace: set whole, images kept, replaced or removed, and a write
// that fails half way leaves the brand it found.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { createBrandRepo, type BrandWrite } from './brand-repo';
import { WORKSPACE_MIGRATIONS } from './migrations/index';

function repo() {
  const db = new BetterSqlite3(':memory:');
  migrate(db, WORKSPACE_MIGRATIONS);
  return createBrandRepo(db);
}

const words: BrandWrite = {
  name: 'Layla Haddad',
  brn: '45872',
  agency: 'Harbour Line Realty',
  phone: '+971 50 123 4567',
  email: 'layla@example.ae',
};
const logo = { mime: 'image/png' as const, bytes: Buffer.from('logo bytes'), width: 120, height: 40 };
const photo = { mime: 'image/jpeg' as const, bytes: Buffer.from('photo bytes'), width: null, height: null };

describe('the brand repository', () => {
  it('has no brand until one is set, then the one set', () => {
    const brands = repo();
    expect(brands.get()).toBeNull();
    brands.set({ ...words, logo, photo }, 1000);
    expect(brands.get()).toEqual({ ...words, logo, photo, updatedAt: 1000 });
  });

  it('keeps an image left out, replaces one given and removes one given as null', () => {
    const brands = repo();
    brands.set({ ...words, logo, photo }, 1);
    brands.set({ ...words, name: 'Layla H.' }, 2);
    expect(brands.get()).toMatchObject({ name: 'Layla H.', logo, photo });
    const other = { ...logo, bytes: Buffer.from('another logo') };
    brands.set({ ...words, logo: other, photo: null }, 3);
    expect(brands.get()).toMatchObject({ logo: other, photo: null, updatedAt: 3 });
  });

  it('rolls a failed write back whole: never new words with the old images, or half an image', () => {
    const brands = repo();
    brands.set({ ...words, logo }, 1);
    const refused = { ...logo, mime: 'image/gif' as never };
    expect(() => brands.set({ ...words, name: 'Someone else', photo: refused }, 2)).toThrow(/CHECK/);
    expect(brands.get()).toEqual({ ...words, logo, photo: null, updatedAt: 1 });
  });
});
