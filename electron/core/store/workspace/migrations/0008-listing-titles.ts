// Migration 8 of the workspace database: a listing state keeps the listing's title (JSON, its words in each language
// the answer gave), so a portfolio diff names a listing as the broker read it rather than by a number. Not part of
// the state's hash: a reworded title is not a change of the listing. States recorded before have none (NULL): the
// diff then looks in the offline cache, and says "title not recorded" where that has none either.
export const name = 'listing-titles';

export const sql = /* sql */ `
ALTER TABLE listing_states ADD COLUMN title TEXT;
`;
