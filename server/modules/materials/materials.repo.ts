// Data access for materials: the catalogue here, their stock movements (material-movements.repo.ts) and each project's
// estimated vs actual use of them (project-materials.repo.ts), served to the service as one repo.
import { asc, eq, sql } from "drizzle-orm";
import { materials, materialTransactions, type Material } from "@shared/schema";
import type { CreateMaterialInput, UpdateMaterialInput } from "@shared/api/materials";
import type { Db } from "../../db/client";
import { PG_NUMERIC_OUT_OF_RANGE, pgError } from "../../lib/pg-errors";
import { createMovementsRepo, type MovementPrice } from "./material-movements.repo";
import { createProjectMaterialsRepo } from "./project-materials.repo";

export type { MovementPrice, MovementRequest, MovementResult, TransactionRow } from "./material-movements.repo";
export type { EstimateResult, ProjectMaterialRow, ProjectUsageRow } from "./project-materials.repo";

export type CreateMaterialResult = { kind: "created"; material: Material } | { kind: "out_of_range" };

export function createMaterialsRepo(db: Db) {
  return {
    async listMaterials(): Promise<Material[]> {
      return db.select().from(materials).orderBy(asc(materials.name), asc(materials.id));
    },

    async findMaterial(id: number): Promise<Material | undefined> {
      const [row] = await db.select().from(materials).where(eq(materials.id, id));
      return row;
    },

    /**
     * Inserts the material and, when it starts with stock (`opening` is set), the 'received' movement that explains it,
     * in one transaction: there is never a material whose stock its history does not account for.
     */
    async createMaterial(
      input: CreateMaterialInput,
      opening: { price: MovementPrice; notes: string; createdBy: number } | null,
    ): Promise<CreateMaterialResult> {
      try {
        return await db.transaction(async (tx) => {
          const [material] = await tx.insert(materials).values(input).returning();
          if (opening) {
            await tx.insert(materialTransactions).values({
              materialId: material.id,
              transactionType: "received",
              quantity: input.currentStock,
              unitCost: opening.price.unitCost,
              totalCost: opening.price.totalCost,
              notes: opening.notes,
              createdBy: opening.createdBy,
            });
          }
          return { kind: "created", material } as const;
        });
      } catch (error) {
        if (pgError(error, PG_NUMERIC_OUT_OF_RANGE)) return { kind: "out_of_range" };
        throw error;
      }
    },

    async updateMaterial(id: number, fields: UpdateMaterialInput): Promise<Material | undefined> {
      const [row] = await db
        .update(materials)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(materials.id, id))
        .returning();
      return row;
    },

    /** Its movements and project rows go with it through the foreign keys' ON DELETE CASCADE (SPEC 3). */
    async deleteMaterial(id: number): Promise<boolean> {
      const rows = await db.delete(materials).where(eq(materials.id, id)).returning({ id: materials.id });
      return rows.length > 0;
    },
    ...createMovementsRepo(db),
    ...createProjectMaterialsRepo(db),
  };
}

export type MaterialsRepo = ReturnType<typeof createMaterialsRepo>;
