// The six research views: their form, grid, paging and what a row opens.
import { lazy, Suspense } from 'react';
import type { Project } from '#shared/domain/project';
import type { DataRequest } from '#shared/ipc/contract';
import type { GridKind } from '../grid';
import { AgencySearchForm } from '../search';
import { AgentSearchForm } from '../search';
import { DeveloperSearchForm } from '../search';
import { ListingSearchForm } from '../search';
import {
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
} from '../search';
import { ProjectSearchForm } from '../search';
import { TransactionSearchForm } from '../search';
import type { ListView, NavTarget } from '../state/navigation-store';
import { useFormState } from './form-state-store';
import { rowIdOf } from './row-identity';
import type { ResearchViewProps } from './ResearchView';

export type { GridKind };

/** A project's panel beside the grid, with the details' words and parts: loaded when a project row is first opened. */
const ProjectResultPanel = lazy(() => import('./ProjectResultPanel').then((m) => ({ default: m.ProjectResultPanel })));

type Row = Record<string, unknown>;
const always = () => true;

function FormFor({ view, submit, busy }: { view: ListView; submit: (r: DataRequest) => void; busy: boolean }) {
  switch (view) {
    case 'listings':
      return <ListingForm submit={submit} busy={busy} />;
    case 'projects':
      return <ProjectForm submit={submit} busy={busy} />;
    case 'transactions':
      return <TransactionForm submit={submit} busy={busy} />;
    case 'agents':
      return <AgentForm submit={submit} busy={busy} />;
    case 'agencies':
      return <AgencyForm submit={submit} busy={busy} />;
    default:
      return <DeveloperForm submit={submit} busy={busy} />;
  }
}

interface FormProps {
  submit: (r: DataRequest) => void;
  busy: boolean;
}

function ListingForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('listings', () => initialListingSearchState());
  return <ListingSearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}
function ProjectForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('projects', () => initialProjectSearchState());
  return <ProjectSearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}
function TransactionForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('transactions', () => initialTransactionSearchState());
  return <TransactionSearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}
function AgentForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('agents', () => initialAgentSearchState());
  return <AgentSearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}
function AgencyForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('agencies', () => initialAgencySearchState());
  return <AgencySearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}
function DeveloperForm({ submit, busy }: FormProps) {
  const [value, set] = useFormState('developers', () => initialDeveloperSearchState());
  return <DeveloperSearchForm value={value} onChange={set} onSubmit={(r) => submit(r as DataRequest)} busy={busy} />;
}

type Config = Omit<ResearchViewProps, 'view' | 'title' | 'renderForm'>;

export const VIEW_CONFIG: Readonly<Record<ListView, Config>> = {
  listings: {
    gridKind: () => 'listings',
    rowId: rowIdOf('listings'),
    open: (row) => ({ view: 'property', externalID: rowIdOf('listings')(row) }),
    pageable: always,
  },
  projects: {
    gridKind: () => 'projects',
    rowId: rowIdOf('projects'),
    open: () => null,
    panel: (row, close) => (
      <Suspense fallback={null}>
        <ProjectResultPanel project={row as Project} onClose={close} />
      </Suspense>
    ),
    pageable: always,
  },
  transactions: { gridKind: () => 'transactions', rowId: rowIdOf('transactions'), open: () => null, pageable: always },
  agents: {
    gridKind: () => 'agents',
    rowId: rowIdOf('agents'),
    open: (row): NavTarget => ({ view: 'agent', externalID: String((row as Row).externalID) }),
    pageable: always,
  },
  agencies: {
    gridKind: () => 'agencies',
    rowId: rowIdOf('agencies'),
    open: (row): NavTarget => ({
      view: 'agency',
      externalID: String((row as Row).externalID),
      name: String((row as Row).name),
    }),
    pageable: always,
  },
  developers: {
    gridKind: (): GridKind => 'developers',
    rowId: rowIdOf('developers'),
    open: (row): NavTarget => ({
      view: 'developer',
      externalID: String((row as Row).externalID),
      name: String((row as Row).name),
    }),
    pageable: always,
  },
};

export function renderFormFor(view: ListView) {
  return (submit: (r: DataRequest) => void, busy: boolean) => <FormFor view={view} submit={submit} busy={busy} />;
}
