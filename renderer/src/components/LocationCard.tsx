// The chosen place, summarized: what a broker checks before researching it.
import { pickText } from '#shared/domain/lang';
import { formatCount } from '../i18n/strings';
import { useStrings } from '../i18n/use-strings';
import { useLocationSearch } from '../state/location-search-store';
import { usePreferences } from '../state/preferences-store';

export function LocationCard() {
  const t = useStrings();
  const lang = usePreferences((s) => s.lang);
  const selected = useLocationSearch((s) => s.selected);
  if (!selected) {
    return (
      <section className="card empty-state" data-testid="empty-state">
        <h2>{t.emptyTitle}</h2>
        <p>{t.emptyBody}</p>
      </section>
    );
  }
  const rows: [string, string][] = [
    [t.type, t.types[selected.type] ?? selected.type],
    [t.path, selected.path],
    [t.adCount, formatCount(selected.adCount, lang)],
    [t.level, String(selected.level)],
    [t.externalId, selected.externalID],
    [
      t.coordinates,
      selected.geography ? `${selected.geography.lat.toFixed(4)}, ${selected.geography.lng.toFixed(4)}` : '—',
    ],
  ];
  return (
    <section className="card" data-testid="selected-location">
      <div className="card-eyebrow">{t.selected}</div>
      <h2 className="card-title">{pickText(selected.name, lang)}</h2>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd dir={label === t.externalId || label === t.coordinates ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
