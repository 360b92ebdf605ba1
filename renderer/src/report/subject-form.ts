// The client report's subject as the broker fills it (sizes in the broker's display unit, amounts as typed), the CMA
// query it becomes (checked by the contract's own schema, each problem kept at its field), and the form filled in
// from a listing or from a query asked before (a kept report's). Pure, so the same form always asks the same report.
import { TIME_PERIODS } from '#shared/data-service/params';
import { SQM_PER_SQFT } from '#shared/domain/area';
import type { Purpose, ListingSummary } from '#shared/domain/listing';
import { bedroomsOf } from '#shared/domain/bedrooms';
import { yearlyRent } from '#shared/domain/rent';
import { cmaQuerySchema, type CmaQueryInput, type MARKET_COMPLETIONS } from '#shared/ipc/contract';
import { categoryOf } from '#shared/market/percentile-ask';
import type { TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import type { PickedLocation } from '../search';

export type ReportCategory = (typeof TRANSACTION_CATEGORY_NAMES)[number] | 'any';
export type ReportCompletion = (typeof MARKET_COMPLETIONS)[number];
export type ReportPeriod = (typeof TIME_PERIODS)[number];
export type SizeUnit = 'sqft' | 'sqm';

export { SQM_PER_SQFT };

/** What of a listing fills the form: a grid row, a detail page's record or a compare pin's all have it. */
export type ListingFacts = Pick<
  ListingSummary,
  | 'externalID'
  | 'location'
  | 'rooms'
  | 'propertyType'
  | 'purpose'
  | 'price'
  | 'rentFrequency'
  | 'areaSqft'
  | 'completionStatus'
>;

export interface SubjectForm {
  place: PickedLocation | null;
  purpose: Purpose;
  category: ReportCategory;
  /** 0 is a studio. */
  beds: number;
  /** The size as typed, in `sizeUnit`. */
  size: string;
  sizeUnit: SizeUnit;
  /**
   * The exact square feet behind a size the form wrote itself (from a listing, or converted to the other unit),
   * while the text still reads as written: a listing's 753 sq ft shown as 69.96 m² still asks 753 sq ft.
   */
  exact: { size: string; unit: SizeUnit; sqft: number } | null;
  completion: ReportCompletion;
  building: string;
  /** Asking price (a sale) or yearly rent asked (a rent), as typed. */
  asking: string;
  /** A rent's current yearly rent, as typed. */
  currentRent: string;
  period: ReportPeriod;
  /** The listing the form was filled from, while it still describes it. */
  listingId: string | null;
}

export function initialSubjectForm(unit: SizeUnit = 'sqft'): SubjectForm {
  return {
    place: null,
    purpose: 'for-sale',
    category: 'apartments',
    beds: 1,
    size: '',
    sizeUnit: unit,
    exact: null,
    completion: 'any',
    building: '',
    asking: '',
    currentRent: '',
    period: '12m',
    listingId: null,
  };
}

export type SubjectField = 'place' | 'size' | 'building' | 'asking' | 'currentRent' | 'beds' | 'listingId';

/** What is wrong at a field: the size's bounds are said in the broker's unit. */
export type FieldProblem =
  { code: 'place' | 'amount' | 'building' | 'listing' | 'invalid' } | { code: 'size'; min: number; max: number };

export type ParsedSubject =
  { ok: true; query: CmaQueryInput } | { ok: false; problems: Partial<Record<SubjectField, FieldProblem>> };

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** A number typed with the language's digits and grouping ("1,250", "1 250", "١٢٥٠"); NaN when it is not one. */
export function readNumber(text: string): number {
  const western = text
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c\u00a0\u202f']/g, '');
  if (western === '' || !/^\d+(\.\d+)?$/.test(western)) return Number.NaN;
  return Number(western);
}

/** Square feet of a size typed in `unit`. */
export function toSqft(value: number, unit: SizeUnit): number {
  return unit === 'sqft' ? value : value / SQM_PER_SQFT;
}

/** A size in square feet shown in `unit` (two decimals at most). */
export function fromSqft(sqft: number, unit: SizeUnit): number {
  const value = unit === 'sqft' ? sqft : sqft * SQM_PER_SQFT;
  return Math.round(value * 100) / 100;
}

/** The bounds of the contract's size (100 to 200,000 sq ft) in `unit`, for the field's message. */
export function sizeBounds(unit: SizeUnit): { min: number; max: number } {
  return { min: fromSqft(100, unit), max: fromSqft(200_000, unit) };
}

/** The size typed in the form, in square feet; null when none can be read. */
export function formSizeSqft(form: Pick<SubjectForm, 'size' | 'sizeUnit' | 'exact'>): number | null {
  const { exact } = form;
  if (exact && exact.size === form.size && exact.unit === form.sizeUnit) return exact.sqft;
  const n = readNumber(form.size);
  return Number.isFinite(n) ? toSqft(n, form.sizeUnit) : null;
}

const FIELD_OF: Readonly<Record<string, SubjectField>> = {
  place: 'place',
  sizeSqft: 'size',
  building: 'building',
  askingPrice: 'asking',
  currentRent: 'currentRent',
  beds: 'beds',
  listingId: 'listingId',
};

const PROBLEM_OF: Readonly<Record<SubjectField, FieldProblem['code']>> = {
  place: 'place',
  size: 'size',
  building: 'building',
  asking: 'amount',
  currentRent: 'amount',
  beds: 'invalid',
  listingId: 'listing',
};

function problem(field: SubjectField, unit: SizeUnit): FieldProblem {
  const code = PROBLEM_OF[field];
  return code === 'size' ? { code, ...sizeBounds(unit) } : { code };
}

/** An amount as typed: absent when empty, NaN (refused by the schema) when it is not a number. */
function amount(text: string): number | undefined {
  return text.trim() === '' ? undefined : readNumber(text);
}

/**
 * The CMA query of a form, checked by the contract's schema (the same rules the core and the CLI apply), or every
 * field's problem. `include` and `exclude` are the broker's choices of comparables, kept with the report.
 */
export function parseSubjectForm(
  form: SubjectForm,
  choices: { include: readonly string[]; exclude: readonly string[] } = { include: [], exclude: [] },
): ParsedSubject {
  const problems: Partial<Record<SubjectField, FieldProblem>> = {};
  if (!form.place) problems.place = { code: 'place' };
  const sizeSqft = formSizeSqft(form);
  const asking = amount(form.asking);
  const current = form.purpose === 'for-rent' ? amount(form.currentRent) : undefined;
  const input: CmaQueryInput = {
    subject: {
      place: { id: form.place?.externalID ?? '', name: form.place ? placeName(form.place) : '' },
      purpose: form.purpose,
      beds: form.beds,
      sizeSqft: sizeSqft ?? Number.NaN,
      completion: form.completion,
      ...(form.category === 'any' ? {} : { category: form.category }),
      ...(form.building.trim() ? { building: form.building.trim() } : {}),
      ...(asking !== undefined ? { askingPrice: asking } : {}),
      ...(current !== undefined ? { currentRent: current } : {}),
      ...(form.listingId ? { listingId: form.listingId } : {}),
    },
    period: form.period,
    include: [...choices.include],
    exclude: [...choices.exclude],
  };
  const parsed = cmaQuerySchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'subject' ? FIELD_OF[String(issue.path[1])] : undefined;
      if (field && !problems[field]) problems[field] = problem(field, form.sizeUnit);
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, query: input };
}

