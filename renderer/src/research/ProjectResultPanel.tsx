// A project opened from the New projects results: its panel beside the grid, with its developer one click away.
import type { Project } from '#shared/domain/project';
import { ProjectPanel } from '../details';
import { useNavigation } from '../state/navigation-store';

export function ProjectResultPanel({ project, onClose }: { project: Project; onClose: () => void }) {
  const navigate = useNavigation((s) => s.navigate);
  return (
    <ProjectPanel
      project={project}
      onClose={onClose}
      onDeveloper={(developer) => navigate({ view: 'developer', ...developer })}
      className="research-panel"
    />
  );
}
