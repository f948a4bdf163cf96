// "Select crew on this site": a checkbox per person (in the places their rows first took: on the clock here first,
// then the rest A to Z), "Select everyone off the clock" and "...on the clock", and each person's state in words (and
// the break they are on). Rows are full-width tap targets (56 px) for a thumb; a desk shows two columns.
import { BREAK_KIND_LABELS } from "@shared/domain/breaks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format";
import { anyOnTheClock, offTheClock, type CrewMember } from "../crew-selection";

function stateText(member: CrewMember): string {
  if (member.onClockHere) return "On the clock here";
  if (member.onClockElsewhere) return "On the clock on another site";
  return "Off the clock";
}

export function CrewList({
  members,
  selected,
  onChange,
  signOffOf = () => undefined,
}: {
  members: readonly CrewMember[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** A person's shift of today whose sign-off is missing: its "Sign off" (issue 26 item 6); undefined for none. */
  signOffOf?: (memberId: number) => (() => void) | undefined;
}) {
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const groups = [
    { label: "Select everyone off the clock", people: offTheClock(members) },
    { label: "Select everyone on the clock", people: anyOnTheClock(members) },
  ];

  return (
    <section aria-labelledby="crew-list-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="crew-list-heading" className="text-base font-semibold text-slate-900">
          Select crew on this site
        </h3>
        <span className="text-sm text-slate-600">{selected.size} selected</span>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {groups.map(({ label, people }) => {
          const all = people.length > 0 && people.every((m) => selected.has(m.id));
          return (
            <label
              key={label}
              className={cn(
                "flex min-h-14 items-center gap-3 rounded-lg border-2 border-slate-200 bg-slate-50 px-3",
                people.length === 0 ? "cursor-not-allowed opacity-60" : "cursor-pointer",
              )}
            >
              <Checkbox
                checked={all}
                disabled={people.length === 0}
                onCheckedChange={(value) => {
                  const next = new Set(selected);
                  for (const m of people) {
                    if (value === true) next.add(m.id);
                    else next.delete(m.id);
                  }
                  onChange(next);
                }}
                aria-label={label}
              />
              <span className="text-base font-semibold text-slate-900">
                {label} ({people.length})
              </span>
            </label>
          );
        })}
      </div>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" data-testid="crew-list">
        {members.map((member) => {
          const checked = selected.has(member.id);
          const signOff = signOffOf(member.id);
          return (
            <li key={member.id} className="grid gap-1">
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
              {signOff ? (
                <Button
                  variant="outline"
                  className="h-12 w-full border-amber-400 bg-amber-50 whitespace-normal"
                  onClick={signOff}
                  aria-label={`Sign off for ${member.name}`}
                  title="Today's shift has no sign-off yet"
                >
                  Sign off
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
