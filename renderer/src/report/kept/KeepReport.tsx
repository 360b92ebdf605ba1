// "Keep this report" beside the report on screen: a name (the subject's line to start with), then the report is kept
// in the workspace as it is computed from the store now (no request) and shown as the kept report's first revision.
import { useState } from 'react';
import { subjectLine } from '../subject-facts';
import type { ShownReport } from '../report-store';
import { keepShown } from './kept-actions';
import { useReportContext } from '../use-report-context';
import { stripBidiControls } from '#shared/text/bidi-controls';

export function KeepReport({ shown }: { shown: ShownReport }) {
  const { say, fmt } = useReportContext();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (name === null) {
    return (
      <button
        type="button"
        className="button"
        data-testid="report-keep"
        title={say('kept.keepTitle')}
        // A name the broker may change: without the isolates the sentence sets around its parts, which names refuse.
        onClick={() => setName(stripBidiControls(subjectLine(shown.report.subject, fmt)))}
      >
        {say('kept.keep')}
      </button>
    );
  }
  const keep = async () => {
    setBusy(true);
    const done = await keepShown(name);
    setBusy(false);
    if (done) setName(null);
  };
  return (
    <form
      className="kr-keep"
      data-testid="report-keep-form"
      onSubmit={(e) => {
        e.preventDefault();
        void keep();
      }}
    >
      <input
        className="pf-input"
        dir="auto"
        value={name}
        maxLength={200}
        autoFocus
        aria-label={say('kept.nameLabel')}
        data-testid="report-keep-name"
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setName(null)}
      />
      <button type="submit" className="button primary" data-testid="report-keep-go" disabled={busy} aria-busy={busy}>
        {say('kept.keepGo')}
      </button>
      <button type="button" className="button ghost" onClick={() => setName(null)}>
        {say('kept.cancel')}
      </button>
    </form>
  );
}
