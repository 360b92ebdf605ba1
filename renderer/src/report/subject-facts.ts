// The subject of a report as facts (label, value) in the broker's words: the window's header line, the workbook's
// About sheet and the printed report's subject section read this one list.
import type { CmaQueryInput, CmaReport } from '#shared/ipc/contract';
import { fill } from '#shared/words/translated';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import { sayIn } from '../i18n/messages';
import type { ReportFormat } from './report-format';
import type { ReportStrings } from './strings';

export interface SubjectFact {
  id: string;
  label: string;
  value: string;
}

/** The subject's facts as the printed report lists them; `placeName`: the place as the document names it. */
export function subjectFacts(
  report: CmaReport,
  t: ReportStrings,
  fmt: ReportFormat,
  placeName: string = report.subject.place.name,
): SubjectFact[] {
  const s = report.subject;
  const say = sayIn(fmt.lang);
  const f = t.print.facts;
  const rent = s.purpose === 'for-rent';
  const facts: (SubjectFact | null)[] = [
    { id: 'place', label: f.place, value: placeName },
    s.building ? { id: 'building', label: f.building, value: s.building } : null,
    { id: 'purpose', label: f.purpose, value: t.form.purposes[s.purpose] },
    { id: 'type', label: f.type, value: say(CATEGORY_MESSAGE[s.category ?? 'any']) },
    { id: 'beds', label: f.beds, value: fmt.bedrooms(s.beds) },
    { id: 'size', label: f.size, value: fmt.area(s.sizeSqft) },
    { id: 'completion', label: f.completion, value: say(COMPLETION_MESSAGE[s.completion]) },
    s.askingPrice !== undefined
      ? { id: 'asking', label: rent ? t.form.askingRent : f.asking, value: fmt.aed(s.askingPrice) }
      : null,
    s.currentRent !== undefined ? { id: 'current', label: f.current, value: fmt.aed(s.currentRent) } : null,
    { id: 'period', label: f.period, value: fmt.digits(say(PERIOD_MESSAGE[report.period])) },
    s.listingId ? { id: 'listing', label: f.listing, value: s.listingId } : null,
  ];
  return facts.filter((x): x is SubjectFact => x !== null);
}

/**
 * The subject in one line: "Jumeirah Village Circle · 1 bed · 750 sq ft · For sale". `placeName`: the place in the
 * interface language where the picker gave it (the query keeps the name it was asked with).
 */
export function subjectLine(
  subject: CmaQueryInput['subject'],
  t: ReportStrings,
  fmt: ReportFormat,
  placeName: string = subject.place.name,
): string {
  return fill(t.result.subjectLine, {
    place: placeName,
    beds: fmt.bedrooms(subject.beds),
    size: fmt.area(subject.sizeSqft),
    purpose: t.form.purposes[subject.purpose],
  });
}
