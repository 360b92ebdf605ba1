// Settings: data source, API key (set, test, clear; never read back), connection profile, request caps,
// display unit, and the offline cache's size with purge by age.
import { useEffect, useState } from 'react';
import { apiKeySchema, type CacheStatsView, type ConnectionTestResult } from '#shared/ipc/contract';
import { connectionProfileSchema, limitsSchema, type SettingsPatch, type SettingsView as View } from '#shared/settings';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { ErrorMessage } from '../components/ErrorMessage';
import { connectionStateOf, useConnection } from '../data';
import { useWorkOffline } from '../data';
import { formatBytes, formatInteger } from '../i18n/format';
import { formatList } from '#shared/market/market-format';
import { notify } from '../notices';
import { issueText } from '../search';
import { formatTime } from '../shell';
import { usePreferences } from '../state/preferences-store';
import { formatMessage, type MessageId } from '#shared/messages/format-message';
import { useErrorNotice } from './use-error-notice';
import { BrandSection } from './BrandSection';
import { TeamSection } from './TeamSection';
import { WorkspaceSection } from './WorkspaceSection';
import './settings.css';
import { numberText } from '../search';
import { isMessageId, sayIn, useMessage, type Say } from '../i18n/messages';

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
const FIELD_LABELS: Readonly<Record<string, Extract<MessageId, `settings.${string}`>>> = {
  baseUrl: 'settings.baseUrl',
  gatewayHost: 'settings.gatewayHost',
  hostHeader: 'settings.hostHeader',
  keyHeader: 'settings.keyHeader',
  areaUnit: 'settings.areaUnit',
  timeoutMs: 'settings.timeout',
};

