// Query key roots. Each root is the API path it reads, so the default query function can turn a key into a URL:
// ['/api/projects', 5] -> /api/projects/5; a trailing plain object becomes the query string.
export const queryKeys = {
  auth: ["/api/auth"],
  admin: ["/api/admin"],
  projects: ["/api/projects"],
  stats: ["/api/stats"],
  jobs: ["/api/jobs"],
  workers: ["/api/workers"],
  timeEntries: ["/api/time-entries"],
  payroll: ["/api/payroll"],
  materials: ["/api/materials"],
  safety: ["/api/safety"],
  notifications: ["/api/notifications"],
} as const;

export type QueryKeyRoot = keyof typeof queryKeys;
