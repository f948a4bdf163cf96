// Worker roles (labels on a worker record, not login permissions) with the spec's 'in-house'/'inhouse' alias folded into one stored value.
export const WORKER_ROLES = ["foreman", "inhouse", "subcontractor", "supervisor", "apprentice"] as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];

export const WORKER_ROLE_LABELS: Record<WorkerRole, string> = {
  foreman: "Foreman",
  inhouse: "In-house",
  subcontractor: "Subcontractor",
  supervisor: "Supervisor",
  apprentice: "Apprentice",
};

/** The create form sends 'in-house', the edit form and the filter use 'inhouse': both mean one role, stored as 'inhouse'. */
export function normalizeWorkerRole(value: string): WorkerRole | null {
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, "");
  return (WORKER_ROLES as readonly string[]).includes(key) ? (key as WorkerRole) : null;
}
