// One developer: its projects (/search-new-projects) and its listings (/search-property, sale or rent), each paged.
import { useState } from 'react';
import type { ListingSummary, Purpose } from '#shared/domain/listing';
import type { Project } from '#shared/domain/project';
import { useNavigation, useRemembered } from '../state/navigation-store';
import { PinButton } from '../compare';
import { NotesSection } from '../notes';
import { DetailHeader } from './DetailHeader';
import { Section, StatTiles, Tabs } from './DetailParts';
import { PagedGrid } from './PagedGrid';
import { ProjectPanel } from './ProjectPanel';
import { usePagedData } from './use-paged-data';
import { useDetailsContext } from './use-details-context';
import { useRecord } from './use-record';
import { useEscapeToClose } from '../research';
import { textDirection } from '#shared/words/text-direction';
import './details.css';
import { WatchButton } from '../portfolio';

export interface DeveloperDetailProps {
  externalID: string;
  /** The developer's name: the service has no developer-detail operation, so it comes from where the broker clicked. */
  name: string;
}

type DeveloperTab = 'projects' | 'listings';

/** On the developer's own page its name would repeat on every project row. */
const OWN_PAGE = { hideDeveloper: true } as const;

export function DeveloperDetail({ externalID, name }: DeveloperDetailProps) {
  const { say, dataLang } = useDetailsContext();
  const [tab, setTab] = useRemembered<DeveloperTab>('tab', 'projects');
  const [purpose, setPurpose] = useRemembered<Purpose>('purpose', 'for-sale');
  const [project, setProject] = useState<Project | null>(null);
  useEscapeToClose(project !== null, () => setProject(null));
  // The service has no developer-detail operation: the developer's record (logo, description, counts) is its entry
  // in a search by its name, matched by id.
  const lookup = useRecord('developer-search-by-name', name ? { query: name, langs: dataLang } : null);
  const record = lookup.answer?.result.items.find((d) => d.externalID === externalID) ?? null;
  return (
    <div className="dt-view" data-testid="developer-detail" aria-busy={lookup.status === 'loading'}>
      <DetailHeader
        eyebrow={say('details.developerEyebrow')}
        title={record?.name ?? name}
        imageUrl={record?.logoUrl ?? null}
        actions={
          <PinButton
            pin={{ kind: 'developer', id: externalID, snapshot: { externalID, name: record?.name ?? name } }}
          />
        }
        provenance={lookup.answer?.provenance ?? null}
        aside={<WatchButton kind="developer" externalID={externalID} name={record?.name ?? name} />}
      >
        <StatTiles
          stats={[
            { label: say('details.projectsInAll'), value: record?.projectsCount ?? null },
            { label: say('details.listingsCount'), value: record?.propertiesCount ?? null },
          ]}
        />
      </DetailHeader>
      {record?.description ? (
        <Section title={say('details.description')} testId="developer-description">
          <p className="dt-description" dir={textDirection(record.description)}>
            {record.description}
          </p>
        </Section>
      ) : (
        !record &&
        lookup.status !== 'loading' && (
          <p className="muted dt-note" data-testid="developer-no-record">
            {say('details.noDeveloperRecord')}
          </p>
        )
      )}
      <section className="card dt-section" data-testid="developer-lists">
        <Tabs
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'projects', label: say('details.tabProjects'), testId: 'tab-projects' },
            { key: 'listings', label: say('details.tabListings'), testId: 'tab-listings' },
          ]}
        >
          {tab === 'projects' ? (
            <>
              <p className="muted dt-note" data-testid="new-projects-note">
                {say('details.newProjectsNote')}
              </p>
              <div className={project ? 'dt-split' : undefined}>
                <DeveloperProjects developerID={externalID} onOpen={setProject} />
                {project && <ProjectPanel project={project} onClose={() => setProject(null)} />}
              </div>
            </>
          ) : (
            <>
              <PurposeToggle value={purpose} onChange={setPurpose} />
              <DeveloperListings developerID={externalID} purpose={purpose} />
            </>
          )}
        </Tabs>
      </section>
      <NotesSection target={{ kind: 'developer', externalID }} targetName={record?.name ?? name} />
    </div>
  );
}

function DeveloperProjects({ developerID, onOpen }: { developerID: string; onOpen: (project: Project) => void }) {
  const { say, dataLang } = useDetailsContext();
  const data = usePagedData('search-new-projects', {
    developer_ids: [developerID],
    // The service defaults to residential projects only; a developer's portfolio includes its commercial ones.
    property_type: ['residential', 'commercial'],
    langs: [dataLang],
  });
  return (
    <PagedGrid
      data={data}
      kind="projects"
      stateKey="details.developer.projects"
      columnOptions={OWN_PAGE}
      emptyMessage={say('details.noProjects')}
      getRowId={(row: Project) => row.externalID}
      onOpen={onOpen}
      testId="developer-projects"
    />
  );
}

function DeveloperListings({ developerID, purpose }: { developerID: string; purpose: Purpose }) {
  const { say, dataLang } = useDetailsContext();
  const navigate = useNavigation((s) => s.navigate);
  const data = usePagedData('search-property', { purpose, developer_ids: [developerID], langs: [dataLang] });
  return (
    <PagedGrid
      data={data}
      kind="listings"
      stateKey="details.developer.listings"
      emptyMessage={say('details.noDeveloperListings')}
      getRowId={(row: ListingSummary) => row.externalID}
      onOpen={(row: ListingSummary) => navigate({ view: 'property', externalID: row.externalID })}
      testId="developer-listings"
    />
  );
}

const PURPOSES: readonly Purpose[] = ['for-sale', 'for-rent'];

function PurposeToggle({ value, onChange }: { value: Purpose; onChange: (purpose: Purpose) => void }) {
  const { say } = useDetailsContext();
  return (
    <div className="dt-toolbar">
      <span className="muted">{say('details.purposeLabel')}</span>
      <div className="dt-segmented" role="radiogroup" aria-label={say('details.purposeLabel')}>
        {PURPOSES.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={value === p}
            className={value === p ? 'active' : undefined}
            onClick={() => onChange(p)}
            data-testid={`purpose-${p}`}
          >
            {say(`details.purpose.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
