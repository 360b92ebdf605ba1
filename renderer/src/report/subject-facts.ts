// The subject of a report as facts (label, value) in the broker's words: the window's header line, the workbook's
// About sheet and the printed report's subject section read this one list.
import type { CmaQueryInput, CmaReport } from '#shared/ipc/contract';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import type { ReportFormat } from './report-format';

export interface SubjectFact {
  id: string;
  label: string;
  value: string;
}

/** The subject's facts as the printed report lists them; `placeName`: the place as the document names it. */
export function subjectFacts(
  report: CmaReport,
  fmt: ReportFormat,
  placeName: string = report.subject.place.name,
): SubjectFact[] {
  const s = report.subject;
  const say = fmt.say;
  const rent = s.purpose === 'for-rent';
  const facts: (SubjectFact | null)[] = [
    { id: 'place', label: say('reportView.print.facts.place'), value: placeName },
    s.building ? { id: 'building', label: say('reportView.print.facts.building'), value: s.building } : null,
    {
      id: 'purpose',
      label: say('reportView.print.facts.purpose'),
      value: say(`reportView.form.purposes.${s.purpose}`),
    },
    { id: 'type', label: say('reportView.print.facts.type'), value: say(CATEGORY_MESSAGE[s.category ?? 'any']) },
    { id: 'beds', label: say('reportView.print.facts.beds'), value: fmt.bedrooms(s.beds) },
    { id: 'size', label: say('reportView.print.facts.size'), value: fmt.area(s.sizeSqft) },
    {
      id: 'completion',
      label: say('reportView.print.facts.completion'),
      value: say(COMPLETION_MESSAGE[s.completion]),
    },
    s.askingPrice !== undefined
      ? {
          id: 'asking',
          label: say(rent ? 'reportView.form.askingRent' : 'reportView.print.facts.asking'),
          value: fmt.aed(s.askingPrice),
        }
      : null,
    s.currentRent !== undefined
      ? { id: 'current', label: say('reportView.print.facts.current'), value: fmt.aed(s.currentRent) }
      : null,
    {
      id: 'period',
      label: say('reportView.print.facts.period'),
      value: fmt.digits(say(PERIOD_MESSAGE[report.period])),
    },
    s.listingId ? { id: 'listing', label: say('reportView.print.facts.listing'), value: s.listingId } : null,
  ];
  return facts.filter((x): x is SubjectFact => x !== null);
}

/**
 * The subject in one line: "Jumeirah Village Circle · 1 bed · 750 sq ft · For sale". `placeName`: the place in the
 * interface language where the picker gave it (the query keeps the name it was asked with).
 */
export function subjectLine(
  subject: CmaQueryInput['subject'],
  fmt: ReportFormat,
  placeName: string = subject.place.name,
): string {
  return fmt.say('reportView.result.subjectLine', {
    place: placeName,
    beds: fmt.bedrooms(subject.beds),
    size: fmt.area(subject.sizeSqft),
    purpose: fmt.say(`reportView.form.purposes.${subject.purpose}`),
  });
}
