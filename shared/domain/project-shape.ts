// Rules of a project that span fields, checked by the server on the row as it will be stored and by the Add/Edit
// Project form before it sends: one statement of them, so the two cannot drift.

export interface ProjectShape {
  startDate: string | null;
  endDate: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
}

/** Field -> message for each rule the project breaks; empty when it keeps them all. */
export function projectShapeErrors(project: ProjectShape): Record<string, string> {
  const errors: Record<string, string> = {};
  // yyyy-MM-dd keys order like the days they name.
  if (project.startDate && project.endDate && project.endDate < project.startDate) {
    errors.endDate = "End date must be on or after the start date";
  }
  // A site needs both coordinates for the GPS clock's distance check; one alone would be silently useless.
  if ((project.latitude === null) !== (project.longitude === null)) {
    errors[project.latitude === null ? "latitude" : "longitude"] = "Give both latitude and longitude, or neither";
  }
  return errors;
}
