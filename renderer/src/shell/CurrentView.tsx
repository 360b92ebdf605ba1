// Shows the view the broker navigated to; all but the research forms load when first opened (lazy-views.ts).
import { ResearchView } from '../research';
import { VIEW_CONFIG, renderFormFor } from '../research';
import { useNavigation } from '../state/navigation-store';
import {
  AgenciesView,
  AgencyDetail,
  AgentDetail,
  ClientReportView,
  ComparePanel,
  DeveloperDetail,
  MarketView,
  RadarView,
  PortfoliosView,
  PropertyDetail,
  SavedView,
  AlertsView,
  SettingsView,
} from './lazy-views';
import { useMessage } from '../i18n/messages';

export function CurrentView() {
  const say = useMessage();
  const current = useNavigation((s) => s.current);
  switch (current.view) {
    case 'settings':
      return <SettingsView />;
    case 'market':
      return <MarketView />;
    case 'radar':
      return <RadarView />;
    case 'report':
      return <ClientReportView />;
    case 'compare':
      return <ComparePanel {...(current.kind ? { kind: current.kind } : {})} />;
    case 'portfolios':
      return <PortfoliosView itemId={current.itemId} />;
    case 'saved':
      return <SavedView />;
    case 'alerts':
      return <AlertsView />;
    case 'property':
      return <PropertyDetail key={current.externalID} externalID={current.externalID} />;
    case 'agent':
      return <AgentDetail key={current.externalID} externalID={current.externalID} />;
    case 'agency':
      return (
        <AgencyDetail
          key={current.externalID}
          externalID={current.externalID}
          {...(current.name ? { name: current.name } : {})}
        />
      );
    case 'developer':
      return <DeveloperDetail key={current.externalID} externalID={current.externalID} name={current.name} />;
    case 'agencies':
      return (
        <AgenciesView
          view="agencies"
          title={say('shell.nav.agencies')}
          renderForm={renderFormFor('agencies')}
          {...VIEW_CONFIG.agencies}
        />
      );
    default:
      return (
        <ResearchView
          key={current.view}
          view={current.view}
          title={say(`shell.nav.${current.view}`)}
          renderForm={renderFormFor(current.view)}
          {...VIEW_CONFIG[current.view]}
        />
      );
  }
}
