// Loads a believable demo company (a Denver general contractor) into an empty database, in one transaction.
import { TZDate } from "@date-fns/tz";
import { asc, eq } from "drizzle-orm";
import {
  demoRows,
  insertJobSchema,
  insertMaterialSchema,
  insertProjectSchema,
  insertWorkerSchema,
  jobs,
  materials,
  materialTransactions,
  projectMaterials,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  users,
  workers,
  type DemoRowTable,
} from "@shared/schema";
import { checklistStatus } from "@shared/domain/checklist-status";
import { geofenceVerdict, haversineDistanceMeters, isWithinRange, type GeoPoint } from "@shared/domain/geofence";
import type { MaterialCategory, MaterialUnit } from "@shared/domain/materials-catalogue";
import { centsTimesFraction, centsTimesMinutes, centsToDecimalString, parseCents } from "@shared/domain/money";
import { DAILY_REGULAR_MINUTES, OVERTIME_RATE_DENOMINATOR, OVERTIME_RATE_NUMERATOR } from "@shared/domain/payroll";
import type { WorkerRole } from "@shared/domain/roles";
import type {
  ChecklistType,
  CHECKLIST_ITEM_CATEGORIES,
  CHECKLIST_ITEM_PRIORITIES,
  JobPriority,
  ProjectStatus,
} from "@shared/domain/statuses";
import { TRADE_TAXONOMY, type TradeCategory } from "@shared/domain/trades";
import type { Db } from "./client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SeedDemoOptions {
  /** The company's IANA time zone: local days and wall-clock punch times are computed in it. */
  timeZone: string;
  now: Date;
}

export interface SeedDemoCounts {
  projects: number;
  workers: number;
  jobs: number;
  timeEntries: number;
  materials: number;
  checklists: number;
}

/** True while nothing of the business exists yet; users do not count, since the admin is created first. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [project, worker, material, entry] = await Promise.all([
    db.select({ id: projects.id }).from(projects).limit(1),
    db.select({ id: workers.id }).from(workers).limit(1),
    db.select({ id: materials.id }).from(materials).limit(1),
    db.select({ id: timeEntries.id }).from(timeEntries).limit(1),
  ]);
  return project.length === 0 && worker.length === 0 && material.length === 0 && entry.length === 0;
}

/** Records rows as the demo's, so "Remove demo data" (modules/demo-data) deletes exactly them and nothing else. */
async function markDemoRows(tx: Tx, tableName: DemoRowTable, ids: number[]): Promise<void> {
  if (ids.length) await tx.insert(demoRows).values(ids.map((rowId) => ({ tableName, rowId })));
}

// ---------------------------------------------------------------------------
// Determinism and local time

const SEED = 0x5eed_c0de;

/** mulberry32: a tiny seeded PRNG, so the demo looks the same on every load. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof createRandom>;

const MINUTE_MS = 60_000;

/** A calendar day in the company's zone, as an offset from today, with helpers for wall-clock instants on it. */
class LocalCalendar {
  private readonly today: TZDate;

  constructor(
    readonly timeZone: string,
    readonly now: Date,
  ) {
    this.today = new TZDate(now.getTime(), timeZone);
  }

  /** The instant of hh:mm local time on the day `dayOffset` days from today (DST-aware). */
  at(dayOffset: number, hours: number, minutes = 0): Date {
    const t = this.today;
    return new Date(new TZDate(t.getFullYear(), t.getMonth(), t.getDate() + dayOffset, hours, minutes, this.timeZone).getTime());
  }

  /** yyyy-MM-dd of the day `dayOffset` days from today. */
  date(dayOffset: number): string {
    const d = new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone);
    return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  }

  /** 0 = Sunday ... 6 = Saturday, in the company's zone. */
  weekday(dayOffset: number): number {
    return new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone).getDay();
  }

  /** Minutes since local midnight of now. */
  minutesIntoToday(): number {
    return Math.floor((this.now.getTime() - this.at(0, 0).getTime()) / MINUTE_MS);
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}

// ---------------------------------------------------------------------------
// Projects: five Denver sites at street level

type ProjectKey = "rino" | "highlands" | "washpark" | "centralpark" | "broadway";

interface ProjectSeed {
  key: ProjectKey;
  name: string;
  location: string;
  latitude: string;
  longitude: string;
  locationRadius: number;
  status: ProjectStatus;
  progress: number;
  startOffsetDays: number;
  endOffsetDays: number;
  budget: string;
  estimatedHours: string;
  description: string;
}

