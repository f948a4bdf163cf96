// Project Overview: progress (with its inline edit for those who may set it), dates, budget (absent for crew and
// foremen: the server leaves it out), hours, description, the site and the progress history.
import { format, parseISO } from "date-fns";
import { History, MapPin } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { siteRadiusMeters } from "@shared/domain/geofence";
import { formatDate, formatMoney } from "@/lib/format";
import type { ProjectDetails } from "../api";
import { InlineProgressEdit } from "./inline-progress-edit";

const HISTORY_SHOWN = 5;

function coordinate(value: string | null): string {
  return value === null ? "" : Number(value).toFixed(6);
}

type Props = { project: ProjectDetails; canSetProgress: boolean; canEdit: boolean };

export function ProjectOverviewCard({ project, canSetProgress, canEdit }: Props) {
  const hasSite = project.latitude !== null && project.longitude !== null;
  const facts: (readonly [string, string])[] = [
    ["Start Date", formatDate(project.startDate, "Not set")],
    ["End Date", formatDate(project.endDate, "Not set")],
    ...(project.budget === undefined ? [] : [["Budget", formatMoney(project.budget, { fractionDigits: 0, empty: "Not set" })] as const]),
    ["Total Hours", `${Number(project.totalHours ?? 0).toFixed(1)} h`],
    ["Estimated Hours", project.estimatedHours ? `${Number(project.estimatedHours)} h` : "Not set"],
    ["Team Size", String(project.teamSize)],
  ];

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Project Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <InlineProgressEdit projectId={project.id} progress={project.progress} editable={canSetProgress} />
        {/* Without the budget (crew and foremen) the facts are odd in number: the last one takes the whole row. */}
        <dl className="grid grid-cols-2 gap-3 [&>*:last-child:nth-child(odd)]:col-span-2">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-base font-semibold tabular-nums text-slate-900 min-[400px]:text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        {project.description ? (
          <div>
            <h3 className="text-base font-semibold text-slate-900">Description</h3>
            <p className="mt-1 text-base whitespace-pre-line text-slate-700">{project.description}</p>
          </div>
        ) : null}
        <div>
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <MapPin className="size-5 text-brand-700" aria-hidden="true" />
            Site
          </h3>
          {hasSite ? (
            <p className="mt-1 text-base text-slate-700 tabular-nums">
              {coordinate(project.latitude)}, {coordinate(project.longitude)} · radius {siteRadiusMeters(project)} m
            </p>
          ) : (
            <p className="mt-1 text-base text-slate-600">
              No site coordinates yet: crews cannot use the GPS clock here. {canEdit ? "Set them with Edit." : "The office sets them."}
            </p>
          )}
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <History className="size-5 text-slate-600" aria-hidden="true" />
            Progress History
          </h3>
          {project.progressUpdates.length === 0 ? (
            <p className="mt-1 text-base text-slate-600">No progress updates yet.</p>
          ) : (
            <ol className="mt-2 grid grid-cols-1 gap-2">
              {project.progressUpdates.slice(0, HISTORY_SHOWN).map((update) => (
                <li key={update.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-base">
                    <span className="font-semibold tabular-nums">
                      {update.previousProgress}% → {update.progress}%
                    </span>
                    <span className="text-sm text-slate-600">
                      {format(parseISO(update.createdAt), "MMM d, yyyy h:mm a")}
                      {update.createdByName ? ` · ${update.createdByName}` : ""}
                    </span>
                  </p>
                  {update.notes ? <p className="mt-1 text-base whitespace-pre-line text-slate-700">{update.notes}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
