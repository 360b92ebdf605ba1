// The broker's brand on the printed report's cover: name, BRN, agency, phone, e-mail, logo and photo as Settings
// keeps them. Nothing at all when there is no brand: a placeholder would print on a client's document.
import type { BrandView } from '#shared/report/brand';
import { fill } from '#shared/words/translated';
import { isolateLtr } from '../../grid/formatters';
import type { ReportStrings } from '../strings';

export function BrandBlock({ brand, t }: { brand: BrandView | null; t: ReportStrings }) {
  if (!brand) return null;
  return (
    <div className="pr-brand" data-testid="print-brand">
      {brand.logo && <img className="pr-brand-logo" src={brand.logo.dataUrl} alt={brand.agency ?? brand.name} />}
      {brand.photo && <img className="pr-brand-photo" src={brand.photo.dataUrl} alt={brand.name} />}
      <div className="pr-brand-text">
        <div className="pr-muted">{t.print.preparedFor}</div>
        <div className="pr-brand-name" dir="auto">
          {brand.name}
        </div>
        {brand.brn && <div>{fill(t.print.brn, { brn: isolateLtr(brand.brn) })}</div>}
        {brand.agency && <div dir="auto">{brand.agency}</div>}
        {brand.phone && <div dir="ltr">{brand.phone}</div>}
        {brand.email && <div dir="ltr">{brand.email}</div>}
      </div>
    </div>
  );
}
