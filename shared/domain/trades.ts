// The shared trade taxonomy (category -> specializations) used by the worker forms, filters and badges.
export const TRADE_TAXONOMY = {
  Plumbing: ["Rough Plumbing", "Finish Plumbing", "Pipe Installation", "Fixture Installation"],
  Electrical: ["Rough Electrical", "Finish Electrical", "Panel Installation", "Lighting Installation"],
  Carpentry: ["Rough Carpentry", "Finish Carpentry", "Framing", "Trim Work", "Cabinet Installation"],
  Concrete: ["Foundation", "Flatwork", "Structural Concrete", "Decorative Concrete"],
  Drywall: ["Hanging", "Taping", "Finishing", "Texture"],
  HVAC: ["Ductwork", "Equipment Installation", "Controls", "Testing & Balancing"],
  Painting: ["Interior Painting", "Exterior Painting", "Primer", "Specialty Finishes"],
  "Sheet Metal": ["Ductwork Fabrication", "Flashing", "Roofing Metal", "HVAC Components"],
  Flooring: ["Hardwood", "Tile", "Carpet", "Vinyl", "Concrete Polishing"],
  "Glass and Glazing": ["Window Installation", "Storefront", "Curtain Wall", "Glass Repair"],
  Roofing: ["Shingle Installation", "Metal Roofing", "Flat Roofing", "Roof Repair"],
  "Site Preparation": ["Excavation", "Grading", "Utility Installation", "Site Clearing"],
  Structural: ["Steel Erection", "Concrete Forming", "Foundation Work", "Structural Repair"],
  Masonry: ["Brick Work", "Block Work", "Stone Work", "Repair & Restoration"],
  "Special Trades": ["Insulation", "Fireproofing", "Waterproofing", "Acoustical Work"],
  Supervisor: ["General Supervision", "Quality Control", "Safety Management", "Project Coordination"],
} as const satisfies Record<string, readonly string[]>;

export type TradeCategory = keyof typeof TRADE_TAXONOMY;
export const TRADE_CATEGORIES = Object.keys(TRADE_TAXONOMY) as TradeCategory[];

/** The create form's short list of categories (SPEC 3); stored as written. */
export const QUICK_WORKER_CATEGORIES = [
  "electrical",
  "plumbing",
  "carpentry",
  "masonry",
  "painting",
  "roofing",
  "hvac",
  "general",
] as const;

export function specializationsOf(category: string): readonly string[] {
  const match = TRADE_CATEGORIES.find((c) => c.toLowerCase() === category.trim().toLowerCase());
  return match ? TRADE_TAXONOMY[match] : [];
}