const PROJECTS: ProjectSeed[] = [
  {
    key: "rino",
    name: "RiNo Brighton Lofts",
    location: "3001 Brighton Blvd, Denver, CO 80216",
    latitude: "39.76734120",
    longitude: "-104.98021450",
    locationRadius: 200,
    status: "in-progress",
    progress: 62,
    startOffsetDays: -214,
    endOffsetDays: 151,
    budget: "4850000.00",
    estimatedHours: "38500.00",
    description:
      "Five-story wood-frame mixed-use building over a concrete podium: 48 rental lofts, ground-floor retail and a rooftop deck. Currently framing level 5 while MEP rough-in runs on levels 2-4.",
  },
  {
    key: "highlands",
    name: "Highlands Victorian Renovation",
    location: "3418 W 32nd Ave, Denver, CO 80211",
    latitude: "39.76224580",
    longitude: "-105.03318760",
    locationRadius: 75,
    status: "in-progress",
    progress: 38,
    startOffsetDays: -61,
    endOffsetDays: 89,
    budget: "685000.00",
    estimatedHours: "5200.00",
    description:
      "Gut renovation of an 1890s brick Victorian: new structural beam at the main floor, full electrical and plumbing replacement, kitchen and two baths, and a rear second-story addition. Owners are living off-site.",
  },
  {
    key: "washpark",
    name: "Washington Park Bungalow Kitchen & Bath",
    location: "1147 S Gaylord St, Denver, CO 80210",
    latitude: "39.69618230",
    longitude: "-104.96164910",
    locationRadius: 75,
    status: "completed",
    progress: 100,
    startOffsetDays: -78,
    endOffsetDays: -9,
    budget: "142500.00",
    estimatedHours: "1150.00",
    description:
      "Kitchen remodel with a load-bearing wall removal, new hardwood through the main floor and a primary bath with curbless tile shower. Final walkthrough signed; warranty period running.",
  },
  {
    key: "centralpark",
    name: "Central Park Rec Center Gym Addition",
    location: "9651 E Martin Luther King Jr Blvd, Denver, CO 80238",
    latitude: "39.76095340",
    longitude: "-104.87388120",
    locationRadius: 250,
    status: "delayed",
    progress: 45,
    startOffsetDays: -132,
    endOffsetDays: 40,
    budget: "2310000.00",
    estimatedHours: "16800.00",
    description:
      "12,000 sq ft gymnasium addition with CMU walls, steel joists and a TPO roof. Four weeks behind after the steel joist delivery slipped and the north foundation wall needed re-engineering; crews are working extended days to recover.",
  },
  {
    key: "broadway",
    name: "South Broadway Storefront Remodel",
    location: "1518 S Broadway, Denver, CO 80210",
    latitude: "39.68831470",
    longitude: "-104.98745290",
    locationRadius: 100,
    status: "planning",
    progress: 0,
    startOffsetDays: 24,
    endOffsetDays: 115,
    budget: "318000.00",
    estimatedHours: "2400.00",
    description:
      "Façade and interior remodel of a 1920s retail storefront for a coffee roaster: new glazing system, exposed brick restoration, ADA restroom and a roasting room with dedicated exhaust. Permit set under city review.",
  },
];

// ---------------------------------------------------------------------------
// Workers: twenty people, in-house crews and subcontractors

type WorkerKey =
  | "marcus" | "karen" | "tom" | "luis" | "dana" | "jamal" | "hector" | "emily" | "ryan" | "samuel"
  | "kevin" | "miguel" | "brian" | "andrea" | "derek" | "chris" | "paul" | "tyler" | "maria" | "jordan";

/** A worker's place on a given day: the first site whose weekdays match and whose project is running that day. */
interface SiteRule {
  project: ProjectKey;
  weekdays?: number[];
}

interface WorkerSeed<C extends TradeCategory = TradeCategory> {
  key: WorkerKey;
  name: string;
  role: WorkerRole;
  category: C;
  subcategory: (typeof TRADE_TAXONOMY)[C][number];
  phone: string;
  email: string;
  hourlyRate: string;
  isActive: boolean;
  hiredDaysAgo: number;
  crews: ProjectKey[];
  sites: SiteRule[];
  /** Chance of working on a weekday. */
  attendance: number;
}

const COMPANY_DOMAIN = "frontrangebuilders.example";

