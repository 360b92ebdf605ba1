// "Client report" beside a listing (its detail page, a listings grid's checked row, a compare column): fills the
// report's form from the listing and opens the view, where the broker checks the figures before anything is spent.
import { groupDigits } from '../search';
import { sayIn } from '../i18n/say';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { useReport } from './report-store';
import { subjectFromListing, type ListingFacts } from './subject-form';

/** The report's form filled from a listing, the plan and report of another subject put away; then the view. */
export function startReportFrom(listing: ListingFacts): void {
  const { areaUnit: unit, lang } = usePreferences.getState();
  const { form, phase, patch } = useReport.getState();
  const filled = subjectFromListing(listing, unit, form);
  const busy = phase === 'planning' || phase === 'loading' || phase === 'computing';
  patch({
    // The price reads as the field shows a typed one once left: grouped in the language's way.
    form: { ...filled, asking: groupDigits(filled.asking, lang) },
    showProblems: false,
    ...(busy ? {} : { phase: 'idle', plan: null, failure: null, shown: null, kept: null, query: null }),
  });
  useNavigation.getState().navigate({ view: 'report' });
}

export function StartReportButton({ listing, testId }: { listing: ListingFacts; testId?: string }) {
  const lang = usePreferences((s) => s.lang);
  return (
    <button
      type="button"
      className="button"
      data-testid={testId ?? 'start-client-report'}
      onClick={() => startReportFrom(listing)}
    >
      {sayIn(lang)('shell.nav.report')}
    </button>
  );
}
