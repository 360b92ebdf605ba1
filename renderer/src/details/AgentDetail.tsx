// One agent: profile, contact, counts, and the agent's active listings (asked by ownerID, one page of 25 at a time).
import { languageNames } from '#shared/words/language-names';
import { specializationName } from '#shared/words/service-terms';
import type { ListingSummary } from '#shared/domain/listing';
import type { DataAnswer } from '#shared/ipc/contract';
import { useNavigation } from '../state/navigation-store';
import { NotesSection } from '../notes';
import { listText } from './detail-format';
import { PinButton } from '../compare';
import { pinOfRow } from '../compare';
import { BareHeader, DetailHeader } from './DetailHeader';
import {
  Breakable,
  Chips,
  CopyButton,
  DetailLink,
  EmptyState,
  ErrorState,
  FactList,
  LoadingState,
  Section,
  StatTiles,
} from './DetailParts';
import { PagedGrid } from './PagedGrid';
import { usePagedData } from './use-paged-data';
import { answerToShow } from '../data';
import { useRecord } from './use-record';
import { useDetailsContext } from './use-details-context';
import './details.css';
import { WatchButton } from '../portfolio';

/** An agent lists sales and rents together: the purpose column says which is which. */
const MIXED = { mixedPurpose: true } as const;

export interface AgentDetailProps {
  externalID: string;
}

export function AgentDetail({ externalID }: AgentDetailProps) {
  const { say, dataLang } = useDetailsContext();
  const state = useRecord('agent-details', { agent_id: externalID, langs: [dataLang] });
  if (state.status === 'error' && state.error) {
    return (
      <div className="dt-view" data-testid="agent-detail">
        <BareHeader eyebrow={say('details.agentEyebrow')} />
        <ErrorState error={state.error} onRetry={state.retry} />
      </div>
    );
  }
  const shown = answerToShow(state, (a) => a.result.externalID === externalID);
  if (!shown) {
    return (
      <div className="dt-view" data-testid="agent-detail" aria-busy="true">
        <BareHeader eyebrow={say('details.agentEyebrow')} />
        <LoadingState />
      </div>
    );
  }
  return <AgentBody answer={shown} busy={state.status === 'loading'} key={shown.result.externalID} />;
}

function AgentBody({ answer, busy }: { answer: DataAnswer<'agent-details'>; busy: boolean }) {
  const { say, lang, dataLang } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  const agent = answer.result;
  const { agency, ownerID } = agent;
  const listings = usePagedData('agent-properties', ownerID ? { owner_id: ownerID, langs: [dataLang] } : null);

  const profile = [
    { label: say('details.languages'), value: listText(languageNames(agent.languages, lang), lang) },
    {
      label: say('details.experience'),
      value: agent.experienceYears === null ? null : say('details.years', { count: agent.experienceYears }),
    },
    {
      label: say('details.phone'),
      value: agent.phone && (
        <span className="dt-inline-copy">
          <span dir="ltr" data-testid="agent-phone">
            {agent.phone}
          </span>
          <CopyButton text={agent.phone} label={`${say('details.copy')} ${say('details.phone')}`} />
        </span>
      ),
    },
    {
      label: say('details.email'),
      value: agent.email && (
        <span className="dt-inline-copy">
          <span dir="ltr" data-testid="agent-email">
            <Breakable text={agent.email} />
          </span>
          <CopyButton text={agent.email} label={`${say('details.copy')} ${say('details.email')}`} />
        </span>
      ),
    },
  ];

  return (
    <div className="dt-view" data-testid="agent-detail" aria-busy={busy}>
      <DetailHeader
        eyebrow={say('details.agentEyebrow')}
        title={agent.name}
        imageUrl={agent.photoUrl}
        imageShape="round"
        actions={<PinButton pin={pinOfRow('agent', agent) ?? { kind: 'agent', id: agent.externalID }} />}
        provenance={answer.provenance}
        aside={<WatchButton kind="agent" externalID={agent.externalID} name={agent.name} ownerID={ownerID} />}
        warnings={answer.warnings}
        subtitle={
          agency &&
          (agency.externalID ? (
            <DetailLink
              testId="link-agency"
              onClick={() => navigate({ view: 'agency', externalID: agency.externalID ?? '', name: agency.name })}
            >
              {agency.name}
            </DetailLink>
          ) : (
            <span dir="auto">{agency.name}</span>
          ))
        }
      >
        <StatTiles
          stats={[
            { label: say('details.listingsCount'), value: agent.propertiesCount },
            { label: say('details.forSaleCount'), value: agent.propertiesForSale },
            { label: say('details.forRentCount'), value: agent.propertiesForRent },
          ]}
        />
      </DetailHeader>

      <div className="dt-columns">
        <div className="dt-main">
          <Section title={say('details.agentListings')} testId="agent-listings">
            {ownerID ? (
              <PagedGrid
                data={listings}
                kind="listings"
                stateKey="details.agent.listings"
                columnOptions={MIXED}
                emptyMessage={say('details.noAgentListings')}
                getRowId={(row: ListingSummary) => row.externalID}
                onOpen={(row: ListingSummary) => navigate({ view: 'property', externalID: row.externalID })}
              />
            ) : (
              <EmptyState>{say('details.noOwnerId')}</EmptyState>
            )}
          </Section>
          <NotesSection target={{ kind: 'agent', externalID: agent.externalID }} targetName={agent.name} />
        </div>
        <aside className="dt-side">
          <Section title={say('details.profile')} testId="agent-profile">
            <FactList rows={profile} />
            {agent.specializations.length > 0 && (
              <div className="dt-subsection">
                <h3>{say('details.specializations')}</h3>
                <Chips items={agent.specializations.map((name) => specializationName(name, lang))} />
              </div>
            )}
            {agent.areasOfExpertise.length > 0 && (
              <div className="dt-subsection">
                <h3>{say('details.areasOfExpertise')}</h3>
                <Chips items={agent.areasOfExpertise} />
              </div>
            )}
          </Section>
        </aside>
      </div>
    </div>
  );
}
