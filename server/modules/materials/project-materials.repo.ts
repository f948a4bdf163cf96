// Data access for each project's materials: the office's estimate beside the actual use the movements made, and the
// use summed from the movements. Part of the materials repo (materials.repo.ts).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { materials, materialTransactions, projectMaterials, projects } from "@shared/schema";
import type { Db } from "../../db/client";
import { PG_FOREIGN_KEY_VIOLATION, PG_NUMERIC_OUT_OF_RANGE, pgError } from "../../lib/pg-errors";

const projectMaterialColumns = {
  id: projectMaterials.id,
  projectId: projectMaterials.projectId,
  materialId: projectMaterials.materialId,
  materialName: materials.name,
  category: materials.category,
  unit: materials.unit,
  unitCost: materials.unitCost,
  estimatedQuantity: projectMaterials.estimatedQuantity,
  actualQuantity: projectMaterials.actualQuantity,
  budgetedCost: projectMaterials.budgetedCost,
  actualCost: projectMaterials.actualCost,
};

export interface ProjectMaterialRow {
  id: number;
  projectId: number;
  materialId: number;
  materialName: string;
  category: string;
  unit: string;
  unitCost: string | null;
  estimatedQuantity: number;
  actualQuantity: number;
  budgetedCost: string | null;
  actualCost: string | null;
}

export interface ProjectUsageRow {
  materialId: number;
  materialName: string;
  category: string;
  unit: string;
  usedQuantity: number;
  returnedQuantity: number;
  netCost: string | null;
  movementCount: number;
  lastMovementAt: Date | string;
}

export type EstimateResult =
  | { kind: "saved"; row: ProjectMaterialRow }
  | { kind: "project_missing" }
  | { kind: "material_missing" }
  | { kind: "out_of_range" };

export function createProjectMaterialsRepo(db: Db) {
  return {
    async projectExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
      return rows.length > 0;
    },

    async listProjectMaterials(projectId: number): Promise<ProjectMaterialRow[]> {
      return db
        .select(projectMaterialColumns)
        .from(projectMaterials)
        .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
        .where(eq(projectMaterials.projectId, projectId))
        .orderBy(asc(materials.name), asc(projectMaterials.id));
    },

    /** The project's 'used' and 'returned' movements summed per material, in one grouped query. */
    async listProjectUsage(projectId: number): Promise<ProjectUsageRow[]> {
      const t = materialTransactions;
      const isUse = sql`${t.transactionType} = 'used'`;
      return db
        .select({
          materialId: t.materialId,
          materialName: materials.name,
          category: materials.category,
          unit: materials.unit,
          usedQuantity: sql<number>`coalesce(sum(${t.quantity}) filter (where ${isUse}), 0)::int`,
          returnedQuantity: sql<number>`coalesce(sum(${t.quantity}) filter (where not ${isUse}), 0)::int`,
          // numeric(12,2) text, like every money figure on the wire ('157.50').
          netCost: sql<string | null>`(sum(case when ${isUse} then ${t.totalCost} else -${t.totalCost} end))::numeric(12,2)::text`,
          movementCount: sql<number>`count(*)::int`,
          lastMovementAt: sql<Date | string>`max(${t.transactionDate})`,
        })
        .from(t)
        .innerJoin(materials, eq(materials.id, t.materialId))
        .where(and(eq(t.projectId, projectId), inArray(t.transactionType, ["used", "returned"])))
        .groupBy(t.materialId, materials.name, materials.category, materials.unit)
        .orderBy(asc(materials.name), asc(t.materialId));
    },

    /** Sets the estimate; the actual figures stay as the movements made them. One statement, so no race. */
    async saveEstimate(
      projectId: number,
      materialId: number,
      estimate: { estimatedQuantity: number; budgetedCost: string | null },
    ): Promise<EstimateResult> {
      try {
        const [saved] = await db
          .insert(projectMaterials)
          .values({ projectId, materialId, ...estimate })
          .onConflictDoUpdate({ target: [projectMaterials.projectId, projectMaterials.materialId], set: estimate })
          .returning({ id: projectMaterials.id });
        const [row] = await db
          .select(projectMaterialColumns)
          .from(projectMaterials)
          .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
          .where(eq(projectMaterials.id, saved.id));
        return { kind: "saved", row };
      } catch (error) {
        if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) {
          // Not every driver names the constraint, so ask which of the two is gone.
          const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
          return project ? { kind: "material_missing" } : { kind: "project_missing" };
        }
        if (pgError(error, PG_NUMERIC_OUT_OF_RANGE)) return { kind: "out_of_range" };
        throw error;
      }
    },
  };
}
