// Data access for a material's stock movements: recording one (the stock, the movement row and the project's use in
// one transaction) and reading them back, a page at a time. Part of the materials repo (materials.repo.ts).
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { materials, materialTransactions, projectMaterials, projects, users, type Material, type MaterialTransaction } from "@shared/schema";
import type { Db } from "../../db/client";
import { newestFirst, type Keyed, type SortKey } from "../../lib/keyset.repo";
import { PG_FOREIGN_KEY_VIOLATION, PG_NUMERIC_OUT_OF_RANGE, pgError } from "../../lib/pg-errors";
import { Refusal, refusable } from "../../lib/transaction-refusal";
import { userDisplayName } from "../../lib/user-name.repo";

/** PostgreSQL's integer maximum: the stock column is an integer. */
const MAX_INTEGER = 2_147_483_647;

const transactionColumns = {
  id: materialTransactions.id,
  materialId: materialTransactions.materialId,
  projectId: materialTransactions.projectId,
  projectName: projects.name,
  transactionType: materialTransactions.transactionType,
  quantity: materialTransactions.quantity,
  unitCost: materialTransactions.unitCost,
  totalCost: materialTransactions.totalCost,
  notes: materialTransactions.notes,
  transactionDate: materialTransactions.transactionDate,
  createdBy: materialTransactions.createdBy,
  createdByName: userDisplayName(),
};
const movementKeyset = newestFirst(materialTransactions.transactionDate, materialTransactions.id);

export type TransactionRow = Pick<
  MaterialTransaction,
  "id" | "materialId" | "projectId" | "transactionType" | "quantity" | "unitCost" | "totalCost" | "notes" | "transactionDate" | "createdBy"
> & { projectName: string | null; createdByName: string | null };

/** What a movement costs, decided by the service from the material as the stock update returned it. */
export interface MovementPrice {
  unitCost: string | null;
  totalCost: string | null;
}

export interface MovementRequest {
  materialId: number;
  transactionType: MaterialTransaction["transactionType"];
  quantity: number;
  /** Signed change to current_stock. */
  stockChange: number;
  projectId: number | null;
  notes: string | null;
  createdBy: number;
  price(material: Material): MovementPrice;
}

export type MovementResult =
  | { kind: "recorded"; transactionId: number; material: Material }
  | { kind: "missing" }
  | { kind: "insufficient"; material: Material }
  | { kind: "over_capacity"; material: Material }
  | { kind: "project_missing" }
  | { kind: "return_exceeds_use"; material: Material; usedQuantity: number }
  | { kind: "out_of_range" };

