// Short names brokers type for UAE communities ("JVC", "JLT", "MBR City", "Marina"), mapped to the names the data
// service knows. The demo service's autocomplete and the app's place picker both read this one table.

/** Alias (folded: lower case, no dots, single spaces) → the community's English name. */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  jvc: 'Jumeirah Village Circle',
  'jumeirah village': 'Jumeirah Village Circle',
  jvt: 'Jumeirah Village Triangle',
  jlt: 'Jumeirah Lake Towers',
  jbr: 'Jumeirah Beach Residence',
  jge: 'Jumeirah Golf Estates',
  jip: 'Jumeirah Islands',
  difc: 'Dubai International Financial Centre',
  mbr: 'Mohammed Bin Rashid City',
  'mbr city': 'Mohammed Bin Rashid City',
  mbrc: 'Mohammed Bin Rashid City',
  downtown: 'Downtown Dubai',
  marina: 'Dubai Marina',
  palm: 'Palm Jumeirah',
  'the palm': 'Palm Jumeirah',
  'palm jumeira': 'Palm Jumeirah',
  dso: 'Dubai Silicon Oasis',
  'silicon oasis': 'Dubai Silicon Oasis',
  dsc: 'Dubai Sports City',
  'sports city': 'Dubai Sports City',
  dip: 'Dubai Investment Park',
  dhe: 'Dubai Hills Estate',
  'dubai hills': 'Dubai Hills Estate',
  dch: 'Dubai Creek Harbour',
  'creek harbour': 'Dubai Creek Harbour',
  'creek harbor': 'Dubai Creek Harbour',
  impz: 'Dubai Production City',
  dubailand: 'Dubai Land',
  'business bay': 'Business Bay',
  bb: 'Business Bay',
  'al reem': 'Al Reem Island',
  reem: 'Al Reem Island',
  'reem island': 'Al Reem Island',
  yas: 'Yas Island',
  saadiyat: 'Saadiyat Island',
  ar2: 'Arabian Ranches 2',
  ranches: 'Arabian Ranches',
  'damac hills 1': 'Damac Hills',
  akoya: 'Damac Hills 2',
  'akoya oxygen': 'Damac Hills 2',
};

/** A query as the alias table keys it: lower case, dots and extra spaces gone ("J.L.T." → "jlt"). */
export function foldAlias(query: string): string {
  return query.normalize('NFKC').toLocaleLowerCase('en').replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

/** The community an alias stands for, or null when the query is not an alias. */
export function expandPlaceAlias(query: string): string | null {
  return PLACE_ALIASES[foldAlias(query)] ?? null;
}