const WORKERS: WorkerSeed[] = [
  {
    key: "marcus", name: "Marcus Delgado", role: "supervisor", category: "Supervisor", subcategory: "Project Coordination",
    phone: "(303) 555-0101", email: `marcus.delgado@${COMPANY_DOMAIN}`, hourlyRate: "62.00", isActive: true, hiredDaysAgo: 2140,
    crews: ["rino", "highlands", "broadway"],
    sites: [{ project: "highlands", weekdays: [2, 4] }, { project: "rino" }], attendance: 0.97,
  },
  {
    key: "karen", name: "Karen Whitfield", role: "supervisor", category: "Supervisor", subcategory: "Safety Management",
    phone: "(720) 555-0102", email: `karen.whitfield@${COMPANY_DOMAIN}`, hourlyRate: "58.50", isActive: true, hiredDaysAgo: 1610,
    crews: ["centralpark", "rino"],
    sites: [{ project: "rino", weekdays: [4] }, { project: "centralpark" }], attendance: 0.95,
  },
  {
    key: "tom", name: "Tom Brennan", role: "foreman", category: "Carpentry", subcategory: "Framing",
    phone: "(303) 555-0103", email: `tom.brennan@${COMPANY_DOMAIN}`, hourlyRate: "46.00", isActive: true, hiredDaysAgo: 1980,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.98,
  },
  {
    key: "luis", name: "Luis Ortega", role: "foreman", category: "Concrete", subcategory: "Foundation",
    phone: "(720) 555-0104", email: `luis.ortega@${COMPANY_DOMAIN}`, hourlyRate: "44.50", isActive: true, hiredDaysAgo: 1455,
    crews: ["centralpark"], sites: [{ project: "centralpark" }], attendance: 0.98,
  },
  {
    key: "dana", name: "Dana Kowalski", role: "foreman", category: "Drywall", subcategory: "Finishing",
    phone: "(303) 555-0105", email: `dana.kowalski@${COMPANY_DOMAIN}`, hourlyRate: "42.75", isActive: true, hiredDaysAgo: 1210,
    crews: ["washpark", "highlands", "broadway"], sites: [{ project: "washpark" }, { project: "highlands" }], attendance: 0.95,
  },
  {
    key: "jamal", name: "Jamal Washington", role: "inhouse", category: "Carpentry", subcategory: "Finish Carpentry",
    phone: "(720) 555-0106", email: `jamal.washington@${COMPANY_DOMAIN}`, hourlyRate: "36.25", isActive: true, hiredDaysAgo: 890,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.93,
  },
  {
    key: "hector", name: "Hector Ramirez", role: "inhouse", category: "Concrete", subcategory: "Flatwork",
    phone: "(303) 555-0107", email: `hector.ramirez@${COMPANY_DOMAIN}`, hourlyRate: "33.50", isActive: true, hiredDaysAgo: 760,
    crews: ["centralpark"], sites: [{ project: "centralpark" }], attendance: 0.92,
  },
  {
    key: "emily", name: "Emily Sorensen", role: "inhouse", category: "Painting", subcategory: "Interior Painting",
    phone: "(720) 555-0108", email: `emily.sorensen@${COMPANY_DOMAIN}`, hourlyRate: "29.75", isActive: true, hiredDaysAgo: 540,
    crews: ["washpark", "highlands"], sites: [{ project: "washpark" }, { project: "highlands" }], attendance: 0.9,
  },
  {
    key: "ryan", name: "Ryan O'Neill", role: "inhouse", category: "Drywall", subcategory: "Hanging",
    phone: "(303) 555-0109", email: `ryan.oneill@${COMPANY_DOMAIN}`, hourlyRate: "31.00", isActive: true, hiredDaysAgo: 430,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.9,
  },
  {
    key: "samuel", name: "Samuel Tesfaye", role: "inhouse", category: "Site Preparation", subcategory: "Excavation",
    phone: "(720) 555-0110", email: `samuel.tesfaye@${COMPANY_DOMAIN}`, hourlyRate: "38.00", isActive: true, hiredDaysAgo: 1320,
    crews: ["rino", "centralpark"], sites: [{ project: "centralpark", weekdays: [1, 2] }, { project: "rino" }], attendance: 0.94,
  },
  {
    key: "kevin", name: "Kevin Nguyen", role: "inhouse", category: "Flooring", subcategory: "Tile",
    phone: "(303) 555-0111", email: `kevin.nguyen@${COMPANY_DOMAIN}`, hourlyRate: "34.25", isActive: true, hiredDaysAgo: 675,
    crews: ["washpark", "highlands"], sites: [{ project: "washpark" }, { project: "highlands" }], attendance: 0.92,
  },
  {
    key: "miguel", name: "Miguel Santos", role: "inhouse", category: "Masonry", subcategory: "Brick Work",
    phone: "(720) 555-0112", email: `miguel.santos@${COMPANY_DOMAIN}`, hourlyRate: "35.50", isActive: false, hiredDaysAgo: 1100,
    crews: ["washpark", "centralpark"], sites: [], attendance: 0,
  },
  {
    key: "brian", name: "Brian Holloway", role: "subcontractor", category: "Electrical", subcategory: "Panel Installation",
    phone: "(303) 555-0113", email: "brian@milehighelectric.example", hourlyRate: "58.00", isActive: true, hiredDaysAgo: 300,
    crews: ["rino", "highlands"], sites: [{ project: "highlands", weekdays: [5] }, { project: "rino" }], attendance: 0.88,
  },
  {
    key: "andrea", name: "Andrea Vasquez", role: "subcontractor", category: "Plumbing", subcategory: "Rough Plumbing",
    phone: "(720) 555-0114", email: "andrea@vasquezplumbing.example", hourlyRate: "55.50", isActive: true, hiredDaysAgo: 410,
    crews: ["rino", "highlands"], sites: [{ project: "highlands", weekdays: [4, 5] }, { project: "rino" }], attendance: 0.9,
  },
  {
    key: "derek", name: "Derek Lindqvist", role: "subcontractor", category: "HVAC", subcategory: "Ductwork",
    phone: "(303) 555-0115", email: "derek@summitmechanical.example", hourlyRate: "54.00", isActive: true, hiredDaysAgo: 220,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.85,
  },
  {
    key: "chris", name: "Chris Yazzie", role: "subcontractor", category: "Roofing", subcategory: "Flat Roofing",
    phone: "(720) 555-0116", email: "chris@frontrangeroofing.example", hourlyRate: "49.50", isActive: true, hiredDaysAgo: 150,
    crews: ["centralpark"], sites: [{ project: "centralpark" }], attendance: 0.85,
  },
  {
    key: "paul", name: "Paul Mercer", role: "subcontractor", category: "Glass and Glazing", subcategory: "Storefront",
    phone: "(303) 555-0117", email: "paul@mercerglass.example", hourlyRate: "52.25", isActive: false, hiredDaysAgo: 520,
    crews: ["washpark"], sites: [], attendance: 0,
  },
  {
    key: "tyler", name: "Tyler Jensen", role: "apprentice", category: "Electrical", subcategory: "Rough Electrical",
    phone: "(720) 555-0118", email: `tyler.jensen@${COMPANY_DOMAIN}`, hourlyRate: "28.50", isActive: true, hiredDaysAgo: 190,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.92,
  },
  {
    key: "maria", name: "Maria Chavez", role: "apprentice", category: "Carpentry", subcategory: "Rough Carpentry",
    phone: "(303) 555-0119", email: `maria.chavez@${COMPANY_DOMAIN}`, hourlyRate: "29.00", isActive: true, hiredDaysAgo: 240,
    crews: ["rino"], sites: [{ project: "rino" }], attendance: 0.93,
  },
  {
    key: "jordan", name: "Jordan Brooks", role: "apprentice", category: "Plumbing", subcategory: "Pipe Installation",
    phone: "(720) 555-0120", email: `jordan.brooks@${COMPANY_DOMAIN}`, hourlyRate: "28.75", isActive: true, hiredDaysAgo: 120,
    crews: ["highlands", "rino"], sites: [{ project: "rino", weekdays: [1, 2, 3] }, { project: "highlands" }], attendance: 0.9,
  },
];

// ---------------------------------------------------------------------------
// Jobs: one week around today

interface JobSeed {
  dayOffset: number;
  time: string;
  project: ProjectKey;
  title: string;
  description: string;
  workers: WorkerKey[];
  priority: JobPriority;
  estimatedHours: string;
}

