// Secondary lines of the by-name pickers: counts in the interface language, joined with a middle dot.
import type { Lang } from '#shared/domain/lang';
import { formatMessage } from '#shared/messages/format-message';
import type { PickedEntity } from '../types';

/** The pickers' counted nouns (each message takes the count alone). */
export type PickerCount =
  'search.picker.ads' | 'search.picker.listings' | 'search.picker.projects' | 'search.picker.agentsCount';

/** "1 listing", "3 объекта": a count with its noun in the form the number takes. */
export function countText(id: PickerCount, value: number | null, lang: Lang): string | undefined {
  return value === null ? undefined : formatMessage(lang, id, { count: value });
}

export function joinParts(parts: readonly (string | null | undefined)[]): string | undefined {
  const text = parts.filter((p): p is string => Boolean(p)).join(' · ');
  return text || undefined;
}

/** Props shared by the developer, agency and agent pickers. */
export interface EntityPickerProps {
  value: readonly PickedEntity[];
  onChange(next: PickedEntity[]): void;
  placeholder?: string;
  inputId?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}
