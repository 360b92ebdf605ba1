// A client report started from a listing pinned to compare: the pin's record as the comparison reads it (the core's
// compare:listing, no request) fills the report's form, as a listing's page or grid row does.
import { api } from '../api/api';
import { notify } from '../notices';
import type { Lang } from '#shared/domain/lang';
import { sayIn } from '../i18n/say';
import { failureText } from '../saved';
import { listingFactsOf } from './listing-facts';
import { startReportFrom } from './StartReportButton';

export async function startReportFromPin(id: string): Promise<void> {
  const record = await api.invoke('compare:listing', { id });
  const facts = record.ok ? listingFactsOf(record.value) : null;
  if (facts) return startReportFrom(facts);
  const lead = (l: Lang) => sayIn(l)('reportView.form.fromPinFailed');
  notify('error', (l) => (record.ok ? lead(l) : failureText(record.error, lead(l), l)));
}