const JOBS: JobSeed[] = [
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
// Materials and stock movements

interface MaterialSeed {
  key: string;
  name: string;
  description: string;
  category: MaterialCategory;
  unit: MaterialUnit;
  unitCost: string;
  supplier: string;
  sku: string;
  minStockLevel: number;
  currentStock: number;
}

const MATERIALS: MaterialSeed[] = [
  { key: "studs", name: "2x4x8 SPF Stud", description: "Kiln-dried #2 & better, precut for 8 ft walls", category: "Lumber", unit: "pieces", unitCost: "4.18", supplier: "Alpine Lumber Co.", sku: "LBR-2408-SPF", minStockLevel: 200, currentStock: 640 },
  { key: "osb", name: "3/4\" T&G OSB Subfloor", description: "4x8 tongue-and-groove subfloor panel", category: "Lumber", unit: "sheets", unitCost: "38.75", supplier: "Alpine Lumber Co.", sku: "LBR-OSB-34TG", minStockLevel: 60, currentStock: 48 },
  { key: "joists", name: "2x10x16 Douglas Fir Joist", description: "#2 DF-L floor joist", category: "Lumber", unit: "pieces", unitCost: "32.40", supplier: "Alpine Lumber Co.", sku: "LBR-21016-DF", minStockLevel: 40, currentStock: 55 },
  { key: "concrete-mix", name: "Concrete Mix, 80 lb", description: "4000 psi bagged mix for footings and post bases", category: "Concrete", unit: "bags", unitCost: "6.25", supplier: "Front Range Concrete Supply", sku: "CON-MIX-80", minStockLevel: 100, currentStock: 340 },
  { key: "rebar", name: "#4 Rebar, 20 ft", description: "Grade 60 deformed bar, 1/2\"", category: "Concrete", unit: "pieces", unitCost: "14.90", supplier: "Front Range Concrete Supply", sku: "CON-RB4-20", minStockLevel: 150, currentStock: 120 },
  { key: "gravel", name: "3/4\" Washed Gravel", description: "Drainage rock for foundation backfill", category: "Concrete", unit: "yards", unitCost: "42.00", supplier: "Front Range Concrete Supply", sku: "CON-GRV-34", minStockLevel: 20, currentStock: 36 },
  { key: "romex", name: "12/2 NM-B Wire, 250 ft", description: "Copper with ground, yellow jacket", category: "Electrical", unit: "rolls", unitCost: "118.00", supplier: "Mile High Electrical Supply", sku: "ELE-NM122-250", minStockLevel: 20, currentStock: 26 },
  { key: "panel", name: "125A Load Center, 24 Space", description: "Main-lug indoor panel for residential units", category: "Electrical", unit: "pieces", unitCost: "189.00", supplier: "Mile High Electrical Supply", sku: "ELE-LC125-24", minStockLevel: 4, currentStock: 6 },
  { key: "downlights", name: "6\" LED Recessed Downlight, 12-pack", description: "Canless wafer lights, 3000K, IC rated", category: "Electrical", unit: "boxes", unitCost: "142.50", supplier: "Mile High Electrical Supply", sku: "ELE-LED6-12PK", minStockLevel: 10, currentStock: 31 },
  { key: "pex", name: "3/4\" PEX-A Tubing, 100 ft", description: "Expansion-type PEX for water distribution", category: "Plumbing", unit: "rolls", unitCost: "96.80", supplier: "Rocky Mountain Plumbing Supply", sku: "PLB-PEXA-34-100", minStockLevel: 15, currentStock: 22 },
  { key: "copper", name: "3/4\" Type L Copper Pipe", description: "Hard-drawn copper, sold by the foot", category: "Plumbing", unit: "feet", unitCost: "7.35", supplier: "Rocky Mountain Plumbing Supply", sku: "PLB-CU-L34", minStockLevel: 200, currentStock: 480 },
  { key: "pvc", name: "3\" PVC DWV Pipe, 10 ft", description: "Schedule 40 solid core drain pipe", category: "Plumbing", unit: "pieces", unitCost: "24.60", supplier: "Rocky Mountain Plumbing Supply", sku: "PLB-PVC3-10", minStockLevel: 40, currentStock: 88 },
  { key: "hangers", name: "LUS210 Joist Hanger", description: "Galvanized face-mount hanger for 2x10", category: "Hardware", unit: "pieces", unitCost: "2.35", supplier: "Denver Tool & Fastener", sku: "HDW-LUS210", minStockLevel: 300, currentStock: 1150 },
  { key: "nails", name: "16d Galvanized Framing Nails", description: "3-1/2\" hot-dipped, bulk", category: "Hardware", unit: "pounds", unitCost: "2.90", supplier: "Denver Tool & Fastener", sku: "HDW-16D-HDG", minStockLevel: 150, currentStock: 410 },
  { key: "tpo", name: "TPO Membrane 60 mil, 10x100 ft", description: "White reinforced single-ply roofing", category: "Roofing", unit: "rolls", unitCost: "612.00", supplier: "Summit Roofing Distributors", sku: "ROF-TPO60-10", minStockLevel: 6, currentStock: 4 },
  { key: "ice-water", name: "Ice & Water Shield Underlayment", description: "Self-adhered membrane, 2 squares per roll", category: "Roofing", unit: "rolls", unitCost: "128.00", supplier: "Summit Roofing Distributors", sku: "ROF-IWS-200", minStockLevel: 12, currentStock: 30 },
  { key: "batts", name: "R-21 Fiberglass Batts, 2x6 Walls", description: "Kraft-faced, 15\" wide, 77.5 sq ft per bag", category: "Insulation", unit: "bags", unitCost: "68.40", supplier: "Alpine Lumber Co.", sku: "INS-R21-15", minStockLevel: 40, currentStock: 95 },
  { key: "spray-foam", name: "Closed-Cell Spray Foam Kit, 600 bd ft", description: "Two-component kit for rim joists and penetrations", category: "Insulation", unit: "pieces", unitCost: "689.00", supplier: "Alpine Lumber Co.", sku: "INS-CCSF-600", minStockLevel: 3, currentStock: 2 },
  { key: "paint", name: "Interior Eggshell Latex, Swiss White", description: "Low-VOC acrylic wall paint", category: "Paint", unit: "gallons", unitCost: "38.95", supplier: "Cherry Creek Paint & Coatings", sku: "PNT-EGG-SW", minStockLevel: 40, currentStock: 72 },
  { key: "primer", name: "PVA Drywall Primer", description: "For new drywall before finish coats", category: "Paint", unit: "gallons", unitCost: "21.50", supplier: "Cherry Creek Paint & Coatings", sku: "PNT-PVA-PRM", minStockLevel: 30, currentStock: 45 },
  { key: "blades", name: "14\" Diamond Cut-Off Blade", description: "Segmented blade for concrete and masonry saws", category: "Tools", unit: "pieces", unitCost: "89.00", supplier: "Denver Tool & Fastener", sku: "TLS-DIA-14", minStockLevel: 6, currentStock: 11 },
  { key: "vests", name: "ANSI Class 2 Hi-Vis Vest", description: "Lime mesh vest with reflective tape, L/XL", category: "Safety", unit: "pieces", unitCost: "12.75", supplier: "Peak Safety Supply", sku: "SAF-VEST-C2", minStockLevel: 30, currentStock: 58 },
  { key: "gloves", name: "Nitrile-Coated Work Gloves, Dozen", description: "Cut level A2, sizes M-XL", category: "Safety", unit: "boxes", unitCost: "34.00", supplier: "Peak Safety Supply", sku: "SAF-GLV-A2-12", minStockLevel: 15, currentStock: 15 },
];

interface MaterialMovementSeed {
  material: string;
  type: "received" | "used";
  quantity: number;
  daysAgo: number;
  project?: ProjectKey;
  notes: string;
}

/** Listed oldest first; stock before the first movement is currentStock minus their net, checked to stay >= 0. */
const MATERIAL_MOVEMENTS: MaterialMovementSeed[] = [
  { material: "osb", type: "received", quantity: 120, daysAgo: 12, notes: "Alpine delivery, PO 2231" },
  { material: "osb", type: "used", quantity: 96, daysAgo: 5, project: "rino", notes: "Level 5 floor sheathing" },
  { material: "rebar", type: "received", quantity: 200, daysAgo: 10, notes: "Front Range Concrete, PO 2236" },
  { material: "rebar", type: "used", quantity: 160, daysAgo: 3, project: "centralpark", notes: "North foundation wall rework" },
  { material: "romex", type: "used", quantity: 14, daysAgo: 2, project: "rino", notes: "Units 401-406 rough-in" },
  { material: "tpo", type: "received", quantity: 8, daysAgo: 9, notes: "Summit Roofing, partial shipment" },
  { material: "tpo", type: "used", quantity: 6, daysAgo: 1, project: "centralpark", notes: "Gym roof, bays 5-7" },
  { material: "paint", type: "used", quantity: 18, daysAgo: 11, project: "washpark", notes: "Final coats, kitchen and hall" },
  { material: "gloves", type: "received", quantity: 20, daysAgo: 8, notes: "Peak Safety restock" },
  { material: "gloves", type: "used", quantity: 9, daysAgo: 2, project: "rino", notes: "Issued to framing and MEP crews" },
];

/**
 * What each demo project planned to use of a material (the project's Materials tab: estimated against actual). Every
 * material a demo project used has one, as the app keeps one for each use; the rebar rework ran over its estimate.
 */
const MATERIAL_ESTIMATES: { material: string; project: ProjectKey; estimatedQuantity: number }[] = [
  { material: "osb", project: "rino", estimatedQuantity: 140 },
  { material: "romex", project: "rino", estimatedQuantity: 24 },
  { material: "gloves", project: "rino", estimatedQuantity: 12 },
  { material: "rebar", project: "centralpark", estimatedQuantity: 140 },
  { material: "tpo", project: "centralpark", estimatedQuantity: 8 },
  { material: "paint", project: "washpark", estimatedQuantity: 20 },
];

// ---------------------------------------------------------------------------
// Safety checklists

interface ChecklistItemSeed {
  category: (typeof CHECKLIST_ITEM_CATEGORIES)[number];
  description: string;
  priority: (typeof CHECKLIST_ITEM_PRIORITIES)[number];
  done: boolean;
  notes?: string;
}

interface ChecklistSeed {
  project: ProjectKey;
  type: ChecklistType;
  title: string;
  notes: string | null;
  items: ChecklistItemSeed[];
}

const CHECKLISTS: ChecklistSeed[] = [
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
// Time entry notes

const ENTRY_NOTES = [
  "Waited 40 min on the concrete truck",
  "Picked up hangers from the supply yard on the way in",
  "Stayed late to finish the inspection punch list",
  "Rain delay in the morning, worked inside",
  "Covered for the framing crew at the stair core",
  "Left early for the apprenticeship class",
  "Unloaded the lumber drop before starting",
];

// ---------------------------------------------------------------------------

const OPEN_ENTRY_WORKERS_WEEKDAY: WorkerKey[] = ["tom", "luis", "jamal"];
// The delayed job works weekends to catch up, so a weekend demo still shows people on the clock.
const OPEN_ENTRY_WORKERS_WEEKEND: WorkerKey[] = ["luis", "hector"];
const TIME_ENTRY_DAYS = 14;

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoCounts> {
  const calendar = new LocalCalendar(options.timeZone, options.now);
  const random = createRandom(SEED);

  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(asc(users.id))
      .limit(1);
    const adminId = admin?.id ?? null;

    const projectIds = await insertProjects(tx, calendar);
    const workerIds = await insertWorkers(tx, calendar, projectIds);
    const jobCount = await insertJobs(tx, calendar, projectIds, workerIds);
    const timeEntryCount = await insertTimeEntries(tx, calendar, random, projectIds, workerIds);
    const materialCount = await insertMaterials(tx, calendar, projectIds, adminId);
    const checklistCount = await insertChecklists(tx, calendar, projectIds, adminId);

    return {
      projects: projectIds.size,
      workers: workerIds.size,
      jobs: jobCount,
      timeEntries: timeEntryCount,
      materials: materialCount,
      checklists: checklistCount,
    };
  });
}