export function createMovementsRepo(db: Db) {
  async function findTransaction(id: number): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select(transactionColumns)
      .from(materialTransactions)
      .leftJoin(projects, eq(projects.id, materialTransactions.projectId))
      .leftJoin(users, eq(users.id, materialTransactions.createdBy))
      .where(eq(materialTransactions.id, id));
    return row;
  }

  return {
    /**
     * One stock movement, all or nothing. The conditional UPDATE is the only gate on the stock: it adds the change
     * only if the result stays within 0..MAX_INTEGER, and the row lock it takes makes concurrent movements of the
     * same material queue behind each other, so no read-then-write can overdraw it. The movement row is written in
     * the same transaction (a project that does not exist fails its foreign key and undoes the stock change),
     * then a use or return on a project moves that project's actual quantity and cost.
     */
    async recordMovement(request: MovementRequest): Promise<MovementResult> {
      const { materialId, stockChange, quantity, projectId } = request;
      try {
        return await refusable(() => db.transaction(async (tx): Promise<MovementResult> => {
          const [material] = await tx
            .update(materials)
            .set({ currentStock: sql`${materials.currentStock} + ${stockChange}`, updatedAt: sql`now()` })
            .where(
              and(
                eq(materials.id, materialId),
                sql`${materials.currentStock}::bigint + ${stockChange}::bigint between 0 and ${MAX_INTEGER}`,
              ),
            )
            .returning();
          if (!material) {
            const [current] = await tx.select().from(materials).where(eq(materials.id, materialId));
            if (!current) throw new Refusal<MovementResult>({ kind: "missing" });
            throw new Refusal<MovementResult>({ kind: stockChange < 0 ? "insufficient" : "over_capacity", material: current });
          }

          const price = request.price(material);
          const [transaction] = await tx
            .insert(materialTransactions)
            .values({
              materialId,
              projectId,
              transactionType: request.transactionType,
              quantity,
              unitCost: price.unitCost,
              totalCost: price.totalCost,
              notes: request.notes,
              createdBy: request.createdBy,
            })
            .returning({ id: materialTransactions.id });

          if (projectId !== null && request.transactionType === "used") {
            await tx
              .insert(projectMaterials)
              .values({ projectId, materialId, actualQuantity: quantity, actualCost: price.totalCost })
              .onConflictDoUpdate({
                target: [projectMaterials.projectId, projectMaterials.materialId],
                set: {
                  actualQuantity: sql`${projectMaterials.actualQuantity} + excluded.actual_quantity`,
                  actualCost: sql`case when excluded.actual_cost is null then ${projectMaterials.actualCost}
                    else coalesce(${projectMaterials.actualCost}, 0) + excluded.actual_cost end`,
                },
              });
          }

          if (projectId !== null && request.transactionType === "returned") {
            // A return can only give back what the project has used; the condition makes that safe under concurrency too.
            const returned = await tx
              .update(projectMaterials)
              .set({
                actualQuantity: sql`${projectMaterials.actualQuantity} - ${quantity}`,
                actualCost: sql`case when ${projectMaterials.actualCost} is null or ${price.totalCost}::numeric is null
                  then ${projectMaterials.actualCost}
                  else greatest(${projectMaterials.actualCost} - ${price.totalCost}::numeric, 0) end`,
              })
              .where(
                and(
                  eq(projectMaterials.projectId, projectId),
                  eq(projectMaterials.materialId, materialId),
                  gte(projectMaterials.actualQuantity, quantity),
                ),
              )
              .returning({ id: projectMaterials.id });
            if (returned.length === 0) {
              const [used] = await tx
                .select({ actualQuantity: projectMaterials.actualQuantity })
                .from(projectMaterials)
                .where(and(eq(projectMaterials.projectId, projectId), eq(projectMaterials.materialId, materialId)));
              throw new Refusal<MovementResult>({ kind: "return_exceeds_use", material, usedQuantity: used?.actualQuantity ?? 0 });
            }
          }

          return { kind: "recorded", transactionId: transaction.id, material };
        }));
      } catch (error) {
        if (pgError(error, PG_FOREIGN_KEY_VIOLATION)) return { kind: "project_missing" };
        if (pgError(error, PG_NUMERIC_OUT_OF_RANGE)) return { kind: "out_of_range" };
        throw error;
      }
    },

    findTransaction,

    /**
     * Newest first after the cursor's row (a keyset: a new movement never shifts a page), with the project's name and
     * the name of who recorded it and each row's key, and how many movements the material has in all; with
     * `projectIds`, only the movements on those projects (a foreman's; null for every movement).
     */
    async listTransactions(
      materialId: number,
      page: { after: SortKey | null; limit: number; projectIds: number[] | null },
    ): Promise<{ rows: (TransactionRow & Keyed)[]; total: number }> {
      if (page.projectIds?.length === 0) return { rows: [], total: 0 };
      const ofMaterial = and(
        eq(materialTransactions.materialId, materialId),
        page.projectIds ? inArray(materialTransactions.projectId, page.projectIds) : undefined,
      );
      const rows = await db
        .select({ ...transactionColumns, sortKey: movementKeyset.sortKey })
        .from(materialTransactions)
        .leftJoin(projects, eq(projects.id, materialTransactions.projectId))
        .leftJoin(users, eq(users.id, materialTransactions.createdBy))
        .where(and(ofMaterial, movementKeyset.after(page.after)))
        .orderBy(...movementKeyset.orderBy)
        .limit(page.limit);
      const [{ total }] = await db.select({ total: count() }).from(materialTransactions).where(ofMaterial);
      return { rows, total };
    },
  };
}
