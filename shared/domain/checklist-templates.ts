// The four safety checklist templates (daily, weekly, equipment, pre-task): the items a new checklist starts with.
import { CHECKLIST_ITEM_CATEGORIES, CHECKLIST_ITEM_PRIORITIES, type ChecklistType } from "./statuses";

export type ChecklistItemCategory = (typeof CHECKLIST_ITEM_CATEGORIES)[number];
export type ChecklistItemPriority = (typeof CHECKLIST_ITEM_PRIORITIES)[number];

export interface ChecklistTemplateItem {
  category: ChecklistItemCategory;
  description: string;
  priority: ChecklistItemPriority;
  /** Optional items never hold a checklist open (see checklist-status.ts); only a few good-practice items are. */
  isRequired: boolean;
}

export interface ChecklistTemplate {
  type: ChecklistType;
  /** The default title before the date: 'Daily Site Inspection - Nov 23, 2026'. */
  title: string;
  items: readonly ChecklistTemplateItem[];
}

const item = (
  category: ChecklistItemCategory,
  priority: ChecklistItemPriority,
  description: string,
  isRequired = true,
): ChecklistTemplateItem => ({ category, priority, description, isRequired });

// Wording follows the OSHA construction topics a foreman walks every day (29 CFR 1926: PPE, fall protection,
// scaffolds, ladders, electrical, excavations, fire protection), phrased as something a person can check off.
export const CHECKLIST_TEMPLATES: Record<ChecklistType, ChecklistTemplate> = {
  daily: {
    type: "daily",
    title: "Daily Site Inspection",
    items: [
      item("PPE", "critical", "Hard hats, safety glasses, hi-vis vests and safety-toe boots worn by everyone on site"),
      item("Equipment", "critical", "Guardrails, toe boards and hole covers in place at open edges and floor openings"),
      item("Equipment", "high", "Scaffolds tagged green by a competent person; planking, base plates and ties in place"),
      item("Equipment", "high", "Extension cords and temporary power on GFCI protection, no damaged insulation"),
      item("Environment", "medium", "Walkways, stairs and access routes clear of debris, cords and stacked material"),
      item("Environment", "high", "Fire extinguishers charged, tagged and reachable; no hot work near combustibles"),
      item("Procedures", "medium", "First-aid kit stocked and emergency numbers posted at the site trailer"),
      item("Procedures", "low", "Daily toolbox talk held and the sign-in sheet collected", false),
    ],
  },
  weekly: {
    type: "weekly",
    title: "Weekly Safety Review",
    items: [
      item("Procedures", "high", "Incident and near-miss log reviewed with the foremen; corrective actions assigned"),
      item("Equipment", "high", "Ladders inspected: feet, rungs and locks intact; damaged ladders tagged out of service"),
      item("Equipment", "critical", "Fall arrest harnesses, lanyards and anchors inspected and within service dates"),
      item("Environment", "critical", "Excavations and trenches over 5 ft sloped, benched or shored; spoil 2 ft from the edge"),
      item("PPE", "medium", "Eyewash station flushed and first-aid kit restocked"),
      item("Procedures", "medium", "Safety data sheets current for every chemical on site"),
      item("Procedures", "low", "Emergency contact sheet and site evacuation map updated in the trailer", false),
    ],
  },
  equipment: {
    type: "equipment",
    title: "Equipment Inspection",
    items: [
      item("Equipment", "critical", "Pre-use inspection done: brakes, steering, horn, backup alarm and lights working"),
      item("Equipment", "high", "Hydraulic hoses, fittings and cylinders free of leaks and damage"),
      item("Equipment", "high", "Guards and shields in place on saws, grinders and rotating parts"),
      item("Procedures", "critical", "Operator trained and certified for this machine; load chart posted in the cab"),
      item("Procedures", "critical", "Lockout/tagout applied before any maintenance or clearing a jam"),
      item("Environment", "high", "Ground firm and level under outriggers; overhead power lines at least 10 ft away"),
      item("PPE", "medium", "Seat belt used; hearing protection worn around loud equipment"),
    ],
  },
  "pre-task": {
    type: "pre-task",
    title: "Pre-Task Safety Plan",
    items: [
      item("Procedures", "high", "Task steps, hazards and controls reviewed with every crew member before starting"),
      item("PPE", "critical", "Task-specific PPE on: face shield, respirator, gloves or hearing protection as required"),
      item("Equipment", "critical", "Fall protection planned and anchors identified for any work 6 ft or more above a lower level"),
      item("Environment", "high", "Work area barricaded; overhead, underground and adjacent-trade hazards identified"),
      item("Procedures", "high", "Permits in place for hot work, confined space or excavation when the task needs them"),
      item("Procedures", "medium", "Rescue plan and nearest emergency exit known to the crew"),
    ],
  },
};

/**
 * The title a checklist gets when none is given: the template's title and the company's calendar day,
 * 'Daily Site Inspection - Nov 23, 2026'. The day is taken in `timeZone` because the server's zone is not the site's.
 */
export function defaultChecklistTitle(type: ChecklistType, now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(now);
  return `${CHECKLIST_TEMPLATES[type].title} - ${day}`;
}
