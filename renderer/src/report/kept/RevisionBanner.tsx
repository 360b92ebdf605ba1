// Above a kept report's revision on screen: which report and revision it is, when it was computed (UAE time), that
// it is shown as it was computed (nothing computed again), and the way to the latest revision when this is an older
// one.
import { fill } from '#shared/words/translated';
import type { ShownRevision } from '../report-store';
import { reopenRevision } from './kept-actions';
import { useKeptContext } from './use-kept-strings';

export function RevisionBanner({ revision }: { revision: ShownRevision }) {
  const { k, fmt } = useKeptContext();
  const older = revision.version < revision.versions;
  return (
    <p
      className="message info kr-revision"
      data-testid="report-revision"
      data-id={revision.id}
      data-version={revision.version}
    >
      <span>
        {fill(k.shown, {
          name: revision.name,
          version: fmt.integer(revision.version),
          versions: fmt.integer(revision.versions),
          time: fmt.time(revision.versionAt),
        })}
      </span>
      {older && (
        <>
          {' '}
          <span>{fill(k.latestIs, { version: fmt.integer(revision.versions) })}</span>{' '}
          <button
            type="button"
            className="link-button"
            data-testid="report-open-latest"
            onClick={() => void reopenRevision(revision.id)}
          >
            {k.openLatest}
          </button>
        </>
      )}
    </p>
  );
}
