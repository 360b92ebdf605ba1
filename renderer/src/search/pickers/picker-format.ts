// Secondary lines of the by-name pickers: counts in the interface language, joined with a middle dot.
import type { Lang } from '#shared/domain/lang';
import { pluralText, type PluralForms } from '#shared/words/plural';
import type { PickedEntity } from '../types';

/** "1 listing", "3 объекта": a count with its noun in the form the number takes. */
export function countText(forms: PluralForms, value: number | null, lang: Lang): string | undefined {
  return value === null ? undefined : pluralText(forms, value, lang);
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
