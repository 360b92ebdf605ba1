// One kept report in the list: its name (renamed in place), its subject, the latest central estimate, how many
// revisions it has and when the latest was computed (UAE time), and its actions; removing asks first, in a line
// under the row.
import { useState } from 'react';
import type { KeptReportSummary } from '#shared/domain/kept-report';
import { subjectLine } from '../subject-facts';
import { useReport } from '../report-store';
import { duplicateKept, loadKeptList, removeKept, renameKept, reopenRevision, startRerun } from './kept-actions';
import { useKept } from './kept-store';
import { useReportContext } from '../use-report-context';
import { TeamMarkBadge } from '../../team';
import { shareWithTeam, useCanShare, useMayChange } from '../../team';
import { Said } from '../Said';

const COLUMNS = 6;

/** `place`: the report's place in the interface language where it is known. */
export function KeptRow({ row, place }: { row: KeptReportSummary; place: string }) {
  const { say, fmt } = useReportContext();
  const canShare = useCanShare();
  // A colleague's shared report is changed only by its author or an admin: the rest is not offered.
  const mayChange = useMayChange(row.team);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const open = useReport((s) => s.shown?.revision?.id === row.id);
  const rerunning = useKept((s) => {
    const phase = s.rerun?.id === row.id ? s.rerun.phase : null;
    return phase !== null && phase !== 'done' && phase !== 'error';
  });
  const subject = subjectLine(
    { place: { id: '', name: row.place }, purpose: row.purpose, beds: row.beds, sizeSqft: row.sizeSqft },
    fmt,
    place,
  );
  const commitRename = async () => {
    const name = editing?.trim() ?? '';
    if (!name || name === row.name) return setEditing(null);
    if (await renameKept(row.id, name)) setEditing(null);
  };
  return (
    <>
      <tr data-testid="kept-row" data-id={row.id} data-name={row.name} aria-current={open || undefined}>
        <td className="kr-name">
          {editing === null ? (
            <>
              <strong dir="auto" data-testid="kept-name">
                {row.name}
              </strong>
              {row.team && <TeamMarkBadge mark={row.team} testId="kept-team" />}
            </>
          ) : (
            <span className="kr-rename">
              <input
                className="pf-input"
                dir="auto"
                value={editing}
                maxLength={200}
                autoFocus
                aria-label={say('kept.nameLabel')}
                data-testid="kept-rename-input"
                onChange={(e) => setEditing(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void commitRename();
                  if (e.key === 'Escape') setEditing(null);
                }}
              />
              <button
                type="button"
                className="button primary"
                data-testid="kept-rename-save"
                onClick={() => void commitRename()}
              >
                {say('kept.save')}
              </button>
              <button type="button" className="button ghost" onClick={() => setEditing(null)}>
                {say('kept.cancel')}
              </button>
            </span>
          )}
        </td>
        <td dir="auto" data-testid="kept-subject">
          <Said text={subject} />
        </td>
        <td className="k-aed" data-testid="kept-central">
          {row.central === null ? say('kept.noEstimate') : fmt.aed(row.central)}
        </td>
        <td className="k-integer" data-testid="kept-versions">
          {fmt.integer(row.version)}
        </td>
        <td className="k-date" data-testid="kept-last-run">
          {fmt.time(row.versionAt)}
        </td>
        <td>
          <div className="kr-actions">
            <button
              type="button"
              className="button primary"
              data-testid="kept-open"
              onClick={() => void reopenRevision(row.id)}
            >
              {say('kept.open')}
            </button>
            {mayChange && (
              <button
                type="button"
                className="button"
                data-testid="kept-rerun"
                disabled={rerunning}
                onClick={() => void startRerun(row.id, row.name)}
              >
                {say('kept.rerun')}
              </button>
            )}
            <button
              type="button"
              className="button ghost"
              data-testid="kept-duplicate"
              onClick={() => void duplicateKept(row.id)}
            >
              {say('kept.duplicate')}
            </button>
            {mayChange && (
              <button
                type="button"
                className="button ghost"
                data-testid="kept-rename"
                onClick={() => setEditing(row.name)}
              >
                {say('kept.rename')}
              </button>
            )}
            {canShare && !row.team && (
              <button
                type="button"
                className="button ghost"
                data-testid="kept-share"
                onClick={() => void shareWithTeam('report', row.id, row.name, loadKeptList)}
              >
                {say('team.share')}
              </button>
            )}
            {mayChange && (
              <button
                type="button"
                className="button ghost danger"
                data-testid="kept-remove"
                onClick={() => setConfirming(true)}
              >
                {say('kept.remove')}
              </button>
            )}
          </div>
        </td>
      </tr>
      {confirming && (
        <tr className="kr-confirm" data-testid="kept-remove-confirm">
          <td colSpan={COLUMNS}>
            <span role="alert">{say('kept.removeConfirm', { count: row.version, name: row.name })}</span>{' '}
            <button
              type="button"
              className="button danger"
              data-testid="kept-remove-yes"
              onClick={() => {
                setConfirming(false);
                void removeKept(row.id, row.name);
              }}
            >
              {say('kept.remove')}
            </button>{' '}
            <button type="button" className="button ghost" onClick={() => setConfirming(false)}>
              {say('kept.cancel')}
            </button>
          </td>
        </tr>
      )}
    </>
  );
}
