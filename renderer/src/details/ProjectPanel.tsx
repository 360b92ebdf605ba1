// One project as its record in a search answer describes it: the service has no project-detail operation, so the
// panel opens beside the list the broker clicked it in (a developer's projects, the New projects results).
import { useEffect, useRef } from 'react';
import { bedroomsOffered } from '#shared/domain/bedrooms';
import { pickText } from '#shared/domain/lang';
import type { Project } from '#shared/domain/project';
import {
  enumLabel,
  formatArea,
  formatDate,
  formatMoney,
  formatRange,
  formatRooms,
  listText,
  placeTrail,
} from './detail-format';
import { PinButton } from '../compare';
import { pinOfRow } from '../compare';
import { propertyTypeNames } from '#shared/words/property-type-names';
import { formatPercent } from '#shared/format/values';
import { DetailLink, FactList, Picture } from './DetailParts';
import { useDetailsContext } from './use-details-context';
import './details.css';

export interface ProjectPanelProps {
  project: Project;
  onClose: () => void;
  /** Opens the project's developer; left out on the developer's own page. */
  onDeveloper?: (developer: { externalID: string; name: string }) => void;
  className?: string;
}

/** The project a broker opened from the grid: what the project record says, next to the list. */
export function ProjectPanel({ project, onClose, onDeveloper, className }: ProjectPanelProps) {
  const { say, lang, dataLang, areaUnit } = useDetailsContext();
  const title = pickText(project.title, dataLang) || project.externalID;
  const money = (n: number) => formatMoney(n, 'AED', lang);
  const area = (n: number) => formatArea(n, areaUnit, lang, say) ?? '';
  const percent = (n: number | null) => (n === null ? null : formatPercent(n, lang));
  const developer =
    onDeveloper && project.developer?.externalID
      ? { externalID: project.developer.externalID, name: project.developer.name }
      : null;
  // Where the window is too narrow for it beside the list it goes under it, out of sight below the rows: brought
  // into view when it opens (beside the list it is in view already, and nothing moves).
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [project.externalID]);
  const beds = bedroomsOffered(project.rooms, project.propertyTypes)
    .sort((a, b) => a - b)
    .map((r) => formatRooms(r, lang, say) ?? '');
  return (
    <aside
      ref={panel}
      className={className ? `card dt-project-panel ${className}` : 'card dt-project-panel'}
      data-testid="project-panel"
      aria-label={title}
    >
      <div className="dt-section-head">
        <div>
          <div className="card-eyebrow">{say('details.projectTitle')}</div>
          <h3 className="dt-project-title" dir="auto">
            {title}
          </h3>
        </div>
        <button
          type="button"
          className="button ghost"
          onClick={onClose}
          aria-label={say('details.closeProject')}
          data-testid="project-panel-close"
        >
          ✕
        </button>
      </div>
      {/* Projects are compared side by side like listings: pinned from here with the record the panel shows. */}
      <div className="dt-project-actions">
        <PinButton pin={pinOfRow('project', project) ?? { kind: 'project', id: project.externalID }} />
      </div>
      <Picture url={project.coverPhotoUrl} alt={title} fallback={title} className="dt-project-cover" />
      <p className="muted" dir="auto">
        {placeTrail(project.location, lang)}
      </p>
      <FactList
        rows={[
          {
            label: say('details.developer'),
            value: developer ? (
              <DetailLink testId="project-developer" onClick={() => onDeveloper?.(developer)}>
                {developer.name}
              </DetailLink>
            ) : null,
          },
          { label: say('details.projectPrice'), value: formatRange(project.priceFrom, project.priceTo, money) },
          { label: say('details.projectArea'), value: formatRange(project.areaFromSqft, project.areaToSqft, area) },
          { label: say('details.projectBeds'), value: listText(beds, lang) },
          {
            label: say('details.projectTypes'),
            value: listText(
              project.propertyTypes.map((type) => enumLabel(propertyTypeNames(lang), type) ?? type),
              lang,
            ),
          },
          { label: say('details.projectCompletionDate'), value: formatDate(project.completionDate, lang) },
          { label: say('details.projectProgress'), value: percent(project.completionPercentage) },
          { label: say('details.projectPreHandover'), value: percent(project.preHandoverPayment) },
        ]}
      />
    </aside>
  );
}
