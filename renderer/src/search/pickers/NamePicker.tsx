// A picker over one of the *-search-by-name operations: the broker types part of a name, picks from the first page
// of matches (name and a secondary line), and the form sends the externalIDs.
import type { OperationResult } from '#shared/data-service/results';
import type { Lang } from '#shared/domain/lang';
import type { ResultPage } from '#shared/domain/page';
import { ok, type Result } from '#shared/errors';
import { loadAnswer } from '../../data';
import type { PickedEntity } from '../types';
import { ChipCombobox, type OptionView, type SearchPage, type Searcher } from './ChipCombobox';

export type ByNameOperation = 'developer-search-by-name' | 'agency-search-by-name' | 'agent-search-by-name';
export type ByNameItem<N extends ByNameOperation> =
  OperationResult<N> extends ResultPage<infer T> ? T & { externalID: string; name: string } : never;

function firstPage<T>(result: Result<{ result: ResultPage<T> }>): Result<SearchPage<T>> {
  return result.ok ? ok({ items: result.value.result.items, total: result.value.result.total }) : result;
}

/** One searcher per operation, with a stable identity (the combobox re-searches when it changes). */
const SEARCHERS: { [N in ByNameOperation]: Searcher<ByNameItem<N>> } = {
  'developer-search-by-name': async (query, dataLang) =>
    firstPage(await loadAnswer('developer-search-by-name', { query, langs: dataLang })),
  'agency-search-by-name': async (query, dataLang) =>
    firstPage(await loadAnswer('agency-search-by-name', { query, langs: dataLang })),
  'agent-search-by-name': async (query, dataLang) =>
    firstPage(await loadAnswer('agent-search-by-name', { query, langs: dataLang })),
};

export interface NamePickerProps<N extends ByNameOperation> {
  operation: N;
  /** The secondary line (counts, agency) and the right-hand meta of one match. */
  describe(item: ByNameItem<N>, lang: Lang): Omit<OptionView, 'primary'>;
  value: readonly PickedEntity[];
  onChange(next: PickedEntity[]): void;
  placeholder: string;
  inputId?: string | undefined;
  inputTestId?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

export function NamePicker<N extends ByNameOperation>({
  operation,
  describe,
  value,
  onChange,
  placeholder,
  inputId,
  inputTestId,
  describedBy,
  invalid,
}: NamePickerProps<N>) {
  const view = (item: ByNameItem<N>, lang: Lang): OptionView => ({ primary: item.name, ...describe(item, lang) });
  return (
    <ChipCombobox<ByNameItem<N>, PickedEntity>
      kind={operation}
      searcher={SEARCHERS[operation] as Searcher<ByNameItem<N>>}
      describe={view}
      toPicked={(item, lang) => {
        const v = describe(item, lang);
        const detail = [v.secondary, v.meta].filter(Boolean).join(' · ');
        return { externalID: item.externalID, label: item.name, ...(detail ? { detail } : {}) };
      }}
      pickedKey={(p) => p.externalID}
      pickedLabel={(p) => p.label}
      pickedTitle={(p) => (p.detail ? `${p.label} · ${p.detail}` : p.label)}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      inputId={inputId}
      inputTestId={inputTestId ?? `${operation}-picker-input`}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
