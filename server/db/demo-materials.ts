// The demo company's materials: the stock list, its movements and each project's estimates. Facts only;
// server/db/seed-demo-materials.ts turns them into rows.
import type { MaterialCategory, MaterialUnit } from "@shared/domain/materials-catalogue";
import type { ProjectKey } from "./demo-company";

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
