// A place's trail in the compare panel, read in the interface language's direction: right to left in Arabic even
// where a step has no Arabic name and keeps its recorded English (by the first letter, "Dubai Marina > مارينا جيت"
// was laid out left to right, the trail turned around). Each step is isolated, so an English one neither reorders
// its neighbours nor turns the separator; the separator, between isolates, takes the line's direction and so points
// the way the trail reads (drawn "<" in Arabic: the emirate first, at the right).
import { Fragment } from 'react';
import { isRtl, type Lang } from '#shared/domain/lang';
import { TRAIL_SEPARATOR, trailSteps } from '#shared/words/place-trail';

export function PlaceTrail({ text, lang }: { text: string; lang: Lang }) {
  return (
    <span className="compare-value" dir={isRtl(lang) ? 'rtl' : 'ltr'} data-testid="compare-value" data-trail="true">
      {trailSteps(text).map((step, i) => (
        <Fragment key={i}>
          {i > 0 && TRAIL_SEPARATOR}
          <bdi>{step}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