async function insertProjects(tx: Tx, calendar: LocalCalendar): Promise<Map<ProjectKey, number>> {
  const rows = PROJECTS.map((p) =>
    insertProjectSchema.parse({
      name: p.name,
      location: p.location,
      latitude: p.latitude,
      longitude: p.longitude,
      locationRadius: p.locationRadius,
      description: p.description,
      status: p.status,
      progress: p.progress,
      startDate: calendar.date(p.startOffsetDays),
      endDate: calendar.date(p.endOffsetDays),
      budget: p.budget,
      estimatedHours: p.estimatedHours,
      teamSize: WORKERS.filter((w) => w.crews.includes(p.key)).length,
    }),
  );
  // A finished demo site was signed off at the end of its last day ("Completed This Month" counts this instant).
  const completedAt = (p: ProjectSeed) => (p.status === "completed" ? calendar.at(p.endOffsetDays, 17) : null);
  const inserted = await tx
    .insert(projects)
    .values(rows.map((row, i) => ({ ...row, completedAt: completedAt(PROJECTS[i]) })))
    .returning({ id: projects.id });
  await markDemoRows(tx, "projects", inserted.map((r) => r.id));
  return new Map(PROJECTS.map((p, i) => [p.key, inserted[i].id]));
}

async function insertWorkers(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
): Promise<Map<WorkerKey, number>> {
  const rows = WORKERS.map((w) => ({
    ...insertWorkerSchema.parse({
      name: w.name,
      role: w.role,
      category: w.category,
      subcategory: w.subcategory,
      phone: w.phone,
      email: w.email,
      hourlyRate: w.hourlyRate,
      isActive: w.isActive,
    }),
    createdAt: calendar.at(-w.hiredDaysAgo, 9),
  }));
  const inserted = await tx.insert(workers).values(rows).returning({ id: workers.id });
  await markDemoRows(tx, "workers", inserted.map((r) => r.id));
  const workerIds = new Map(WORKERS.map((w, i) => [w.key, inserted[i].id]));

  const crewRows = WORKERS.flatMap((w) =>
    w.crews.map((project) => ({ projectId: projectIds.get(project)!, workerId: workerIds.get(w.key)! })),
  );
  const crew = await tx.insert(projectWorkers).values(crewRows).returning({ id: projectWorkers.id });
  await markDemoRows(tx, "project_workers", crew.map((r) => r.id));
  return workerIds;
}

