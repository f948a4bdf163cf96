// The Materials screen's search (name or description, any case) and category filter.
export const ALL_CATEGORIES = "all";

type Filterable = { name: string; description: string | null; category: string };

export function filterMaterials<T extends Filterable>(materials: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return materials.filter(
    (material) =>
      (category === ALL_CATEGORIES || material.category === category) &&
      (needle === "" ||
        material.name.toLowerCase().includes(needle) ||
        (material.description ?? "").toLowerCase().includes(needle)),
  );
}
