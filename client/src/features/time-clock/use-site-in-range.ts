// The sites in range of the phone's fix, and which one is chosen: exactly one in range is chosen by itself, and a
// chosen site that leaves the range is unchosen. The worker's clock card and the crew mode share it, so the rule and
// the Nearby sites list read the same everywhere.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { type GeoPoint, sitesInRange } from "@shared/domain/geofence";
import { errorMessage } from "@/lib/api-client";
import { isClockableProject, timeClockQueries } from "./api";

export function useSiteInRange(fix: GeoPoint | null) {
  const projects = useQuery(timeClockQueries.projects());
  const [siteId, setSiteId] = useState<number | null>(null);
  const nearby = useMemo(() => (fix && projects.data ? sitesInRange(fix, projects.data.filter(isClockableProject)) : []), [fix, projects.data]);

  useEffect(() => {
    if (nearby.length === 1) setSiteId(nearby[0].project.id);
    else if (siteId !== null && !nearby.some((s) => s.project.id === siteId)) setSiteId(null);
  }, [nearby, siteId]);

  return {
    nearby,
    siteId,
    site: nearby.find((s) => s.project.id === siteId) ?? null,
    /** The props of the Nearby sites list (location-clock-card.tsx NearbySites). */
    listProps: {
      hasFix: fix !== null,
      loading: projects.isPending,
      error: projects.isError ? errorMessage(projects.error) : null,
      onRetry: () => void projects.refetch(),
      sites: nearby.map((s) => ({ id: s.project.id, name: s.project.name, distanceMeters: s.distanceMeters, radiusMeters: s.radiusMeters })),
      selectedId: siteId,
      onSelect: setSiteId,
    },
  };
}
