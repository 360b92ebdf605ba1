// What the main area shows while a view's code loads, the first time the broker opens it: nothing for the first
// few tenths of a second (most loads end sooner), then the word the grids show while loading.
import { useMessage } from '../i18n/messages';
import './view-pending.css';

export function ViewPending() {
  const say = useMessage();
  return (
    <div className="view-pending" role="status" aria-busy="true" data-testid="view-pending">
      {say('grid.ui.loading')}
    </div>
  );
}