async function insertJobs(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  workerIds: Map<WorkerKey, number>,
): Promise<number> {
  const nowMinutes = calendar.minutesIntoToday();
  const rows = JOBS.map((j) => {
    const [hours, minutes] = j.time.split(":").map(Number);
    const started = j.dayOffset < 0 || (j.dayOffset === 0 && hours * 60 + minutes <= nowMinutes);
    const status = j.dayOffset < 0 ? "completed" : started ? "in-progress" : "scheduled";
    return insertJobSchema.parse({
      title: j.title,
      description: j.description,
      projectId: projectIds.get(j.project)!,
      assignedWorkerIds: j.workers.map((key) => workerIds.get(key)!),
      scheduledDate: calendar.date(j.dayOffset),
      scheduledTime: j.time,
      estimatedHours: j.estimatedHours,
      status,
      priority: j.priority,
    });
  });
  const inserted = await tx.insert(jobs).values(rows).returning({ id: jobs.id });
  await markDemoRows(tx, "jobs", inserted.map((r) => r.id));
  return rows.length;
}

/** The project a worker is on that day, or null when none of their sites is running (or the site is still in planning). */
function siteFor(worker: WorkerSeed, calendar: LocalCalendar, dayOffset: number): ProjectSeed | null {
  const weekday = calendar.weekday(dayOffset);
  for (const rule of worker.sites) {
    if (rule.weekdays && !rule.weekdays.includes(weekday)) continue;
    const project = PROJECTS.find((p) => p.key === rule.project)!;
    if (project.status === "planning") continue;
    if (dayOffset < project.startOffsetDays || dayOffset > project.endOffsetDays) continue;
    return project;
  }
  return null;
}

interface Fix {
  latitude: string;
  longitude: string;
  accuracy: string;
  distanceMeters: number;
  label: string;
}

/** A GPS fix near a site whose whole accuracy circle lies inside the geofence. */
function fixNear(project: ProjectSeed, random: Random): Fix {
  const centre: GeoPoint = { latitude: Number(project.latitude), longitude: Number(project.longitude) };
  const accuracy = random.int(500, 4000) / 100;
  const maxDistance = Math.min(project.locationRadius * 0.6, project.locationRadius - accuracy - 1);
  const distance = 2 + random.next() * (maxDistance - 2);
  const bearing = random.next() * 2 * Math.PI;
  const metersPerDegree = 111_320;
  const latitude = centre.latitude + (distance * Math.cos(bearing)) / metersPerDegree;
  const longitude =
    centre.longitude + (distance * Math.sin(bearing)) / (metersPerDegree * Math.cos((centre.latitude * Math.PI) / 180));
  const point = { latitude: Number(latitude.toFixed(8)), longitude: Number(longitude.toFixed(8)) };
  const distanceMeters = Math.round(haversineDistanceMeters(point, centre) * 100) / 100;
  return {
    latitude: point.latitude.toFixed(8),
    longitude: point.longitude.toFixed(8),
    accuracy: accuracy.toFixed(2),
    distanceMeters,
    label: `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`,
  };
}

