// Worker and project pickers of a punch or an entry (the clock dialog, the tracker, Add Entry): only active workers and
// projects still running, from the roster's and the projects' own reads. The tracker sits on the timesheet's first
// paint, so the select's code loads when a picker is first reached for.
import { useQuery } from "@tanstack/react-query";
import { ProjectPicker } from "@/components/project-picker";
import { FormField } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";
import { projectsApi, workersApi } from "@shared/api/routes";
import { endpointQuery } from "@/lib/endpoint-client";

type SelectProps = { id: string; value: number | null; onChange: (id: number) => void; error?: string };

export function WorkerSelect({ id, value, onChange, error }: SelectProps) {
  const workers = useQuery(endpointQuery(workersApi.list));
  const options = (workers.data ?? [])
    .filter((w) => w.isActive)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((w) => ({ value: String(w.id), label: `${w.name}${w.activeTimeEntryId !== null ? " (clocked in)" : ""}` }));
  return (
    <FormField id={id} label="Worker" error={workers.isError ? "Could not load workers" : error}>
      {(control) => (
        <LazySelect
          control={control}
          value={value === null ? undefined : String(value)}
          onValueChange={(v) => onChange(Number(v))}
          options={options}
          placeholder={workers.isPending ? "Loading workers..." : "Select worker"}
          disabled={workers.isPending}
        />
      )}
    </FormField>
  );
}

export function ProjectSelect({ id, value, onChange, error }: SelectProps) {
  const projects = useQuery(endpointQuery(projectsApi.list));
  return (
    <FormField id={id} label="Project" error={projects.isError ? "Could not load projects" : error}>
      {(control) => (
        <ProjectPicker
          control={control}
          projects={projects.data ?? []}
          completed="hidden"
          value={value === null ? "" : String(value)}
          onValueChange={(v) => onChange(Number(v))}
          placeholder={projects.isPending ? "Loading projects..." : "Select project"}
          disabled={projects.isPending}
        />
      )}
    </FormField>
  );
}
