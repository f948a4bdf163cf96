// Where one worker's "Switch project" goes (issue 15): the job sites in range of the fix other than the one they are on
// (the only one chosen by itself), an optional cost code, and "Choose the job site to switch to" when the form is sent
// without one. (The crew's switch goes to the site the foreman stands on: crew-actions.tsx.) The new site's geofence is checked by the server as a clock-in's is.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { sitesInRange } from "@shared/domain/geofence";
import { CostCodeSelect } from "@/components/cost-code-select";
import { ProjectPicker } from "@/components/project-picker";
import { FormField } from "@/components/ui/form-field";
import type { PositionFix } from "@/lib/geolocation";
import { isClockableProject, timeClockQueries } from "../api";
import { formatDistance } from "../format";

export function useSwitchTarget(fix: PositionFix, currentProjectId: number) {
  const projects = useQuery(timeClockQueries.projects());
  const sites = useMemo(
    () => sitesInRange(fix, (projects.data ?? []).filter(isClockableProject)).filter((s) => s.project.id !== currentProjectId),
    [fix, projects.data, currentProjectId],
  );
  const [projectId, setProjectId] = useState<number | null>(null);
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = projectId ?? (sites.length === 1 ? sites[0].project.id : null);

  return {
    projects,
    sites,
    chosen,
    setProjectId,
    costCodeId,
    setCostCodeId,
    missing,
    /** The chosen site, or null (and the field says to choose one). */
    take(): (typeof sites)[number] | null {
      const site = sites.find((s) => s.project.id === chosen) ?? null;
      setMissing(site === null);
      return site;
    },
  };
}

export type SwitchTarget = ReturnType<typeof useSwitchTarget>;

/** The job site picker (or why there is none in range) and the cost code, under the form's own heading. */
export function SwitchTargetFields({ target, idPrefix }: { target: SwitchTarget; idPrefix: string }) {
  const { projects, sites, chosen } = target;
  if (projects.isSuccess && sites.length === 0) {
    return (
      <>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          No other job sites within range. Move closer to the site you are switching to, then refresh your location.
        </p>
        <CostCodeSelect id={`${idPrefix}-cost-code`} value={target.costCodeId} onChange={target.setCostCodeId} />
      </>
    );
  }
  const error = projects.isError ? "Could not load job sites" : target.missing && chosen === null ? "Choose the job site to switch to" : undefined;
  return (
    <>
      <FormField id={`${idPrefix}-project`} label="New job site" error={error}>
        {(control) => (
          <ProjectPicker
            control={control}
            projects={sites.map((s) => s.project)}
            completed="hidden"
            value={chosen === null ? "" : String(chosen)}
            onValueChange={(v) => target.setProjectId(Number(v))}
            labelOf={(p) => {
              const site = sites.find((s) => s.project.id === p.id);
              return site ? `${p.name} · ${formatDistance(site.distanceMeters)} away` : p.name;
            }}
            placeholder={projects.isPending ? "Loading job sites..." : "Choose the job site"}
            disabled={projects.isPending}
          />
        )}
      </FormField>
      <CostCodeSelect id={`${idPrefix}-cost-code`} value={target.costCodeId} onChange={target.setCostCodeId} />
    </>
  );
}