function clockInFields(project: ProjectSeed, fix: Fix) {
  const accuracyMeters = Number(fix.accuracy);
  const verdict = geofenceVerdict({ distanceMeters: fix.distanceMeters, accuracyMeters, radiusMeters: project.locationRadius });
  return {
    location: fix.label,
    clockInLatitude: fix.latitude,
    clockInLongitude: fix.longitude,
    locationAccuracy: fix.accuracy,
    distanceMeters: fix.distanceMeters.toFixed(2),
    geofenceVerdict: verdict,
    isLocationVerified: isWithinRange(fix.distanceMeters, project.locationRadius),
  };
}

/** Minutes on the clock that day: usually a full shift, long days on a behind-schedule job, short Fridays now and then. */
function shiftMinutes(worker: WorkerSeed, project: ProjectSeed, weekday: number, random: Random): number {
  if (worker.key === "luis" && weekday !== 5) return random.int(565, 630);
  const longChance = project.status === "delayed" ? 0.45 : worker.role === "foreman" || worker.role === "supervisor" ? 0.25 : 0.12;
  if (random.chance(longChance)) return random.int(540, 630);
  if (weekday === 5 && random.chance(0.3)) return random.int(300, 420);
  return random.int(455, 500);
}

async function insertTimeEntries(
  tx: Tx,
  calendar: LocalCalendar,
  random: Random,
  projectIds: Map<ProjectKey, number>,
  workerIds: Map<WorkerKey, number>,
): Promise<number> {
  const now = calendar.now.getTime();
  const todayIsWeekday = isWeekday(calendar.weekday(0));
  const openWorkers = todayIsWeekday ? OPEN_ENTRY_WORKERS_WEEKDAY : OPEN_ENTRY_WORKERS_WEEKEND;
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  let noteIndex = 0;

  for (let dayOffset = -(TIME_ENTRY_DAYS - 1); dayOffset <= 0; dayOffset++) {
    const weekday = calendar.weekday(dayOffset);
    if (!isWeekday(weekday)) continue;
    for (const worker of WORKERS) {
      if (!worker.isActive) continue;
      // Today's open entries are added below; those workers have nothing else today.
      if (dayOffset === 0 && openWorkers.includes(worker.key)) continue;
      const present = random.chance(worker.attendance);
      const project = siteFor(worker, calendar, dayOffset);
      const startMinute = random.int(6 * 60 + 30, 7 * 60 + 30);
      const minutes = project ? shiftMinutes(worker, project, weekday, random) : 0;
      const inFix = project ? fixNear(project, random) : null;
      const outFix = project ? fixNear(project, random) : null;
      const withNote = random.chance(0.08);
      if (!present || !project || !inFix || !outFix) continue;

      const clockIn = calendar.at(dayOffset, 0, startMinute);
      const clockOut = new Date(clockIn.getTime() + minutes * MINUTE_MS);
      if (clockOut.getTime() > now) continue;

      const rateCents = parseCents(worker.hourlyRate)!;
      const overtimeMinutes = Math.max(0, minutes - DAILY_REGULAR_MINUTES);
      const overtimeRateCents = centsTimesFraction(rateCents, OVERTIME_RATE_NUMERATOR, OVERTIME_RATE_DENOMINATOR);
      const payCents =
        centsTimesMinutes(rateCents, minutes - overtimeMinutes) +
        centsTimesFraction(rateCents, overtimeMinutes * OVERTIME_RATE_NUMERATOR, 60 * OVERTIME_RATE_DENOMINATOR);
      rows.push({
        workerId: workerIds.get(worker.key)!,
        projectId: projectIds.get(project.key)!,
        clockInTime: clockIn,
        clockOutTime: clockOut,
        hoursWorked: (Math.round((minutes * 100) / 60) / 100).toFixed(2),
        hourlyRate: worker.hourlyRate,
        overtimeHours: (Math.round((overtimeMinutes * 100) / 60) / 100).toFixed(2),
        overtimeRate: centsToDecimalString(overtimeRateCents),
        totalPay: centsToDecimalString(payCents),
        ...clockInFields(project, inFix),
        clockOutLocation: outFix.label,
        clockOutLatitude: outFix.latitude,
        clockOutLongitude: outFix.longitude,
        clockOutAccuracy: outFix.accuracy,
        notes: withNote ? ENTRY_NOTES[noteIndex++ % ENTRY_NOTES.length] : null,
        createdAt: clockIn,
        updatedAt: clockOut,
      });
    }
  }

  // Clocked in this morning and still on site: never in the future, never before local midnight.
  const startOfToday = calendar.at(0, 0).getTime();
  openWorkers.forEach((key, index) => {
    const worker = WORKERS.find((w) => w.key === key)!;
    const project = siteFor(worker, calendar, 0) ?? PROJECTS.find((p) => p.key === worker.sites[0].project)!;
    const planned = calendar.at(0, 6, 35 + index * 12).getTime();
    const clockIn = new Date(Math.max(startOfToday, Math.min(planned, now - (20 + index * 9) * MINUTE_MS)));
    rows.push({
      workerId: workerIds.get(worker.key)!,
      projectId: projectIds.get(project.key)!,
      clockInTime: clockIn,
      clockOutTime: null,
      hoursWorked: null,
      hourlyRate: worker.hourlyRate,
      ...clockInFields(project, fixNear(project, random)),
      notes: todayIsWeekday ? null : "Weekend catch-up shift",
      createdAt: clockIn,
      updatedAt: clockIn,
    });
  });

  const inserted = await tx.insert(timeEntries).values(rows).returning({ id: timeEntries.id });
  await markDemoRows(tx, "time_entries", inserted.map((r) => r.id));
  return rows.length;
}

