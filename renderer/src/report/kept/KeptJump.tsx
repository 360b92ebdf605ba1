// Beside the view's title: how many reports are kept, a way down to their list below the report.
import { useKept } from './kept-store';
import { useReportContext } from '../use-report-context';

export function KeptJump() {
  const { say } = useReportContext();
  const count = useKept((s) => s.list?.length ?? 0);
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="link-button"
      data-testid="kept-jump"
      onClick={() => document.getElementById('kr-title')?.scrollIntoView({ block: 'start' })}
    >
      {say('kept.jump', { count })}
    </button>
  );
}
