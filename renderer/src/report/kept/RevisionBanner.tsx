// Above a kept report's revision on screen: which report and revision it is, when it was computed (UAE time), that
// it is shown as it was computed (nothing computed again), and the way to the latest revision when this is an older
// one.
import type { ShownRevision } from '../report-store';
import { reopenRevision } from './kept-actions';
import { useReportContext } from '../use-report-context';

export function RevisionBanner({ revision }: { revision: ShownRevision }) {
  const { say, fmt } = useReportContext();
  const older = revision.version < revision.versions;
  return (
    <p
      className="message info kr-revision"
      data-testid="report-revision"
      data-id={revision.id}
      data-version={revision.version}
    >
      <span>
        {say('kept.shown', {
          name: revision.name,
          version: revision.version,
          versions: revision.versions,
          time: fmt.time(revision.versionAt),
        })}
      </span>
      {older && (
        <>
          {' '}
          <span>{say('kept.latestIs', { version: revision.versions })}</span>{' '}
          <button
            type="button"
            className="link-button"
            data-testid="report-open-latest"
            onClick={() => void reopenRevision(revision.id)}
          >
            {say('kept.openLatest')}
          </button>
        </>
      )}
    </p>
  );
}
