// Migration 4 of the cache database: each saved answer keeps its normalized form beside the raw body, so that a
// cache hit is not parsed and normalized again; the raw body stays, for when the normalizers change.
export const name = 'normalized-answers';

export const sql = /* sql */ `
ALTER TABLE responses ADD COLUMN normalized TEXT;
ALTER TABLE responses ADD COLUMN normalizer TEXT;
`;
