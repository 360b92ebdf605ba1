// The broker's brand as a client report prints it on its cover and in every page's footer: kept in Settings, the
// images copied into the workspace, so a report printed offline or on another day carries the same brand.

/** An image as the report embeds it: a data URL of a PNG, JPEG or WebP the workspace holds. */
export interface BrandImage {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  dataUrl: string;
  width: number | null;
  height: number | null;
}

export interface BrandView {
  /** The broker's name as licensed. */
  name: string;
  /** Broker registration number (the RERA BRN). */
  brn: string | null;
  agency: string | null;
  phone: string | null;
  email: string | null;
  logo: BrandImage | null;
  photo: BrandImage | null;
}
