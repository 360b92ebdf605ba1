// The broker's brand: one row, its images as bytes. Set whole in one transaction, so a failed write leaves the brand
// as it was, never half of a new one.
import type { Database } from 'better-sqlite3';
import type { BrandImageType } from '#shared/ipc/contract';

export interface StoredImage {
  mime: BrandImageType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

export interface StoredBrand {
  name: string;
  brn: string | null;
  agency: string | null;
  phone: string | null;
  email: string | null;
  logo: StoredImage | null;
  photo: StoredImage | null;
  updatedAt: number;
}

/** What a set writes: images absent are kept as they are, null removes one. */
export interface BrandWrite extends Omit<StoredBrand, 'logo' | 'photo' | 'updatedAt'> {
  logo?: StoredImage | null;
  photo?: StoredImage | null;
}

interface Row {
  name: string;
  brn: string | null;
  agency: string | null;
  phone: string | null;
  email: string | null;
  logo_mime: BrandImageType | null;
  logo: Buffer | null;
  logo_width: number | null;
  logo_height: number | null;
  photo_mime: BrandImageType | null;
  photo: Buffer | null;
  photo_width: number | null;
  photo_height: number | null;
  updated_at: number;
}

const imageOf = (mime: BrandImageType | null, bytes: Buffer | null, width: number | null, height: number | null) =>
  mime && bytes ? { mime, bytes, width, height } : null;

const toBrand = (r: Row): StoredBrand => ({
  name: r.name,
  brn: r.brn,
  agency: r.agency,
  phone: r.phone,
  email: r.email,
  logo: imageOf(r.logo_mime, r.logo, r.logo_width, r.logo_height),
  photo: imageOf(r.photo_mime, r.photo, r.photo_width, r.photo_height),
  updatedAt: r.updated_at,
});

export function createBrandRepo(db: Database) {
  const read = db.prepare<[], Row>('SELECT * FROM brand WHERE id = 1');
  const upsert = db.prepare(
    `INSERT INTO brand (id, name, brn, agency, phone, email, updated_at)
     VALUES (1, @name, @brn, @agency, @phone, @email, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, brn = excluded.brn, agency = excluded.agency,
       phone = excluded.phone, email = excluded.email, updated_at = excluded.updated_at`,
  );
  const image = (role: 'logo' | 'photo') =>
    db.prepare(
      `UPDATE brand SET ${role}_mime = @mime, ${role} = @bytes, ${role}_width = @width, ${role}_height = @height
       WHERE id = 1`,
    );
  const images = { logo: image('logo'), photo: image('photo') };
  const none = { mime: null, bytes: null, width: null, height: null };

  const set = db.transaction((brand: BrandWrite, now: number) => {
    upsert.run({
      name: brand.name,
      brn: brand.brn,
      agency: brand.agency,
      phone: brand.phone,
      email: brand.email,
      updatedAt: now,
    });
    for (const role of ['logo', 'photo'] as const) {
      const value = brand[role];
      if (value !== undefined) images[role].run(value ?? none);
    }
  });

  return {
    get(): StoredBrand | null {
      const row = read.get();
      return row ? toBrand(row) : null;
    },
    set(brand: BrandWrite, now = Date.now()): void {
      set(brand, now);
    },
  };
}

export type BrandRepo = ReturnType<typeof createBrandRepo>;
