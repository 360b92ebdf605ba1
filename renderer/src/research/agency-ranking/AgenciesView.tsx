// The Agencies view: finding agencies (by place of office or by name), or ranking them by their listings in a place.
import { ResearchView, type ResearchViewProps } from '../ResearchView';
import { useMessage } from '../../i18n/messages';
import { useRanking } from './ranking-store';
import { AgencyRankingView } from './AgencyRankingView';

export function AgenciesView(props: ResearchViewProps) {
  const say = useMessage();
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
          {key === 'search' ? say('ranking.tabSearch') : say('ranking.tabRanking')}
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
