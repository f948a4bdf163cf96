// What became of each worker of the last crew punch or crew action, in plain words: clocked in (or out), on a break,
// back from it, switched, sent to the office as a late punch (its week was approved before it synced), or why not;
// or, offline, that it waits on this phone.
import { CheckCircle2, CloudOff, Send, XCircle } from "lucide-react";
import { costCodeLabel } from "@/components/cost-code-select";
import { formatTime } from "@/lib/format";
import type { CrewAnswer } from "../crew-punches";

/** What the crew's last tap was: a clock-in or -out, a break's start or end, a switch, or a change of cost code. */
export type CrewReportKind = "in" | "out" | "break-start" | "break-end" | "switch" | "recode";

export type CrewPunchReport =
  | { status: "answered"; kind: CrewReportKind; answer: CrewAnswer }
  | { status: "queued"; kind: CrewReportKind; count: number; tappedAt: string };

const TEXT: Record<CrewReportKind, { done: string; not: string; queued: string }> = {
  in: { done: "Clocked in", not: "Not clocked in", queued: "crew clock-in" },
  out: { done: "Clocked out", not: "Not clocked out", queued: "crew clock-out" },
  "break-start": { done: "Break started", not: "Break not started", queued: "crew break" },
  "break-end": { done: "Break ended", not: "Break not ended", queued: "end of the crew's break" },
  switch: { done: "Switched", not: "Not switched", queued: "crew switch" },
  recode: { done: "Cost code changed", not: "Cost code not changed", queued: "crew's cost code change" },
};

type AnyResult = CrewAnswer["results"][number];

/** The line under a worker's name: what was done (where a switch took them), or why not. */
function doneText(kind: CrewReportKind, result: AnyResult): string {
  if ("opened" in result && result.opened && kind === "recode") {
    return result.opened.costCode ? `Now on ${costCodeLabel(result.opened.costCode)}` : "Now on no cost code";
  }
  if ("opened" in result && result.opened) return `Switched to ${result.opened.projectName}`;
  if ("entry" in result && result.entry && kind === "break-start") {
    const running = result.entry.breaks.find((b) => b.endedAt === null);
    if (running) return `${running.kind === "meal" ? "Meal" : "Rest"} break started`;
  }
  return TEXT[kind].done;
}

/** `nameOf`: the list's own name for a worker the server names by id only (someone outside a foreman's crew). */
export function CrewResults({ report, nameOf }: { report: CrewPunchReport; nameOf: (workerId: number) => string | undefined }) {
  const text = TEXT[report.kind];
  if (report.status === "queued") {
    return (
      <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950" role="status" data-testid="crew-results">
        <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          Waiting to sync: the {text.queued} of {report.count} tapped at {formatTime(report.tappedAt)} is saved on this phone and
          will be sent when you're back online.
        </p>
      </div>
    );
  }
  return (
    <section aria-label="Crew results" className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="crew-results">
      <p className="text-base font-semibold text-slate-900" role="status">
        {report.answer.message}
      </p>
      <ul className="grid gap-1">
        {report.answer.results.map((result, index) => (
          <li key={`${result.workerId ?? "x"}-${index}`} className="flex items-start gap-2 text-base" data-testid="crew-result">
            {result.outcome === "refused" ? (
              <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
            ) : result.outcome === "late_punch" ? (
              <Send className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            )}
            <span className="min-w-0">
              <span className="font-semibold">{result.workerName ?? (result.workerId === null ? undefined : nameOf(result.workerId)) ?? "Unknown worker"}</span>
              {result.outcome === "refused" ? (
                <span className="block text-red-900">
                  {text.not}: {result.refusal?.message}
                </span>
              ) : result.outcome === "late_punch" && "latePunch" in result ? (
                <span className="block text-amber-950">{result.latePunch?.message}</span>
              ) : (
                <span className="block text-green-900">{doneText(report.kind, result)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
