// Migration 3 of the workspace database is reserved for compare pins (another branch). This no-op keeps the
// numbering 1..n without gaps on this branch and is replaced by the real 0003 when the branches merge.
export const name = 'reserved-compare-pins';

export const sql = '-- reserved: replaced by the compare-pins migration at merge';
