// The columns of an entry reference (shared/api/entry-ref.ts): the entry, its worker and its project by name. A query
// that selects them joins workers and projects on the entry's ids.
import { projects, timeEntries, workers } from "@shared/schema";

export const entryRefColumns = {
  entryId: timeEntries.id,
  workerId: timeEntries.workerId,
  workerName: workers.name,
  projectId: timeEntries.projectId,
  projectName: projects.name,
};
