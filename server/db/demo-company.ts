// The demo company (a Denver general contractor): its five sites and twenty people. The rest of the demo's facts are in
// demo-activity.ts (jobs, checklists, time entries) and demo-materials.ts; the seed-demo*.ts files turn them into rows,
// and nothing in these facts touches the database.
import type { WorkerRole } from "@shared/domain/roles";
import type { ProjectStatus } from "@shared/domain/statuses";
import { TRADE_TAXONOMY, type TradeCategory } from "@shared/domain/trades";

// ---------------------------------------------------------------------------
// Projects: five Denver sites at street level


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
