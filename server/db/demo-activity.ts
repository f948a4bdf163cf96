// The demo company's week: jobs around today, safety checklists, and what shapes its time entries (notes, who is still
// on the clock, how many days back). Facts only; server/db/seed-demo*.ts turns them into rows.
import type { ChecklistType, CHECKLIST_ITEM_CATEGORIES, CHECKLIST_ITEM_PRIORITIES, JobPriority } from "@shared/domain/statuses";
import type { ProjectKey, WorkerKey } from "./demo-company";

// ---------------------------------------------------------------------------
// Jobs: one week around today

export interface JobSeed {
  dayOffset: number;
  time: string;
  project: ProjectKey;
  title: string;
  description: string;
  workers: WorkerKey[];
  priority: JobPriority;
  estimatedHours: string;
}

export const JOBS: JobSeed[] = [
  { dayOffset: -3, time: "07:00", project: "rino", title: "Pour level 4 podium topping slab", description: "Pump truck booked for 6:45. Check embeds and sleeves with MEP before the pour.", workers: ["tom", "samuel", "jamal"], priority: "high", estimatedHours: "10.00" },
  { dayOffset: -3, time: "08:00", project: "highlands", title: "Hang drywall, second-floor bedrooms", description: "5/8\" Type X on the shared wall with the addition.", workers: ["dana", "emily"], priority: "medium", estimatedHours: "8.00" },
  { dayOffset: -2, time: "07:00", project: "centralpark", title: "Lay CMU, gym east wall courses 9-16", description: "Grout lifts every 4 ft; special inspector on site at 10:00.", workers: ["luis", "hector"], priority: "high", estimatedHours: "9.50" },
  { dayOffset: -2, time: "09:00", project: "rino", title: "Electrical rough-in, units 401-406", description: "Home runs to the unit panels; leave pull strings in the empty conduits.", workers: ["brian", "tyler"], priority: "medium", estimatedHours: "8.00" },
  { dayOffset: -1, time: "07:30", project: "rino", title: "Install supply trunk lines, level 3 corridor", description: "Coordinate hanger spacing with the sprinkler main.", workers: ["derek"], priority: "medium", estimatedHours: "8.00" },
  { dayOffset: -1, time: "08:00", project: "highlands", title: "Rough plumbing inspection prep", description: "Pressure test the DWV stack and cap all stub-outs before the city inspector arrives.", workers: ["andrea", "jordan"], priority: "medium", estimatedHours: "6.00" },
  { dayOffset: -1, time: "13:00", project: "centralpark", title: "Roof membrane walk with owner's rep", description: "Review TPO seam samples and the revised cricket layout.", workers: ["karen", "chris"], priority: "high", estimatedHours: "2.00" },
  { dayOffset: 0, time: "07:00", project: "rino", title: "Frame interior partitions, level 5", description: "Layout is snapped; start at the east stair core and work west.", workers: ["tom", "jamal", "maria"], priority: "high", estimatedHours: "9.00" },
  { dayOffset: 0, time: "07:00", project: "centralpark", title: "Backfill and compact north foundation wall", description: "Compaction tests every 12\" lift; the waterproofing must be inspected first.", workers: ["luis", "hector"], priority: "high", estimatedHours: "10.00" },
  { dayOffset: 0, time: "10:00", project: "highlands", title: "City framing inspection, rear addition", description: "Have the beam calcs and hold-down schedule on site.", workers: ["dana"], priority: "medium", estimatedHours: "1.50" },
  { dayOffset: 0, time: "13:00", project: "rino", title: "Weekly owner-architect-contractor meeting", description: "Site trailer. Agenda: level 5 schedule, storefront submittal, change order 14.", workers: ["marcus"], priority: "low", estimatedHours: "1.50" },
  { dayOffset: 1, time: "07:00", project: "highlands", title: "Tape and mud kitchen and living room", description: "First coat today; keep the heaters running overnight.", workers: ["dana", "emily"], priority: "medium", estimatedHours: "8.00" },
  { dayOffset: 1, time: "07:30", project: "rino", title: "Set unit panels, level 2", description: "Twelve 125A panels; labels per the panel schedule rev C.", workers: ["brian", "tyler"], priority: "high", estimatedHours: "8.00" },
  { dayOffset: 2, time: "06:30", project: "centralpark", title: "Steel joist delivery and crane pick", description: "Two loads from the fabricator; crane and riggers arrive 6:00. No picks above 25 mph gusts.", workers: ["karen", "luis", "chris"], priority: "high", estimatedHours: "10.00" },
  { dayOffset: 2, time: "08:00", project: "rino", title: "Plumbing top-out, units 501-508", description: "Vent through roof penetrations before the roofer's next visit.", workers: ["andrea", "jordan"], priority: "medium", estimatedHours: "8.00" },
  { dayOffset: 3, time: "07:00", project: "highlands", title: "Prime interior walls, main floor", description: "PVA primer on new drywall; mask the restored trim.", workers: ["emily"], priority: "low", estimatedHours: "7.00" },
  { dayOffset: 3, time: "09:00", project: "broadway", title: "Pre-construction site walk with architect", description: "Verify existing brick condition and storefront dimensions for the glazing shop drawings.", workers: ["marcus", "dana"], priority: "low", estimatedHours: "2.00" },
  { dayOffset: 4, time: "07:00", project: "rino", title: "Sheathing and blocking, level 5 exterior walls", description: "Nail pattern per shear wall schedule S-501.", workers: ["tom", "maria", "ryan"], priority: "medium", estimatedHours: "9.00" },
  { dayOffset: 4, time: "07:30", project: "centralpark", title: "Install gym roof deck, bays 1-4", description: "Only after the joist bridging is complete and signed off.", workers: ["chris", "luis"], priority: "high", estimatedHours: "9.00" },
];

