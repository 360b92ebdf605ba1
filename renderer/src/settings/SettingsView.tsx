// Settings: data source, API key (set, test, clear; never read back), connection profile, request caps,
// display unit, and the offline cache's size with purge by age.
import { useEffect, useState } from 'react';
import { apiKeySchema, type CacheStatsView, type ConnectionTestResult } from '#shared/ipc/contract';
import { connectionProfileSchema, limitsSchema, type SettingsPatch, type SettingsView as View } from '#shared/settings';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { ErrorMessage } from '../components/ErrorMessage';
import { connectionStateOf, useConnection } from '../data/connection-store';
import { useWorkOffline } from '../data/work-offline-store';
import { formatBytes, formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { formatList } from '#shared/market/market-format';
import { notify } from '../notices/notice-store';
import { issueText } from '../search/issue-text';
import { formatTime } from '../shell/StatusBar';
import { usePreferences } from '../state/preferences-store';
import { SETTINGS_STRINGS, type SettingsStrings } from './settings-strings';
import { useErrorNotice } from './use-error-notice';
import { BrandSection } from './BrandSection';
import { TeamSection } from './TeamSection';
import { WorkspaceSection } from './WorkspaceSection';
import './settings.css';
import { numberText } from '../search/forms/models';
import { sayIn, useMessage, type Say } from '../i18n/messages';

type Connection = View['connection'];
/** The test's answer, or the failure of asking for it. */
type TestOutcome = ConnectionTestResult | { ok: false; error: AppError };
type Limits = View['limits'];

type Issue = Parameters<typeof issueText>[0];
type Issues = { success: boolean; error?: { issues: Issue[] } };

/** The first issue of each field; its message is written where the field's label is known. */
function fieldIssues(result: Issues): Record<string, Issue> {
  const out: Record<string, Issue> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue;
  return out;
}

/** Why a typed key cannot be one, before it is sent: the broker's own words, not the schema's. */
function keyProblem(key: string, say: Say): string | null {
  const parsed = apiKeySchema.safeParse(key);
  if (parsed.success) return null;
  const trimmed = key.trim();
  const reason = trimmed.length < 8 ? 'tooShort' : trimmed.length > 512 ? 'tooLong' : 'spaces';
  return say('workspace.keyInvalid', { reason });
}

/** The connection fields by the names their boxes carry in this view. */
const FIELD_LABELS: Readonly<Record<string, (t: SettingsStrings) => string>> = {
  baseUrl: (t) => t.baseUrl,
  gatewayHost: (t) => t.gatewayHost,
  hostHeader: (t) => t.hostHeader,
  keyHeader: (t) => t.keyHeader,
  areaUnit: (t) => t.areaUnit,
  timeoutMs: (t) => t.timeout,
};

/** The connection's fields a profile sets, folded under "Advanced". */
const ADVANCED_FIELDS: readonly (keyof Connection)[] = [
  'gatewayHost',
  'hostHeader',
  'keyHeader',
  'areaUnit',
  'timeoutMs',
];

export function SettingsView() {
  const lang = usePreferences((s) => s.lang);
  const { areaUnit, setAreaUnit } = usePreferences();
  const t = SETTINGS_STRINGS[lang];
  const say = useMessage();
  const showError = useErrorNotice();
  const [view, setView] = useState<View | null>(null);
  const [connection, setConnection] = useState<Connection | null>(null);
  // The gateway's header names, host and timeout: set by the profile, rarely a broker's business.
  const [advanced, setAdvanced] = useState(false);
  const [limits, setLimits] = useState<Limits | null>(null);
  const [key, setKey] = useState('');
  const [test, setTest] = useState<TestOutcome | 'running' | null>(null);
  const reportConnection = useConnection((c) => c.report);
  const [cache, setCache] = useState<CacheStatsView | null>(null);
  const [days, setDays] = useState(30);
  // What the broker is typing in a number field, kept as typed: an emptied field stays empty (not "0"), "2." stays
  // "2." on the way to "2.5", and letters are said to be no number rather than turned into "NaN".
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const typed = (name: string, value: number): string => drafts[name] ?? (Number.isNaN(value) ? '' : String(value));
  const numberOf = (name: string, text: string): number => {
    setDrafts((d) => ({ ...d, [name]: text }));
    // Read as the search forms read numbers: Arabic-Indic digits, "1,500" and a decimal comma included.
    const plain = numberText(text);
    return plain === undefined ? Number.NaN : Number(plain);
  };

  const workOffline = useWorkOffline((s) => s.on);
  const setWorkOffline = useWorkOffline((s) => s.set);
  const apply = (next: View): void => {
    useWorkOffline.getState().learn(next);
    setDrafts({});
    setView(next);
    setConnection(next.connection);
    setLimits(next.limits);
  };
  useEffect(() => {
    void api.invoke('settings:get', {}).then((r) => r.ok && apply(r.value));
    void api.invoke('cache:stats', {}).then((r) => r.ok && setCache(r.value));
  }, []);

  const save = async (patch: SettingsPatch): Promise<void> => {
    const result = await api.invoke('settings:update', patch);
    if (result.ok) {
      apply(result.value);
      notify('success', (l) => sayIn(l)('workspace.saved'));
    } else showError(result.error);
  };

  if (!view || !connection || !limits) return <section className="settings" data-testid="settings-view" />;
  const connectionErrors = fieldIssues(connectionProfileSchema.safeParse(connection));
  const limitErrors = fieldIssues(limitsSchema.safeParse(limits));
  // A message in the interface language that names the field by its label.
  const errorOf = (issue: Issue | undefined, label: string) =>
    issue && <span className="field-error">{issueText(issue, lang, () => label)}</span>;
  const typedKeyProblem = key.trim().length > 0 ? keyProblem(key, say) : null;
  const text = (name: keyof Connection, label: string) => (
    <label className="setting-field" data-testid={`setting-${name}`}>
      <span>{label}</span>
      <input
        dir="ltr"
        inputMode={name === 'timeoutMs' ? 'numeric' : undefined}
        value={name === 'timeoutMs' ? typed(name, connection.timeoutMs) : String(connection[name])}
        onChange={(e) =>
          setConnection({
            ...connection,
            [name]: name === 'timeoutMs' ? numberOf(name, e.target.value) : e.target.value,
          })
        }
      />
      {errorOf(connectionErrors[name], label)}
    </label>
  );
  const number = (name: keyof Limits, label: string) => (
    <label className="setting-field" data-testid={`setting-${name}`}>
      <span>{label}</span>
      <input
        dir="ltr"
        inputMode="decimal"
        value={typed(name, limits[name])}
        onChange={(e) => setLimits({ ...limits, [name]: numberOf(name, e.target.value) })}
      />
      {errorOf(limitErrors[name], label)}
    </label>
  );

  return (
    <section className="settings" data-testid="settings-view">
      <h1>{t.title}</h1>

      <div className="settings-card">
        <h2>{t.source}</h2>
        {(['demo', 'live'] as const).map((source) => (
          <label key={source} className="radio">
            <input
              type="radio"
              name="source"
              data-testid={`source-${source}`}
              checked={view.source === source}
              onChange={() => void save({ source })}
            />
            {source === 'demo' ? t.sourceDemo : t.sourceLive}
          </label>
        ))}
        <label className="checkbox setting-work-offline">
          <input
            type="checkbox"
            data-testid="setting-work-offline"
            checked={workOffline === true}
            disabled={workOffline === null}
            onChange={(e) =>
              void setWorkOffline(e.target.checked).then((r) => (r.ok ? apply(r.view) : showError(r.error)))
            }
          />
          {t.workOffline}
        </label>
        <p className="muted setting-hint">{t.workOfflineHint}</p>
      </div>

      <div className="settings-card">
        <h2>{t.key}</h2>
        <p className="muted" data-testid="key-status">
          {view.keyStored
            ? format(t.keyStored, { where: view.keyStorage === 'keychain' ? t.keychain : t.memory })
            : t.keyMissing}
        </p>
        {(view.keyStorageWarning || view.keyStorage === 'memory') && (
          <div className="message warning" role="note" data-testid="keychain-warning">
            <span className="message-icon" aria-hidden="true">
              !
            </span>
            <div className="message-body">
              <p className="message-text">{say('workspace.keychainMissing')}</p>
              {view.keyStorageWarning && (
                <details className="message-details">
                  <summary>{say('workspace.technical')}</summary>
                  <p dir="auto">{view.keyStorageWarning}</p>
                </details>
              )}
            </div>
          </div>
        )}
        <div className="row">
          <input
            type="password"
            autoComplete="off"
            data-testid="key-input"
            placeholder={t.keyPlaceholder}
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
          <button
            type="button"
            className="button primary"
            disabled={key.trim().length === 0 || typedKeyProblem !== null}
            data-testid="key-save"
            onClick={async () => {
              const result = await api.invoke('key:set', { key });
              if (result.ok) {
                setKey('');
                apply(result.value);
                notify('success', (l) => sayIn(l)('workspace.keySaved'));
              } else showError(result.error);
            }}
          >
            {t.saveKey}
          </button>
          <button
            type="button"
            className="button"
            disabled={!view.keyStored}
            onClick={async () => {
              const result = await api.invoke('key:clear', {});
              if (result.ok) {
                apply(result.value);
                notify('success', (l) => sayIn(l)('workspace.keyRemoved'));
              } else showError(result.error);
            }}
          >
            {t.clearKey}
          </button>
          <button
            type="button"
            className="button"
            data-testid="connection-test"
            onClick={async () => {
              setTest('running');
              const result = await api.invoke('connection:test', {});
              const outcome: TestOutcome = result.ok ? result.value : { ok: false, error: result.error };
              setTest(outcome);
              // The status bar follows what the test just found (it said "Offline" beside "answered in 90 ms").
              reportConnection(
                connectionStateOf(outcome.ok ? { ok: true, stale: false } : { ok: false, code: outcome.error.code }),
              );
            }}
          >
            {test === 'running' ? t.testing : t.test}
          </button>
        </div>
        {typedKeyProblem && (
          <p className="error-text" role="alert" data-testid="key-error">
            {typedKeyProblem}
          </p>
        )}
        {test && test !== 'running' && test.ok && (
          <p className="ok-text" data-testid="connection-test-result">
            {format(test.source === 'demo' ? t.demoAnswered : t.liveAnswered, {
              ms: formatInteger(test.latencyMs, lang),
            })}
          </p>
        )}
        {test && test !== 'running' && !test.ok && (
          <ErrorMessage error={test.error} title={t.testFailed} testId="connection-test-result" />
        )}
      </div>

      <div className="settings-card">
        <h2>{t.connection}</h2>
        <div className="settings-grid">
          <label className="setting-field" data-testid="setting-profile">
            <span>{t.profile}</span>
            {/* A profile applies at once: its values fill the fields below, keeping only real overrides. */}
            <select value={view.profileId} onChange={(e) => void save({ connection: { profile: e.target.value } })}>
              {view.profiles.map((p) => (
                <option key={p.id} value={p.id} title={p.description}>
                  {t.profileNames[p.id] ?? p.name}
                </option>
              ))}
            </select>
          </label>
          {text('baseUrl', t.baseUrl)}
        </div>
        <details
          className="settings-advanced"
          data-testid="connection-advanced"
          // A field in error is never folded away.
          open={advanced || ADVANCED_FIELDS.some((f) => connectionErrors[f])}
          onToggle={(e) => setAdvanced(e.currentTarget.open)}
        >
          <summary>{t.advancedConnection}</summary>
          <div className="settings-grid">
            {text('gatewayHost', t.gatewayHost)}
            {text('hostHeader', t.hostHeader)}
            {text('keyHeader', t.keyHeader)}
            <label className="setting-field">
              <span>{t.areaUnit}</span>
              <select
                value={connection.areaUnit}
                onChange={(e) => setConnection({ ...connection, areaUnit: e.target.value as Connection['areaUnit'] })}
              >
                <option value="sqft">{t.sqft}</option>
                <option value="sqm">{t.sqm}</option>
              </select>
            </label>
            {text('timeoutMs', t.timeout)}
          </div>
        </details>
        {view.overridden.length > 0 && (
          <p className="muted" data-testid="connection-overridden">
            {format(t.overridden, {
              // The fields by the names their boxes carry here, not as the settings file spells them ("baseUrl").
              fields: formatList(
                [...new Set(view.overridden.map((f) => FIELD_LABELS[f]?.(t) ?? t.overrideOther))],
                lang,
              ),
            })}
          </p>
        )}
        <button
          type="button"
          className="button primary"
          disabled={Object.keys(connectionErrors).length > 0}
          data-testid="connection-save"
          onClick={() => void save({ connection })}
        >
          {t.save}
        </button>
      </div>

      <div className="settings-card">
        <h2>{t.limits}</h2>
        <div className="settings-grid">
          {number('perSecond', t.perSecond)}
          {number('concurrency', t.concurrency)}
          {number('fetchAllCap', t.fetchAllCap)}
        </div>
        <button
          type="button"
          className="button primary"
          disabled={Object.keys(limitErrors).length > 0}
          data-testid="limits-save"
          onClick={() => void save({ limits })}
        >
          {t.save}
        </button>
      </div>

      <div className="settings-card">
        <h2>{t.display}</h2>
        <label className="setting-field">
          <span>{t.displayArea}</span>
          <select
            value={areaUnit}
            data-testid="display-area-unit"
            onChange={(e) => setAreaUnit(e.target.value as 'sqft' | 'sqm')}
          >
            <option value="sqft">{t.sqft}</option>
            <option value="sqm">{t.sqm}</option>
          </select>
        </label>
      </div>

      <BrandSection />

      <TeamSection />

      <WorkspaceSection />

      <div className="settings-card">
        <h2>{t.cache}</h2>
        {cache && (
          <>
            <p data-testid="cache-size">
              {format(t.cacheSize, {
                size: formatBytes(cache.fileBytes, lang),
                answers: formatInteger(cache.responses, lang),
                listings: formatInteger(cache.listings, lang),
                transactions: formatInteger(cache.transactions, lang),
              })}
            </p>
            {cache.oldest && cache.newest && (
              <p className="muted">
                {format(t.cacheRange, {
                  oldest: formatTime(cache.oldest, lang),
                  newest: formatTime(cache.newest, lang),
                })}
              </p>
            )}
          </>
        )}
        <div className="row">
          <span>{t.purge}</span>
          <input
            type="number"
            min={0}
            className="narrow"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          />
          <span>{t.days}</span>
          <button
            type="button"
            className="button"
            data-testid="cache-purge"
            onClick={async () => {
              const result = await api.invoke('cache:purge', { olderThanDays: days });
              if (result.ok) {
                setCache(result.value.stats);
                const { removed } = result.value;
                notify('success', (l) => format(SETTINGS_STRINGS[l].purged, { n: formatInteger(removed, l) }));
              } else showError(result.error);
            }}
          >
            {t.purgeButton}
          </button>
        </div>
      </div>
    </section>
  );
}
