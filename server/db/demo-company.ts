// The demo company's facts (a Denver general contractor): its projects, crew, jobs, materials, stock movements,
// project estimates and checklists. server/db/seed-demo.ts turns them into rows; nothing here touches the database.
// ---------------------------------------------------------------------------
// Projects: five Denver sites at street level
import type { MaterialCategory, MaterialUnit } from "@shared/domain/materials-catalogue";
import type { WorkerRole } from "@shared/domain/roles";
import type {
  ChecklistType,
  CHECKLIST_ITEM_CATEGORIES,
  CHECKLIST_ITEM_PRIORITIES,
  JobPriority,
  ProjectStatus,
} from "@shared/domain/statuses";
import { TRADE_TAXONOMY, type TradeCategory } from "@shared/domain/trades";

export type ProjectKey = "rino" | "highlands" | "washpark" | "centralpark" | "broadway";

export interface ProjectSeed {
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

export const PROJECTS: ProjectSeed[] = [
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

export type WorkerKey =
  | "marcus" | "karen" | "tom" | "luis" | "dana" | "jamal" | "hector" | "emily" | "ryan" | "samuel"
  | "kevin" | "miguel" | "brian" | "andrea" | "derek" | "chris" | "paul" | "tyler" | "maria" | "jordan";

/** A worker's place on a given day: the first site whose weekdays match and whose project is running that day. */
export interface SiteRule {
  project: ProjectKey;
  weekdays?: number[];
}

export interface WorkerSeed<C extends TradeCategory = TradeCategory> {
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

export const COMPANY_DOMAIN = "frontrangebuilders.example";

export const WORKERS: WorkerSeed[] = [
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
// Materials and stock movements

export interface MaterialSeed {
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

export const MATERIALS: MaterialSeed[] = [
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

export interface MaterialMovementSeed {
  material: string;
  type: "received" | "used";
  quantity: number;
  daysAgo: number;
  project?: ProjectKey;
  notes: string;
}

/** Listed oldest first; stock before the first movement is currentStock minus their net, checked to stay >= 0. */
export const MATERIAL_MOVEMENTS: MaterialMovementSeed[] = [
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
export const MATERIAL_ESTIMATES: { material: string; project: ProjectKey; estimatedQuantity: number }[] = [
  { material: "osb", project: "rino", estimatedQuantity: 140 },
  { material: "romex", project: "rino", estimatedQuantity: 24 },
  { material: "gloves", project: "rino", estimatedQuantity: 12 },
  { material: "rebar", project: "centralpark", estimatedQuantity: 140 },
  { material: "tpo", project: "centralpark", estimatedQuantity: 8 },
  { material: "paint", project: "washpark", estimatedQuantity: 20 },
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
// Time entry notes

export const ENTRY_NOTES = [
  "Waited 40 min on the concrete truck",
  "Picked up hangers from the supply yard on the way in",
  "Stayed late to finish the inspection punch list",
  "Rain delay in the morning, worked inside",
  "Covered for the framing crew at the stair core",
  "Left early for the apprenticeship class",
  "Unloaded the lumber drop before starting",
];

// ---------------------------------------------------------------------------

export const OPEN_ENTRY_WORKERS_WEEKDAY: WorkerKey[] = ["tom", "luis", "jamal"];
// The delayed job works weekends to catch up, so a weekend demo still shows people on the clock.
export const OPEN_ENTRY_WORKERS_WEEKEND: WorkerKey[] = ["luis", "hector"];
export const TIME_ENTRY_DAYS = 14;
