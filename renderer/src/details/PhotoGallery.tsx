// A listing's photos: the large current photo with its caption, a thumbnail strip, and arrow keys to browse.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isRtl } from '#shared/domain/lang';
import type { MediaItem } from '#shared/domain/listing';
import { photoCaption } from '#shared/words/service-terms';
import { arrowDelta, formatNumber, stepIndex } from './detail-format';
import { EmptyState, Picture } from './DetailParts';
import { useDetailsContext } from './use-details-context';

export interface PhotoGalleryProps {
  photos: readonly MediaItem[];
  /** Shown as the only photo when the listing has no photo list. */
  coverUrl: string | null;
  /** Alternative text when a photo has no caption (the listing title). */
  alt: string;
}

export function PhotoGallery({ photos, coverUrl, alt }: PhotoGalleryProps) {
  const { say, lang } = useDetailsContext();
  const items: readonly MediaItem[] = photos.length > 0 ? photos : coverUrl ? [{ url: coverUrl, title: null }] : [];
  const [index, setIndex] = useState(0);
  const activeThumb = useRef<HTMLButtonElement | null>(null);
  const current = items[Math.min(index, items.length - 1)];

  useEffect(() => {
    activeThumb.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  if (!current) {
    return (
      <section className="card dt-gallery" data-testid="gallery" aria-label={say('details.gallery')}>
        <EmptyState>{say('details.noPhotos')}</EmptyState>
      </section>
    );
  }

  const go = (delta: number) => setIndex((i) => stepIndex(i, delta, items.length));
  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const delta = arrowDelta(event.key, isRtl(lang));
    if (delta !== 0) {
      event.preventDefault();
      go(delta);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(event.key === 'Home' ? 0 : items.length - 1);
    }
  }

  const position = Math.min(index, items.length - 1);
  const counter = say('details.photoCounter', {
    n: formatNumber(position + 1, lang),
    count: formatNumber(items.length, lang),
  });
  return (
    <section
      className="card dt-gallery"
      data-testid="gallery"
      aria-label={`${say('details.gallery')}. ${say('details.galleryHint')}`}
      aria-roledescription="carousel"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <figure className="dt-gallery-stage">
        <Picture
          url={current.url}
          alt={current.title ? photoCaption(current.title, lang) : alt}
          fallback={alt}
          placeholder={<PhotoGlyph />}
          className="dt-gallery-photo"
        />
        {items.length > 1 && (
          <>
            <button
              type="button"
              className="dt-gallery-nav prev"
              aria-label={say('details.previousPhoto')}
              onClick={() => go(-1)}
              tabIndex={-1}
            >
              <span aria-hidden="true" className="dt-flip">
                ‹
              </span>
            </button>
            <button
              type="button"
              className="dt-gallery-nav next"
              aria-label={say('details.nextPhoto')}
              onClick={() => go(1)}
              tabIndex={-1}
            >
              <span aria-hidden="true" className="dt-flip">
                ›
              </span>
            </button>
          </>
        )}
        <figcaption className="dt-gallery-caption">
          <span dir="auto" data-testid="gallery-caption">
            {current.title ? photoCaption(current.title, lang) : ''}
          </span>
          <span className="dt-gallery-counter" aria-live="polite" data-testid="gallery-counter">
            {counter}
          </span>
        </figcaption>
      </figure>
      {items.length > 1 && (
        <div className="dt-thumbs" role="group" aria-label={say('details.gallery')}>
          {items.map((photo, i) => (
            <button
              key={`${photo.url}-${i}`}
              ref={i === position ? activeThumb : undefined}
              type="button"
              className={i === position ? 'dt-thumb active' : 'dt-thumb'}
              aria-label={say('details.showPhoto', { n: i + 1 })}
              aria-current={i === position}
              tabIndex={-1}
              onClick={() => setIndex(i)}
              data-testid="gallery-thumb"
            >
              <Picture url={photo.url} alt="" fallback={String(i + 1)} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** A neutral picture glyph for photos that cannot be shown. */
function PhotoGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="56"
      height="56"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16l-5.5-5.5L6 19" />
    </svg>
  );
}
