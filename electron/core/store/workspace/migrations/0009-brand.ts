// Migration 9 of the workspace database: the broker's brand as client reports print it (name, BRN, agency, phone,
// e-mail) with the logo and photo copied in as bytes, never referenced by a path that may move or vanish. One row:
// a report has one author.
export const name = 'brand';

export const sql = /* sql */ `
CREATE TABLE brand (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  brn TEXT,
  agency TEXT,
  phone TEXT,
  email TEXT,
  logo_mime TEXT CHECK (logo_mime IN ('image/png', 'image/jpeg', 'image/webp')),
  logo BLOB,
  logo_width INTEGER,
  logo_height INTEGER,
  photo_mime TEXT CHECK (photo_mime IN ('image/png', 'image/jpeg', 'image/webp')),
  photo BLOB,
  photo_width INTEGER,
  photo_height INTEGER,
  updated_at INTEGER NOT NULL,
  CHECK ((logo IS NULL) = (logo_mime IS NULL)),
  CHECK ((photo IS NULL) = (photo_mime IS NULL))
);
`;
