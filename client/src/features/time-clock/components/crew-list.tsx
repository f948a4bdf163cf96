// "Select crew on this site": a checkbox per person (on the clock here first, then the rest A to Z), a select-all, and
// each person's state in words (and the break they are on). Rows are full-width tap targets (56 px) for a thumb; a desk shows two columns.
import { BREAK_KIND_LABELS } from "@shared/domain/breaks";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format";
import type { CrewMember } from "../crew-selection";

function stateText(member: CrewMember): string {
  if (member.onClockHere) return "On the clock here";
  if (member.onClockElsewhere) return "On the clock on another site";
  return "Off the clock";
}

export function CrewList({
  members,
  selected,
  onChange,
}: {
  members: readonly CrewMember[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const allChosen = members.length > 0 && members.every((m) => selected.has(m.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <section aria-labelledby="crew-list-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="crew-list-heading" className="text-base font-semibold text-slate-900">
          Select crew on this site
        </h3>
        <span className="text-sm text-slate-600">{selected.size} selected</span>
      </div>
      <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-200 bg-slate-50 px-3">
        <Checkbox
          checked={allChosen}
          onCheckedChange={(value) => onChange(value === true ? new Set(members.map((m) => m.id)) : new Set())}
          aria-label="Select all"
        />
        <span className="text-base font-semibold text-slate-900">Select all ({members.length})</span>
      </label>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" data-testid="crew-list">
        {members.map((member) => {
          const checked = selected.has(member.id);
          return (
            <li key={member.id}>
              <label
                className={cn(
                  "flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2",
                  checked ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white",
                )}
                data-testid="crew-member"
              >
                <Checkbox checked={checked} onCheckedChange={(value) => toggle(member.id, value === true)} aria-label={member.name} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-base font-semibold text-slate-900">{member.name}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={cn("text-sm", member.onClockHere ? "text-green-800" : "text-slate-600")}>{stateText(member)}</span>
                    {member.breakKind ? <Badge variant="info">{BREAK_KIND_LABELS[member.breakKind]} break</Badge> : null}
                    {member.pending ? (
                      <Badge variant="warning" title={`Tapped at ${formatTime(member.pending.tappedAt)}`}>
                        Waiting to sync
                      </Badge>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
