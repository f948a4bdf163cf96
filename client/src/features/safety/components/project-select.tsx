// A project picker from GET /api/projects: projects still running first, completed ones after them.
import { useQuery } from "@tanstack/react-query";
import { ProjectPicker } from "@/components/project-picker";
import type { FieldControlProps } from "@/components/ui/form-field";
import { type ProjectListItem, safetyQueries } from "../api";

export function splitProjects(projects: readonly ProjectListItem[]) {
  const sorted = [...projects].sort((a, b) => a.name.localeCompare(b.name));
  return {
    active: sorted.filter((project) => project.status !== "completed"),
    completed: sorted.filter((project) => project.status === "completed"),
  };
}

type Props = {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
};

export function ProjectSelect({ control, value, onChange }: Props) {
  const projects = useQuery(safetyQueries.projects());
  const empty = projects.isSuccess && projects.data.length === 0;
  return (
    <ProjectPicker
      control={control}
      projects={projects.data ?? []}
      value={value}
      onValueChange={onChange}
      disabled={!projects.isSuccess || empty}
      placeholder={
        projects.isPending ? "Loading projects..." : projects.isError ? "Projects could not be loaded" : empty ? "No projects yet" : "Select project"
      }
    />
  );
}