async function insertMaterials(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  adminId: number | null,
): Promise<number> {
  const rows = MATERIALS.map((m) =>
    insertMaterialSchema.parse({
      name: m.name,
      description: m.description,
      category: m.category,
      unit: m.unit,
      unitCost: m.unitCost,
      supplier: m.supplier,
      sku: m.sku,
      minStockLevel: m.minStockLevel,
      currentStock: m.currentStock,
    }),
  );
  const inserted = await tx.insert(materials).values(rows).returning({ id: materials.id });
  await markDemoRows(tx, "materials", inserted.map((r) => r.id));
  const materialIds = new Map(MATERIALS.map((m, i) => [m.key, inserted[i].id]));

  // Every unit on the shelf is explained by a movement, as it is for stock entered through the app: what was there
  // before the listed movements is recorded as an opening count a month ago.
  const openingMovements: MaterialMovementSeed[] = [];
  for (const material of MATERIALS) {
    const movements = MATERIAL_MOVEMENTS.filter((t) => t.material === material.key);
    const net = movements.reduce((sum, t) => sum + (t.type === "received" ? t.quantity : -t.quantity), 0);
    const opening = material.currentStock - net;
    if (opening < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    let balance = opening;
    for (const t of movements) {
      balance += t.type === "received" ? t.quantity : -t.quantity;
      if (balance < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    }
    if (opening > 0) {
      openingMovements.push({ material: material.key, type: "received", quantity: opening, daysAgo: 30, notes: "Opening stock count" });
    }
  }

  const transactionRows = [...openingMovements, ...MATERIAL_MOVEMENTS].map((t) => {
    const material = MATERIALS.find((m) => m.key === t.material)!;
    const unitCents = parseCents(material.unitCost)!;
    return {
      materialId: materialIds.get(t.material)!,
      projectId: t.project ? projectIds.get(t.project)! : null,
      transactionType: t.type,
      quantity: t.quantity,
      unitCost: material.unitCost,
      totalCost: centsToDecimalString(unitCents * t.quantity),
      notes: t.notes,
      transactionDate: calendar.at(-t.daysAgo, t.type === "received" ? 10 : 14, 15),
      createdBy: adminId,
    };
  });
  const movements = await tx.insert(materialTransactions).values(transactionRows).returning({ id: materialTransactions.id });
  await markDemoRows(tx, "material_transactions", movements.map((r) => r.id));

  // Actual use is what the movements above used on the project, priced as the app prices a use (unit cost x quantity).
  for (const t of MATERIAL_MOVEMENTS) {
    if (t.project && !MATERIAL_ESTIMATES.some((e) => e.material === t.material && e.project === t.project)) {
      throw new Error(`Demo use of ${t.material} on ${t.project} has no project material row`);
    }
  }
  const estimateRows = MATERIAL_ESTIMATES.map((e) => {
    const unitCents = parseCents(MATERIALS.find((m) => m.key === e.material)!.unitCost)!;
    const used = MATERIAL_MOVEMENTS.filter((t) => t.material === e.material && t.project === e.project && t.type === "used");
    const actualQuantity = used.reduce((sum, t) => sum + t.quantity, 0);
    return {
      projectId: projectIds.get(e.project)!,
      materialId: materialIds.get(e.material)!,
      estimatedQuantity: e.estimatedQuantity,
      actualQuantity,
      budgetedCost: centsToDecimalString(unitCents * e.estimatedQuantity),
      actualCost: centsToDecimalString(unitCents * actualQuantity),
    };
  });
  const estimates = await tx.insert(projectMaterials).values(estimateRows).returning({ id: projectMaterials.id });
  await markDemoRows(tx, "project_materials", estimates.map((r) => r.id));
  return rows.length;
}

async function insertChecklists(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  adminId: number | null,
): Promise<number> {
  const now = calendar.now.getTime();
  // This morning's walk if it has already happened, otherwise yesterday's.
  const inspectionDay = calendar.at(0, 7, 20).getTime() <= now ? 0 : -1;

  for (const [index, checklist] of CHECKLISTS.entries()) {
    const status = checklistStatus(checklist.items.map((item) => ({ isCompleted: item.done })));
    const createdAt =
      checklist.type === "daily" ? calendar.at(inspectionDay, 6, 40) : calendar.at(-1 - index, 7, 5);
    const itemDoneAt = (itemIndex: number) => new Date(createdAt.getTime() + (8 + itemIndex * 6) * MINUTE_MS);
    const completedAt = status === "completed" ? itemDoneAt(checklist.items.length) : null;

    const [row] = await tx
      .insert(safetyChecklists)
      .values({
        projectId: projectIds.get(checklist.project)!,
        checklistType: checklist.type,
        title: checklist.title,
        createdBy: adminId,
        completedBy: completedAt ? adminId : null,
        status,
        completedAt,
        notes: checklist.notes,
        createdAt,
      })
      .returning({ id: safetyChecklists.id });
    await markDemoRows(tx, "safety_checklists", [row.id]);

    const items = await tx
      .insert(safetyChecklistItems)
      .values(
        checklist.items.map((item, itemIndex) => ({
          checklistId: row.id,
          category: item.category,
          description: item.description,
          isRequired: true,
          isCompleted: item.done,
          completedBy: item.done ? adminId : null,
          completedAt: item.done ? itemDoneAt(itemIndex) : null,
          notes: item.notes ?? null,
          priority: item.priority,
          sortOrder: itemIndex,
        })),
      )
      .returning({ id: safetyChecklistItems.id });
    await markDemoRows(tx, "safety_checklist_items", items.map((r) => r.id));
  }
  return CHECKLISTS.length;
}