// ---------------------------------------------------------------------------
// Safety checklists

export interface ChecklistItemSeed {
  category: (typeof CHECKLIST_ITEM_CATEGORIES)[number];
  description: string;
  priority: (typeof CHECKLIST_ITEM_PRIORITIES)[number];
  done: boolean;
  notes?: string;
}

export interface ChecklistSeed {
  project: ProjectKey;
  type: ChecklistType;
  title: string;
  notes: string | null;
  items: ChecklistItemSeed[];
}

export const CHECKLISTS: ChecklistSeed[] = [
  {
    project: "rino",
    type: "daily",
    title: "Daily Site Inspection",
    notes: "All clear. Reminded crews to keep the level 5 deck edge clear of stacked lumber.",
    items: [
      { category: "PPE", description: "Hard hats, safety glasses and hi-vis vests worn by everyone on site", priority: "critical", done: true },
      { category: "Equipment", description: "Guardrails and toe boards in place on open deck edges, level 5", priority: "critical", done: true },
      { category: "Environment", description: "Perimeter fencing closed and site signage visible from Brighton Blvd", priority: "high", done: true },
      { category: "Procedures", description: "Fire extinguishers charged and accessible on every floor", priority: "high", done: true },
      { category: "Environment", description: "Stairs and walkways clear of debris and cords", priority: "medium", done: true, notes: "Cleared scrap at stair B landing" },
      { category: "Procedures", description: "Toolbox talk held and sign-in sheet collected", priority: "low", done: true },
    ],
  },
  {
    project: "centralpark",
    type: "equipment",
    title: "Crane and Telehandler Pre-Use Check",
    notes: "Joist pick this week; finish before the crane is released to the riggers.",
    items: [
      { category: "Equipment", description: "Telehandler hydraulic hoses and fittings free of leaks", priority: "critical", done: true },
      { category: "Equipment", description: "Crane load chart posted and outriggers set on pads", priority: "critical", done: true },
      { category: "Procedures", description: "Operator certification and annual crane inspection verified", priority: "high", done: false },
      { category: "Environment", description: "Ground bearing checked after overnight rain", priority: "high", done: false },
      { category: "PPE", description: "Riggers and signal person in gloves and hi-vis", priority: "medium", done: false },
    ],
  },
  {
    project: "highlands",
    type: "weekly",
    title: "Weekly Safety Review",
    notes: null,
    items: [
      { category: "Procedures", description: "Review the incident and near-miss log with the crew", priority: "high", done: false },
      { category: "Environment", description: "Inspect ladders for damage and check storage", priority: "medium", done: false },
      { category: "PPE", description: "Restock the first-aid kit and eyewash station", priority: "medium", done: false },
      { category: "Equipment", description: "Test GFCI protection on all temporary power cords", priority: "critical", done: false },
      { category: "Procedures", description: "Update the emergency contact sheet in the site trailer", priority: "low", done: false },
    ],
  },
];

// ---------------------------------------------------------------------------
// Time entries: the last TIME_ENTRY_DAYS days of weekday shifts, a few with a note, and who is on the clock now

export const ENTRY_NOTES = [
  "Waited 40 min on the concrete truck",
  "Picked up hangers from the supply yard on the way in",
  "Stayed late to finish the inspection punch list",
  "Rain delay in the morning, worked inside",
  "Covered for the framing crew at the stair core",
  "Left early for the apprenticeship class",
  "Unloaded the lumber drop before starting",
];

export const OPEN_ENTRY_WORKERS_WEEKDAY: WorkerKey[] = ["tom", "luis", "jamal"];
// The delayed job works weekends to catch up, so a weekend demo still shows people on the clock.
export const OPEN_ENTRY_WORKERS_WEEKEND: WorkerKey[] = ["luis", "hector"];
export const TIME_ENTRY_DAYS = 14;
