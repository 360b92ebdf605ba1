// The views beyond the research forms, each loaded when the broker first opens it, with the libraries only it uses
// (recharts for Market and Portfolios, ag-grid for every list): the window's first script holds the shell and the
// forms, so the Listings form it opens on is usable at once. CurrentView shows them under one Suspense in App.
import { lazy } from 'react';

export const MarketView = lazy(() => import('../market/MarketView').then((m) => ({ default: m.MarketView })));
export const RadarView = lazy(() => import('../radar/RadarView').then((m) => ({ default: m.RadarView })));
export const ComparePanel = lazy(() => import('../compare/ComparePanel').then((m) => ({ default: m.ComparePanel })));
export const PortfoliosView = lazy(() =>
  import('../portfolio/PortfoliosView').then((m) => ({ default: m.PortfoliosView })),
);
export const AlertsView = lazy(() => import('../alerts/AlertsView').then((m) => ({ default: m.AlertsView })));
export const SavedView = lazy(() => import('../saved/SavedView').then((m) => ({ default: m.SavedView })));
export const SettingsView = lazy(() => import('../settings/SettingsView').then((m) => ({ default: m.SettingsView })));
export const PropertyDetail = lazy(() =>
  import('../details/PropertyDetail').then((m) => ({ default: m.PropertyDetail })),
);
export const AgentDetail = lazy(() => import('../details/AgentDetail').then((m) => ({ default: m.AgentDetail })));
export const AgencyDetail = lazy(() => import('../details/AgencyDetail').then((m) => ({ default: m.AgencyDetail })));
export const DeveloperDetail = lazy(() =>
  import('../details/DeveloperDetail').then((m) => ({ default: m.DeveloperDetail })),
);
export const AgenciesView = lazy(() =>
  import('../research/agency-ranking/AgenciesView').then((m) => ({ default: m.AgenciesView })),
);
export const ClientReportView = lazy(() =>
  import('../report/ClientReportView').then((m) => ({ default: m.ClientReportView })),
);
