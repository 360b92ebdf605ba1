// The Agencies view: finding agencies (by place of office or by name), or ranking them by their listings in a place.
import { ResearchView, type ResearchViewProps } from '../ResearchView';
import { usePreferences } from '../../state/preferences-store';
import { RANKING_STRINGS } from './ranking-strings';
import { useRanking } from './ranking-store';
import { AgencyRankingView } from './AgencyRankingView';

export function AgenciesView(props: ResearchViewProps) {
  const lang = usePreferences((s) => s.lang);
  const t = RANKING_STRINGS[lang];
  const tab = useRanking((s) => s.tab);
  const setTab = useRanking((s) => s.setTab);
  const tabs = (
    <div className="view-tabs" role="tablist" aria-label={props.title}>
      {(['search', 'ranking'] as const).map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          className={tab === key ? 'view-tab active' : 'view-tab'}
          data-testid={`agencies-tab-${key}`}
          onClick={() => setTab(key)}
        >
          {key === 'search' ? t.tabSearch : t.tabRanking}
        </button>
      ))}
    </div>
  );
  if (tab === 'search') return <ResearchView {...props} headExtra={tabs} />;
  return (
    <div className="research" data-testid="view-agencies">
      <div className="research-head">
        <h1>{props.title}</h1>
        {tabs}
      </div>
      <AgencyRankingView />
    </div>
  );
}
