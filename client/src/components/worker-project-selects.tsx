// Worker and project pickers of a punch or an entry (the clock dialog, the tracker, Add Entry), and the worker picker
// of an account's link (the admin dashboard): only active workers and projects still running, from the roster's and
// the projects' own reads. The tracker sits on the timesheet's first paint, so the select's code loads when a picker
// is first reached for.
import { useQuery } from "@tanstack/react-query";
import { ProjectPicker } from "@/components/project-picker";
import { FormField } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";
import { projectsApi, workersApi } from "@shared/api/routes";
import type { WorkerView } from "@shared/api/workers";
import { endpointQuery } from "@/lib/endpoint-client";

type SelectProps = { id: string; value: number | null; onChange: (id: number) => void; error?: string };

const NO_WORKER = "none";

type WorkerSelectProps = SelectProps & {
  /** A first option meaning no worker (e.g. "Not linked" where an account's link is chosen); choosing it calls onChoose. */
  none?: { label: string; onChoose: () => void };
  /** The note after a worker's name; "(clocked in)" by default, for a punch. */
  noteOf?: (worker: WorkerView) => string | null;
  hint?: string;
};

const clockedInNote = (worker: WorkerView) => (worker.activeTimeEntryId !== null ? "clocked in" : null);

export function WorkerSelect({ id, value, onChange, error, none, noteOf = clockedInNote, hint }: WorkerSelectProps) {
  const workers = useQuery(endpointQuery(workersApi.list));
  const options = (workers.data ?? [])
    .filter((w) => w.isActive)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((w) => {
      const note = noteOf(w);
      return { value: String(w.id), label: note ? `${w.name} (${note})` : w.name };
    });
  return (
    <FormField id={id} label="Worker" hint={hint} error={workers.isError ? "Could not load workers" : error}>
      {(control) => (
        <LazySelect
          control={control}
          value={value === null ? (none ? NO_WORKER : undefined) : String(value)}
          onValueChange={(v) => (v === NO_WORKER ? none?.onChoose() : onChange(Number(v)))}
          options={none ? [{ value: NO_WORKER, label: none.label }, ...options] : options}
          placeholder={workers.isPending ? "Loading workers..." : "Select worker"}
          disabled={workers.isPending}
        />
      )}
    </FormField>
  );
}

/** The projects the caller may pick (a crew member's or foreman's own); labelled "Project" unless told. */
export function ProjectSelect({ id, value, onChange, error, label = "Project" }: SelectProps & { label?: string }) {
  const projects = useQuery(endpointQuery(projectsApi.list));
  return (
    <FormField id={id} label={label} error={projects.isError ? "Could not load projects" : error}>
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
