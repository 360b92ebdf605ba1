// How alike a candidate comparable is to the subject, from factors the report prints beside each comparable: the
// same building, bedrooms, size, type, completion and the age of the record. Each factor is a share from 0 to 1 of
// its weight; the similarity is their sum, out of 100.
import type { CmaSubject, FactorScore, SimilarityFactor } from '#shared/ipc/contract';

export const SIMILARITY_WEIGHTS: Readonly<Record<SimilarityFactor, number>> = {
  place: 25,
  beds: 25,
  size: 20,
  type: 10,
  completion: 10,
  age: 10,
};

/** A size this far from the subject's (as a share of it) counts for nothing; nearer, in proportion. */
const SIZE_TOLERANCE = 0.5;
/** A record in the subject's community but another building counts this share of the place's weight. */
const SAME_PLACE_SHARE = 0.6;
/** A bedroom count one away from the subject's counts this share. */
const NEIGHBOUR_BEDS_SHARE = 0.4;
/** An unknown type or completion counts half: neither alike nor unlike. */
const UNKNOWN_SHARE = 0.5;

export const SIMILARITY_RULE =
  `Similarity out of 100: place ${SIMILARITY_WEIGHTS.place} (the subject's building in full, elsewhere in its ` +
  `community ${SAME_PLACE_SHARE * 100} %), bedrooms ${SIMILARITY_WEIGHTS.beds} (the same count in full, one away ` +
  `${NEIGHBOUR_BEDS_SHARE * 100} %), size ${SIMILARITY_WEIGHTS.size} (less in proportion to the difference, nothing ` +
  `from ${SIZE_TOLERANCE * 100} % apart), type ${SIMILARITY_WEIGHTS.type} and completion ` +
  `${SIMILARITY_WEIGHTS.completion} (alike in full, unknown half), age ${SIMILARITY_WEIGHTS.age} (today's in full, ` +
  'nothing at the start of the date window).';

export interface Candidate {
  place: string;
  beds: number | null;
  areaSqft: number | null;
  category: string | null;
  completion: 'completed' | 'under-construction' | null;
  /** Days since the record (0 for a current listing). */
  ageDays: number;
}

/** Singular, lower-case type words: "Apartments", "apartment" and "APARTMENT" are one type. */
function typeKey(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
    .replace(/s$/, '');
}

const RESIDENTIAL = new Set([
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'duplex',
  'hotel-apartment',
  'residential',
]);

function typeShare(subject: CmaSubject, category: string | null): number {
  if (!subject.category) return 1;
  if (category === null) return UNKNOWN_SHARE;
  const want = typeKey(subject.category);
  const got = typeKey(category);
  if (want === 'residential') return RESIDENTIAL.has(got) ? 1 : 0;
  return want === got ? 1 : 0;
}

function completionShare(subject: CmaSubject, completion: Candidate['completion']): number {
  if (subject.completion === 'any') return 1;
  if (completion === null) return UNKNOWN_SHARE;
  return (subject.completion === 'ready') === (completion === 'completed') ? 1 : 0;
}

function placeShare(subject: CmaSubject, place: string): number {
  if (!subject.building) return SAME_PLACE_SHARE;
  return place.trim().toLowerCase() === subject.building.trim().toLowerCase() ? 1 : SAME_PLACE_SHARE;
}

function bedsShare(subject: CmaSubject, beds: number | null): number {
  if (beds === null) return 0;
  // The data's buckets end at "5 or more".
  const gap = Math.abs(Math.min(beds, 5) - Math.min(subject.beds, 5));
  return gap === 0 ? 1 : gap === 1 ? NEIGHBOUR_BEDS_SHARE : 0;
}

function sizeShare(subject: CmaSubject, area: number | null): number {
  if (area === null || !(area > 0)) return 0;
  return Math.max(0, 1 - Math.abs(area - subject.sizeSqft) / subject.sizeSqft / SIZE_TOLERANCE);
}

const score = (factor: SimilarityFactor, share: number): FactorScore => {
  const weight = SIMILARITY_WEIGHTS[factor];
  return { share: Math.round(share * 1000) / 1000, weight, points: Math.round(share * weight * 10) / 10 };
};

/** Each factor's score and the similarity (their points summed, to a tenth). */
export function similarityOf(
  subject: CmaSubject,
  candidate: Candidate,
  windowDays: number,
): { similarity: number; factors: Record<SimilarityFactor, FactorScore> } {
  const factors: Record<SimilarityFactor, FactorScore> = {
    place: score('place', placeShare(subject, candidate.place)),
    beds: score('beds', bedsShare(subject, candidate.beds)),
    size: score('size', sizeShare(subject, candidate.areaSqft)),
    type: score('type', typeShare(subject, candidate.category)),
    completion: score('completion', completionShare(subject, candidate.completion)),
    age: score('age', Math.max(0, 1 - candidate.ageDays / windowDays)),
  };
  const total = Object.values(factors).reduce((sum, f) => sum + f.points, 0);
  return { similarity: Math.round(total * 10) / 10, factors };
}
