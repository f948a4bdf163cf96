// The one project picker: projects by name, those still running first and completed ones after them under their own
// heading (or left out, for new work, unless already chosen). Loading and error states stay with the screen that reads
// the list, since each shows them in its own place. Its select code loads on first use (LazySelect): the timesheet's
// tracker shows a picker on its first paint.
import type { SelectOption, SelectTriggerProps } from "@/components/ui/enum-select";
import { LazySelect } from "@/components/ui/lazy-select";

/** A project without a status is listed as active. */
export type PickerProject = { id: number; name: string; status?: string };

type Props<P extends PickerProject> = {
  control: SelectTriggerProps;
  projects: readonly P[];
  /** The chosen project's id as text; "" for none. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** "grouped" (default): listed after the active ones; "hidden": left out, except the chosen one. */
  completed?: "grouped" | "hidden";
  /** A first choice for no project, e.g. 'No project'; choosing it gives "". */
  noneLabel?: string;
  /** The option's text; the project's name unless given. */
  labelOf?: (project: P) => string;
  disabled?: boolean;
};

const NONE = "none";

export function projectOptions<P extends PickerProject>(
  projects: readonly P[],
  { completed = "grouped", chosen = "", labelOf = (p: P) => p.name }: { completed?: "grouped" | "hidden"; chosen?: string; labelOf?: (project: P) => string } = {},
): SelectOption[] {
  const sorted = [...projects].sort((a, b) => a.name.localeCompare(b.name));
  const active = sorted.filter((p) => p.status !== "completed");
  const done = sorted.filter((p) => p.status === "completed");
  const option = (group?: string) => (p: P) => ({ value: String(p.id), label: labelOf(p), group });
  if (completed === "hidden") return [...active, ...done.filter((p) => String(p.id) === chosen)].map(option());
  if (done.length === 0) return active.map(option());
  return [...active.map(option("Active projects")), ...done.map(option("Completed projects"))];
}

export function ProjectPicker<P extends PickerProject>({ control, projects, value, onValueChange, placeholder, completed, noneLabel, labelOf, disabled }: Props<P>) {
  const options = [...(noneLabel ? [{ value: NONE, label: noneLabel }] : []), ...projectOptions(projects, { completed, chosen: value, labelOf })];
  return (
    <LazySelect
      control={control}
      value={value === "" ? (noneLabel ? NONE : "") : value}
      onValueChange={(next) => onValueChange(next === NONE ? "" : next)}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
