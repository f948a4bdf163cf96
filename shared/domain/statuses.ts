// Status and priority vocabularies of projects, jobs, registrations, pay periods, time entries and safety checklists.
export const PROJECT_STATUSES = ["planning", "in-progress", "completed", "delayed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning",
  "in-progress": "In Progress",
  completed: "Completed",
  delayed: "Delayed",
};

export const JOB_STATUSES = ["scheduled", "in-progress", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_PRIORITIES = ["high", "medium", "low"] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const PAY_PERIOD_STATUSES = ["draft", "approved", "reopened"] as const;
export type PayPeriodStatus = (typeof PAY_PERIOD_STATUSES)[number];

/** Where a time entry came from: a punch of the clock, or an admin's entry by hand. */
export const TIME_ENTRY_SOURCES = ["clock", "manual"] as const;
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

export const GEOFENCE_VERDICTS = ["inside", "uncertain", "outside"] as const;
export type GeofenceVerdictValue = (typeof GEOFENCE_VERDICTS)[number];

export const CHECKLIST_TYPES = ["daily", "weekly", "equipment", "pre-task"] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];
export const CHECKLIST_STATUSES = ["pending", "in_progress", "completed"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
export const CHECKLIST_ITEM_CATEGORIES = ["PPE", "Equipment", "Environment", "Procedures"] as const;
export const CHECKLIST_ITEM_PRIORITIES = ["critical", "high", "medium", "low"] as const;


/** The settings rows (app_settings keys) whose changes are kept in settings_changes: the Company and the kiosk settings. */
export const SETTINGS_GROUPS = ["company", "kiosk"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