/** The place's name as the query records it: English where the picker gave it, as the CLI names places. */
function placeName(place: PickedLocation): string {
  return place.names?.en || place.label;
}

const PLACE_ID = /^[A-Za-z0-9_-]{1,40}$/;

function completionOf(status: string | null): ReportCompletion {
  if (!status) return 'any';
  if (/off.?plan|under/i.test(status)) return 'off-plan';
  return /complet|ready/i.test(status) ? 'ready' : 'any';
}

/** A size shown in `unit` as the form's text: at most two decimals, no grouping. */
function sizeText(sqft: number, unit: SizeUnit): string {
  return String(fromSqft(sqft, unit));
}

/**
 * The form filled in from a listing: its community as the place (the trail's step below the emirate, as the Market
 * view reads transactions), its deepest step as the building, its bedrooms, size, purpose, type, completion and
 * price (a rent counted per year), and its id.
 */
export function subjectFromListing(listing: ListingFacts, unit: SizeUnit, base: SubjectForm): SubjectForm {
  const trail = listing.location.filter((p) => p.externalID && PLACE_ID.test(p.externalID));
  const community = trail.length > 1 ? trail[1]! : trail[0];
  const deepest = trail.length > 2 ? trail[trail.length - 1]! : null;
  const rooms = bedroomsOf(listing.rooms, listing.propertyType);
  const asking = listing.purpose === 'for-rent' ? yearlyRent(listing) : listing.price > 0 ? listing.price : null;
  return {
    ...base,
    place: community?.externalID ? { externalID: community.externalID, label: community.name } : base.place,
    purpose: listing.purpose,
    category: categoryOf(listing.propertyType) ?? 'any',
    beds: rooms !== null && rooms >= 0 ? Math.min(20, Math.floor(rooms)) : base.beds,
    ...sizeOf(listing.areaSqft && listing.areaSqft > 0 ? listing.areaSqft : null, unit),
    completion: completionOf(listing.completionStatus),
    building: deepest?.name ?? '',
    asking: asking !== null ? String(Math.round(asking)) : '',
    currentRent: '',
    listingId: PLACE_ID.test(listing.externalID) ? listing.externalID : null,
  };
}

/**
 * The form of a query asked before (a kept report's): what parseSubjectForm reads back as the same subject, the size
 * shown in `unit` with its exact square feet kept, amounts as plain digits.
 */
export function formOfQuery(query: CmaQueryInput, unit: SizeUnit): SubjectForm {
  const s = query.subject;
  const digits = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    place: { externalID: s.place.id, label: s.place.name, names: { en: s.place.name } },
    purpose: s.purpose,
    category: s.category ?? 'any',
    beds: s.beds,
    ...sizeOf(s.sizeSqft, unit),
    completion: s.completion ?? 'any',
    building: s.building ?? '',
    asking: digits(s.askingPrice),
    currentRent: digits(s.currentRent),
    period: query.period ?? '12m',
    listingId: s.listingId ?? null,
  };
}

/** The form in another display unit: the size typed is converted, so the same property is asked. */
export function withSizeUnit(form: SubjectForm, unit: SizeUnit): SubjectForm {
  if (form.sizeUnit === unit) return form;
  const sqft = formSizeSqft(form);
  return sqft === null ? { ...form, sizeUnit: unit, exact: null } : { ...form, ...sizeOf(sqft, unit) };
}

/** The size fields of a size known in square feet, shown in `unit`, its exact figure kept. */
function sizeOf(sqft: number | null, unit: SizeUnit): Pick<SubjectForm, 'size' | 'sizeUnit' | 'exact'> {
  if (sqft === null) return { size: '', sizeUnit: unit, exact: null };
  const size = sizeText(sqft, unit);
  return { size, sizeUnit: unit, exact: { size, unit, sqft } };
}

export { TIME_PERIODS as REPORT_PERIODS };
