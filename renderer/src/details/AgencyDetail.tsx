// One agency: header (logo, description, licenses, contact, counts) and two tabs, its agents and its listings.
import { useMemo } from 'react';
import type { AgentSummary } from '#shared/domain/agent';
import type { DataAnswer } from '#shared/ipc/contract';
import { useNavigation, useRemembered } from '../state/navigation-store';
import { websiteUrl } from './detail-format';
import { PinButton } from '../compare';
import { pinOfRow } from '../compare';
import { BareHeader, DetailHeader } from './DetailHeader';
import {
  Breakable,
  CopyButton,
  ErrorState,
  ExternalLink,
  FactList,
  LoadingState,
  Section,
  StatTiles,
  Tabs,
} from './DetailParts';
import { NotesSection } from '../notes';
import { AgencyListings } from './AgencyListings';
import { licenceAuthorityName } from '#shared/words/service-terms';
import { PagedGrid } from './PagedGrid';
import { usePagedData } from './use-paged-data';
import { answerToShow } from '../data';
import { useRecord } from './use-record';
import { useDetailsContext } from './use-details-context';
import './details.css';
import { WatchButton } from '../portfolio';
import { usePlaceNames } from '../research';
import { useDataLang } from '../i18n/messages';

export interface AgencyDetailProps {
  externalID: string;
  /** The name the broker clicked, shown while the detail loads. */
  name?: string;
}

type AgencyTab = 'agents' | 'listings';

export function AgencyDetail({ externalID, name }: AgencyDetailProps) {
  const { say } = useDetailsContext();
  // /agency-details has no `langs` parameter: the agency record reads the same in every language.
  const state = useRecord('agency-details', { agency_id: externalID });
  if (state.status === 'error' && state.error) {
    return (
      <div className="dt-view" data-testid="agency-detail">
        <BareHeader eyebrow={say('details.agencyEyebrow')} title={name} />
        <ErrorState error={state.error} onRetry={state.retry} />
      </div>
    );
  }
  const shown = answerToShow(state, (a) => a.result.externalID === externalID);
  if (!shown) {
    return (
      <div className="dt-view" data-testid="agency-detail" aria-busy="true">
        <BareHeader eyebrow={say('details.agencyEyebrow')} title={name} />
        <LoadingState />
      </div>
    );
  }
  return <AgencyBody answer={shown} busy={state.status === 'loading'} key={shown.result.externalID} />;
}

function AgencyBody({ answer, busy }: { answer: DataAnswer<'agency-details'>; busy: boolean }) {
  const { say, lang } = useDetailsContext();
  const dataLang = useDataLang();
  const agency = answer.result;
  // /agency-details names the office in English only: in the window's language where a place look-up knows it.
  const namePlace = usePlaceNames(
    useMemo(() => (agency.locationName ? [agency.locationName] : []), [agency.locationName]),
    dataLang,
  );
  const office = agency.locationName && (namePlace?.(agency.locationName) ?? agency.locationName);
  const [tab, setTab] = useRemembered<AgencyTab>('tab', 'agents');
  const site = websiteUrl(agency.website);

  const contact = [
    { label: say('details.office'), value: office },
    {
      label: say('details.phone'),
      value: agency.phone && (
        <span className="dt-inline-copy">
          <span dir="ltr" data-testid="agency-phone">
            {agency.phone}
          </span>
          <CopyButton text={agency.phone} label={`${say('details.copy')} ${say('details.phone')}`} />
        </span>
      ),
    },
    {
      label: say('details.email'),
      value: agency.email && (
        <span className="dt-inline-copy">
          <span dir="ltr">
            <Breakable text={agency.email} />
          </span>
          <CopyButton text={agency.email} label={`${say('details.copy')} ${say('details.email')}`} />
        </span>
      ),
    },
    {
      label: say('details.website'),
      value:
        agency.website &&
        (site ? (
          <ExternalLink url={site} testId="agency-website">
            <span dir="ltr">{new URL(site).host}</span>
          </ExternalLink>
        ) : (
          <span dir="ltr">{agency.website}</span>
        )),
    },
  ];

  return (
    <div className="dt-view" data-testid="agency-detail" aria-busy={busy}>
      <DetailHeader
        eyebrow={say('details.agencyEyebrow')}
        title={agency.name}
        imageUrl={agency.logoUrl}
        actions={<PinButton pin={pinOfRow('agency', agency) ?? { kind: 'agency', id: agency.externalID }} />}
        provenance={answer.provenance}
        warnings={answer.warnings}
        subtitle={office && <span dir="auto">{office}</span>}
        aside={<WatchButton kind="agency" externalID={agency.externalID} name={agency.name} />}
      >
        <StatTiles
          stats={[
            { label: say('details.agentsCount'), value: agency.agentsCount },
            { label: say('details.listingsCount'), value: agency.propertiesCount },
            { label: say('details.forSaleCount'), value: agency.propertiesForSale },
            { label: say('details.forRentCount'), value: agency.propertiesForRent },
          ]}
        />
      </DetailHeader>

      <div className="dt-columns">
        <div className="dt-main">
          {agency.description && (
            <Section title={say('details.description')} testId="agency-description">
              <p className="dt-description" dir="auto" lang="en">
                {agency.description}
              </p>
              {lang !== 'en' && (
                <p className="muted dt-note" data-testid="agency-description-english">
                  {say('details.agencyDescriptionEnglish')}
                </p>
              )}
            </Section>
          )}
          <section className="card dt-section">
            <Tabs
              active={tab}
              onChange={setTab}
              tabs={[
                { key: 'agents', label: say('details.tabAgents'), testId: 'tab-agents', count: agency.agentsCount },
                {
                  key: 'listings',
                  label: say('details.tabListings'),
                  testId: 'tab-listings',
                  count: agency.propertiesCount,
                },
              ]}
            >
              {tab === 'agents' ? (
                <AgencyAgents agencyID={agency.externalID} />
              ) : (
                <AgencyListings agencyID={agency.externalID} />
              )}
            </Tabs>
          </section>
          <NotesSection target={{ kind: 'agency', externalID: agency.externalID }} targetName={agency.name} />
        </div>
        <aside className="dt-side">
          <Section title={say('details.contactTitle')} testId="agency-contact">
            <FactList rows={contact} />
          </Section>
          <Section title={say('details.licenses')} testId="agency-licenses">
            {agency.licenses.length > 0 ? (
              <ul className="dt-licenses">
                {agency.licenses.map((license, i) => (
                  <li key={`${license.number}-${i}`}>
                    <code dir="ltr">{license.number}</code>
                    {license.authority && (
                      <span className="muted" dir="auto">
                        {say('details.licenseBy', { authority: licenceAuthorityName(license.authority, lang) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{say('details.noLicenses')}</p>
            )}
          </Section>
        </aside>
      </div>
    </div>
  );
}

function AgencyAgents({ agencyID }: { agencyID: string }) {
  const { say } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  // /agency-agents has no `langs` parameter.
  const data = usePagedData('agency-agents', { agency_id: agencyID });
  return (
    <PagedGrid
      data={data}
      kind="agency-agents"
      stateKey="details.agency.agents"
      emptyMessage={say('details.noAgencyAgents')}
      getRowId={(row: AgentSummary) => row.externalID}
      onOpen={(row: AgentSummary) => navigate({ view: 'agent', externalID: row.externalID })}
      pagerOnlyWhenPaged
      testId="agency-agents"
    />
  );
}
