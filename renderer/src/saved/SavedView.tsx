// The Saved view: every saved search with what it asks, when it last ran and how many results it had; run, rename,
// duplicate, delete (confirmed), track over time, and export to or import from a file another broker can load.
import { useEffect, useState, type ChangeEvent } from 'react';
import type { AppError } from '#shared/errors';
import type { Lang } from '#shared/domain/lang';
import { usePreferences } from '../state/preferences-store';
import { importErrorText } from './import-error-text';
import { useTeam } from '../team';
import { exportSaved, importSaved, loadSaved } from './saved-actions';
import { useMessage, type Say } from '../i18n/messages';
import { useSaved } from './saved-store';
import { SavedRow } from './SavedRow';
import '../portfolio/portfolio.css';
import './saved.css';

/** The broker's sentence first; the core's own (English, for a support request) folded under "Details". */
function ImportError({ error, say, lang }: { error: AppError; say: Say; lang: Lang }) {
  return (
    <div className="message error" role="alert" data-testid="saved-import-error" data-field={error.field ?? ''}>
      <span className="message-icon" aria-hidden="true">
        !
      </span>
      <div className="message-body">
        <strong className="message-title">{say('saved.importFailed')}</strong>
        <p className="message-text" data-testid="saved-import-reason">
          {importErrorText(error, lang)}
        </p>
        <details className="message-details">
          <summary>{say('saved.importDetails')}</summary>
          <p dir="ltr" data-testid="saved-import-detail">
            {error.message}
          </p>
        </details>
      </div>
    </div>
  );
}

export function SavedView() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const { queries, status } = useSaved();
  const [importError, setImportError] = useState<AppError | null>(null);
  // Read again when a team sync brought changes of shared searches.
  const pulled = useTeam((s) => s.pulledGeneration);
  useEffect(() => void loadSaved(), [pulled]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportError(await importSaved(await file.text()));
  };

  return (
    <div className="pf-page" data-testid="saved-view">
      <header className="pf-head">
        <div className="pf-head-titles">
          <h1>{say('saved.title')}</h1>
          <p className="muted">{say('saved.intro')}</p>
        </div>
        <div className="pf-head-actions">
          <label className="button" data-testid="saved-import">
            {say('saved.importFile')}
            <input
              type="file"
              accept=".json,application/json"
              className="visually-hidden"
              data-testid="saved-import-input"
              onChange={(e) => void onFile(e)}
            />
          </label>
          <button
            type="button"
            className="button"
            data-testid="saved-export-all"
            disabled={queries.length === 0}
            onClick={() => void exportSaved()}
          >
            {say('saved.exportAll')}
          </button>
        </div>
      </header>
      {importError && <ImportError error={importError} say={say} lang={lang} />}
      <section className="card pf-card" aria-label={say('saved.title')}>
        {status === 'loading' ? (
          <p className="muted pf-empty" data-testid="saved-loading" role="status">
            {say('saved.loading')}
          </p>
        ) : queries.length === 0 ? (
          <p className="muted pf-empty" data-testid="saved-empty">
            {say('saved.empty')}
          </p>
        ) : (
          <div className="pf-table-wrap">
            <table className="pf-table saved-table" data-testid="saved-table">
              <thead>
                <tr>
                  <th scope="col">{say('saved.columns.name')}</th>
                  <th scope="col">{say('saved.columns.search')}</th>
                  <th scope="col">{say('saved.columns.lastRun')}</th>
                  <th scope="col" className="num">
                    {say('saved.columns.results')}
                  </th>
                  <th scope="col">{say('saved.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {queries.map((q) => (
                  <SavedRow key={q.id} query={q} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
