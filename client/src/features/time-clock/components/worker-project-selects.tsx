// Worker and project pickers for the dialog and the tracker: only active workers and non-completed projects.
import { useQuery } from "@tanstack/react-query";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isClockableProject, timeClockQueries } from "../api";

export function WorkerSelect({ id, value, onChange }: { id: string; value: number | null; onChange: (id: number) => void }) {
  const workers = useQuery(timeClockQueries.workers());
  const options = (workers.data ?? []).filter((w) => w.isActive).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <FormField id={id} label="Worker" error={workers.isError ? "Could not load workers" : undefined}>
      {(control) => (
        <Select value={value === null ? undefined : String(value)} onValueChange={(v) => onChange(Number(v))} disabled={workers.isPending}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={workers.isPending ? "Loading workers..." : "Select worker"} />
          </SelectTrigger>
          <SelectContent>
            {options.map((w) => (
              <SelectItem key={w.id} value={String(w.id)}>
                {w.name}
                {w.activeTimeEntryId !== null ? " (clocked in)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

export function ProjectSelect({ id, value, onChange }: { id: string; value: number | null; onChange: (id: number) => void }) {
  const projects = useQuery(timeClockQueries.projects());
  const options = (projects.data ?? []).filter(isClockableProject).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <FormField id={id} label="Project" error={projects.isError ? "Could not load projects" : undefined}>
      {(control) => (
        <Select value={value === null ? undefined : String(value)} onValueChange={(v) => onChange(Number(v))} disabled={projects.isPending}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={projects.isPending ? "Loading projects..." : "Select project"} />
          </SelectTrigger>
          <SelectContent>
            {options.map((p) => (
              <SelectItem key={p.id} value={String(p.id)}>
                {p.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
