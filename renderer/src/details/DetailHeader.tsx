// The header band of every detail view: back, picture, eyebrow, title, where the answer came from, and its warnings.
import type { ReactNode } from 'react';
import type { Provenance } from '#shared/ipc/contract';
import type { MessageRef } from '#shared/messages/message-ref';
import { useSaid } from '../i18n/messages';
import { useNavigation } from '../state/navigation-store';
import { goBack } from '../shell';
import { provenanceLine } from './detail-format';
import { Picture } from './DetailParts';
import { useDetailsContext } from './use-details-context';
import './details.css';

export interface DetailHeaderProps {
  /** What kind of record this is ("Property", "Agent" …). */
  eyebrow: string;
  title: string;
  /** A line under the title (location trail, agency …). */
  subtitle?: ReactNode;
  /** Logo or photo; a placeholder with initials when absent. Omit (undefined) for no picture at all. */
  imageUrl?: string | null;
  imageShape?: 'round' | 'square';
  provenance?: Provenance | null;
  warnings?: readonly MessageRef[];
  /** Right-hand side (price, actions). */
  aside?: ReactNode;
  /** Buttons on the top line, after where the answer came from (Pin to compare). */
  actions?: ReactNode;
  /** Below the title row: stat tiles, badges. */
  children?: ReactNode;
}

export function DetailHeader({
  eyebrow,
  title,
  subtitle,
  imageUrl,
  imageShape = 'square',
  provenance = null,
  warnings = [],
  aside,
  actions,
  children,
}: DetailHeaderProps) {
  const { say, lang } = useDetailsContext();
  const canGoBack = useNavigation((s) => s.history.length > 0);
  const asOf = provenanceLine(provenance, lang, say);
  const said = useSaid();
  return (
    <header className="dt-header" data-testid="detail-header">
      <div className="dt-header-top">
        <button
          type="button"
          className="button ghost dt-back"
          onClick={goBack}
          disabled={!canGoBack}
          data-testid="back"
        >
          <span aria-hidden="true" className="dt-flip">
            ←
          </span>{' '}
          {say('details.back')}
        </button>
        {provenance && (
          <span className={`dt-source ${provenance.source}`} data-testid="detail-source">
            {say(`details.source.${provenance.source}`)}
          </span>
        )}
        {asOf && (
          <span className={provenance?.stale ? 'dt-asof stale' : 'dt-asof'} data-testid="detail-as-of">
            {asOf}
          </span>
        )}
        {actions && <span className="dt-header-actions">{actions}</span>}
      </div>
      <div className="dt-header-main">
        {imageUrl !== undefined && (
          <Picture url={imageUrl} alt={title} fallback={title} className={`dt-header-picture ${imageShape}`} />
        )}
        <div className="dt-header-titles">
          <div className="card-eyebrow">{eyebrow}</div>
          {title && (
            <h1 className="dt-title" dir="auto" data-testid="detail-title">
              {title}
            </h1>
          )}
          {subtitle && <div className="dt-subtitle">{subtitle}</div>}
        </div>
        {aside && <div className="dt-header-aside">{aside}</div>}
      </div>
      {children}
      {warnings.length > 0 && (
        <div className="dt-warnings" role="note" data-testid="detail-warnings">
          <strong>{say('details.warningsTitle')}</strong>
          <ul>
            {warnings.map(said).map((w) => (
              <li key={w} dir="auto">
                {w}
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}

/** The header while the record loads or failed: back button and eyebrow, so the broker is never stuck. */
export function BareHeader({ eyebrow, title }: { eyebrow: string; title?: string }) {
  return <DetailHeader eyebrow={eyebrow} title={title ?? ''} />;
}
