// The options of a project picker: projects still running first, completed ones after them, each group labelled.
import { SelectGroup, SelectItem, SelectLabel } from "./select";

type ProjectOption = { id: number; name: string };

export function ProjectOptions({ active, completed }: { active: readonly ProjectOption[]; completed: readonly ProjectOption[] }) {
  return (
    <>
      {[
        { label: "Active projects", projects: active },
        { label: "Completed projects", projects: completed },
      ].map((group) =>
        group.projects.length > 0 ? (
          <SelectGroup key={group.label}>
            <SelectLabel>{group.label}</SelectLabel>
            {group.projects.map((project) => (
              <SelectItem key={project.id} value={String(project.id)}>
                {project.name}
              </SelectItem>
            ))}
          </SelectGroup>
        ) : null,
      )}
    </>
  );
}
