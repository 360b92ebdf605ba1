// The search whose pages the export benchmark seeds and exports.
export const BENCH_PARAMS = { purpose: 'for-sale', sort_order: 'latest' } as const;