/** A built-in profile's name in the interface language; another profile by the name its file gives it. */
function profileName(id: string, name: string, say: Say): string {
  const message = `settings.profileNames.${id}`;
  return isMessageId(message) ? say(message as Extract<MessageId, `settings.profileNames.${string}`>) : name;
}

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
      <h1>{say('settings.title')}</h1>

      <div className="settings-card">
        <h2>{say('settings.source')}</h2>
        {(['demo', 'live'] as const).map((source) => (
          <label key={source} className="radio">
            <input
              type="radio"
              name="source"
              data-testid={`source-${source}`}
              checked={view.source === source}
              onChange={() => void save({ source })}
            />
            {source === 'demo' ? say('settings.sourceDemo') : say('settings.sourceLive')}
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
          {say('status.workOffline')}
        </label>
        <p className="muted setting-hint">{say('settings.workOfflineHint')}</p>
      </div>

      <div className="settings-card">
        <h2>{say('settings.key')}</h2>
        <p className="muted" data-testid="key-status">
          {view.keyStored
            ? say('settings.keyStored', { where: view.keyStorage === 'keychain' ? 'keychain' : 'memory' })
            : say('settings.keyMissing')}
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
            placeholder={say('settings.keyPlaceholder')}
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
            {say('settings.saveKey')}
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
            {say('settings.clearKey')}
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
            {test === 'running' ? say('settings.testing') : say('settings.test')}
          </button>
        </div>
        {typedKeyProblem && (
          <p className="error-text" role="alert" data-testid="key-error">
            {typedKeyProblem}
          </p>
        )}
        {test && test !== 'running' && test.ok && (
          <p className="ok-text" data-testid="connection-test-result">
            {say(test.source === 'demo' ? 'settings.demoAnswered' : 'settings.liveAnswered', {
              ms: formatInteger(test.latencyMs, lang),
            })}
          </p>
        )}
        {test && test !== 'running' && !test.ok && (
          <ErrorMessage error={test.error} title={say('settings.testFailed')} testId="connection-test-result" />
        )}
      </div>

      <div className="settings-card">
        <h2>{say('settings.connection')}</h2>
        <div className="settings-grid">
          <label className="setting-field" data-testid="setting-profile">
            <span>{say('settings.profile')}</span>
            {/* A profile applies at once: its values fill the fields below, keeping only real overrides. */}
            <select value={view.profileId} onChange={(e) => void save({ connection: { profile: e.target.value } })}>
              {view.profiles.map((p) => (
                <option key={p.id} value={p.id} title={p.description}>
                  {profileName(p.id, p.name, say)}
                </option>
              ))}
            </select>
          </label>
          {text('baseUrl', say('settings.baseUrl'))}
        </div>
        <details
          className="settings-advanced"
          data-testid="connection-advanced"
          // A field in error is never folded away.
          open={advanced || ADVANCED_FIELDS.some((f) => connectionErrors[f])}
          onToggle={(e) => setAdvanced(e.currentTarget.open)}
        >
          <summary>{say('settings.advancedConnection')}</summary>
          <div className="settings-grid">
            {text('gatewayHost', say('settings.gatewayHost'))}
            {text('hostHeader', say('settings.hostHeader'))}
            {text('keyHeader', say('settings.keyHeader'))}
            <label className="setting-field">
              <span>{say('settings.areaUnit')}</span>
              <select
                value={connection.areaUnit}
                onChange={(e) => setConnection({ ...connection, areaUnit: e.target.value as Connection['areaUnit'] })}
              >
                <option value="sqft">{say('settings.sqft')}</option>
                <option value="sqm">{say('settings.sqm')}</option>
              </select>
            </label>
            {text('timeoutMs', say('settings.timeout'))}
          </div>
        </details>
        {view.overridden.length > 0 && (
          <p className="muted" data-testid="connection-overridden">
            {say('settings.overridden', {
              // The fields by the names their boxes carry here, not as the settings file spells them ("baseUrl").
              fields: formatList(
                [...new Set(view.overridden.map((f) => say(FIELD_LABELS[f] ?? 'settings.overrideOther')))],
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
          {say('settings.save')}
        </button>
      </div>

      <div className="settings-card">
        <h2>{say('settings.limits')}</h2>
        <div className="settings-grid">
          {number('perSecond', say('settings.perSecond'))}
          {number('concurrency', say('settings.concurrency'))}
          {number('fetchAllCap', say('settings.fetchAllCap'))}
        </div>
        <button
          type="button"
          className="button primary"
          disabled={Object.keys(limitErrors).length > 0}
          data-testid="limits-save"
          onClick={() => void save({ limits })}
        >
          {say('settings.save')}
        </button>
      </div>

      <div className="settings-card">
        <h2>{say('settings.display')}</h2>
        <label className="setting-field">
          <span>{say('settings.displayArea')}</span>
          <select
            value={areaUnit}
            data-testid="display-area-unit"
            onChange={(e) => setAreaUnit(e.target.value as 'sqft' | 'sqm')}
          >
            <option value="sqft">{say('settings.sqft')}</option>
            <option value="sqm">{say('settings.sqm')}</option>
          </select>
        </label>
      </div>

      <BrandSection />

      <TeamSection />

      <WorkspaceSection />

      <div className="settings-card">
        <h2>{say('settings.cache')}</h2>
        {cache && (
          <>
            <p data-testid="cache-size">
              {say('settings.cacheSize', {
                size: formatBytes(cache.fileBytes, lang),
                answers: formatInteger(cache.responses, lang),
                listings: formatInteger(cache.listings, lang),
                transactions: formatInteger(cache.transactions, lang),
              })}
            </p>
            {cache.oldest && cache.newest && (
              <p className="muted">
                {say('settings.cacheRange', {
                  oldest: formatTime(cache.oldest, lang),
                  newest: formatTime(cache.newest, lang),
                })}
              </p>
            )}
          </>
        )}
        <div className="row">
          <span>{say('settings.purge')}</span>
          <input
            type="number"
            min={0}
            className="narrow"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          />
          <span>{say('settings.days')}</span>
          <button
            type="button"
            className="button"
            data-testid="cache-purge"
            onClick={async () => {
              const result = await api.invoke('cache:purge', { olderThanDays: days });
              if (result.ok) {
                setCache(result.value.stats);
                const { removed } = result.value;
                notify('success', (l) => formatMessage(l, 'settings.purged', { n: formatInteger(removed, l) }));
              } else showError(result.error);
            }}
          >
            {say('settings.purgeButton')}
          </button>
        </div>
      </div>
    </section>
  );
}
