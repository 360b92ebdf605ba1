// The two ways to pin: "Pin to compare" for a grid's checked rows, and the Pin toggle in a detail page's header.
// Both show how many of the kind are pinned and lead to the panel.
import { useEffect, useState } from 'react';
import { MAX_PINS } from '#shared/compare/compare-kinds';
import type { PinInput } from '#shared/compare/snapshots';
import { formatInteger } from '../i18n/format';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { loadPins, pinItems, unpin } from './compare-actions';
import { sayIn } from '../i18n/say';
import { totalPinned, useCompare } from './compare-store';
import './pin-buttons.css';
import { Icon } from '../components/icons';

let pinsLoaded = false;

/** Reads the workspace's pins once per window, so buttons know what is pinned. */
export function usePinsLoaded(): void {
  useEffect(() => {
    if (pinsLoaded) return;
    pinsLoaded = true;
    void loadPins();
  }, []);
}

/** Pins the checked rows of a grid (their kind is the grid's). */
export function PinSelectedButton({ pins, onPinned }: { pins: readonly PinInput[]; onPinned?: () => void }) {
  usePinsLoaded();
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const [busy, setBusy] = useState(false);
  const kind = pins[0]?.kind;
  const count = useCompare((s) => (kind ? s.pinned[kind].length : 0));
  if (!kind) return null;
  return (
    <button
      type="button"
      className="button primary pin-selected"
      data-testid="pin-selected"
      disabled={busy}
      title={say('comparePanel.tabCount', { count: formatInteger(count, lang), max: formatInteger(MAX_PINS, lang) })}
      onClick={() => {
        setBusy(true);
        void pinItems(pins)
          .then((n) => n > 0 && onPinned?.())
          .finally(() => setBusy(false));
      }}
    >
      <Icon name="compare" /> {say('comparePanel.pinSelected')}
    </button>
  );
}

/** The Pin toggle of a detail page: pins the item shown, or unpins it; "Open Compare" once pinned. */
export function PinButton({ pin }: { pin: PinInput }) {
  usePinsLoaded();
  const lang = usePreferences((s) => s.lang);
  const say = sayIn(lang);
  const navigate = useNavigation((s) => s.navigate);
  const pinned = useCompare((s) => s.pinned[pin.kind].includes(pin.id));
  const [busy, setBusy] = useState(false);
  const act = (work: Promise<unknown>) => {
    setBusy(true);
    void work.finally(() => setBusy(false));
  };
  return (
    <span className="pin-toggle">
      <button
        type="button"
        className={pinned ? 'button pinned' : 'button'}
        data-testid="pin-button"
        aria-pressed={pinned}
        disabled={busy}
        title={pinned ? say('comparePanel.unpin') : say('comparePanel.pin')}
        onClick={() => act(pinned ? unpin(pin.kind, pin.id) : pinItems([pin]))}
      >
        <Icon name={pinned ? 'done' : 'compare'} /> {pinned ? say('comparePanel.pinned') : say('comparePanel.pin')}
      </button>
      {pinned && (
        <button
          type="button"
          className="link-button"
          data-testid="open-compare"
          onClick={() => navigate({ view: 'compare', kind: pin.kind })}
        >
          {say('comparePanel.openPanel')}
        </button>
      )}
    </span>
  );
}

/** The sidebar's count of pinned items (all kinds). */
export function CompareBadge() {
  usePinsLoaded();
  const count = useCompare((s) => totalPinned(s.pinned));
  const lang = usePreferences((s) => s.lang);
  if (count === 0) return null;
  return (
    <span className="nav-badge" data-testid="compare-count">
      {formatInteger(count, lang)}
    </span>
  );
}
