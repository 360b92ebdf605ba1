// The broker's brand on the printed report's cover: name, BRN, agency, phone, e-mail, logo and photo as Settings
// keeps them. Nothing at all when there is no brand: a placeholder would print on a client's document.
import type { BrandView } from '#shared/report/brand';
import { isolateLtr } from '#shared/format/values';
import type { Say } from '../../i18n/say';
import { Said } from '../Said';

export function BrandBlock({ brand, say }: { brand: BrandView | null; say: Say }) {
  if (!brand) return null;
  return (
    <div className="pr-brand" data-testid="print-brand">
      {brand.logo && <img className="pr-brand-logo" src={brand.logo.dataUrl} alt={brand.agency ?? brand.name} />}
      {brand.photo && <img className="pr-brand-photo" src={brand.photo.dataUrl} alt={brand.name} />}
      <div className="pr-brand-text">
        <div className="pr-muted">{say('reportView.print.preparedFor')}</div>
        <div className="pr-brand-name">
          <bdi>{brand.name}</bdi>
        </div>
        {brand.brn && (
          <div>
            <Said text={say('reportView.print.brn', { brn: isolateLtr(brand.brn) })} />
          </div>
        )}
        {/* Each value isolated in its own direction, each line aligned as the page reads. */}
        {brand.agency && (
          <div>
            <bdi>{brand.agency}</bdi>
          </div>
        )}
        {brand.phone && (
          <div>
            <bdi dir="ltr">{brand.phone}</bdi>
          </div>
        )}
        {brand.email && (
          <div>
            <bdi dir="ltr">{brand.email}</bdi>
          </div>
        )}
      </div>
    </div>
  );
}
