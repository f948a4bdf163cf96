// Materials rules: views with stock status and value, stock movements with their costs and refusals, project estimates.
// A foreman (issue 14) reads stock levels, and the movements and materials of their own projects, and records use on
// those projects; mount strips every cost from what they get.
import type { Material } from "@shared/schema";
import {
  materialsApi,
  type CreateMaterialInput,
  CreateMaterialTransactionInput,
  type MaterialMovementResult,
  type MaterialTransactionView,
  type MaterialView,
  type ProjectMaterialEstimateInput,
  type ProjectMaterialUsageView,
  type ProjectMaterialView,
  type UpdateMaterialInput,
} from "@shared/api/materials";
import type { MaterialTransactionType } from "@shared/domain/materials-catalogue";
import { centsToDecimalString, parseCents } from "@shared/domain/money";
import { stockStatus, stockValueCents } from "@shared/domain/stock";
import type { Page } from "../../lib/endpoint-router";
import { AppError } from "../../lib/errors";
import { decodeSortKey, toKeysetPage } from "../../lib/keyset.repo";
import { pageLimit } from "../../lib/paging";
import { projectFilter, seesProject, type Scope, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import type { MaterialsRepo, MovementPrice, ProjectMaterialRow, ProjectUsageRow, TransactionRow } from "./materials.repo";

/** numeric(10,2) holds at most 99,999,999.99. */
const MAX_MONEY_CENTS = 9_999_999_999;
export const OPENING_STOCK_NOTE = "Opening stock when the material was added";

// Catalogue units are plural; "only 1 bags left" reads wrong on a phone screen.
const SINGULAR_UNITS: Record<string, string> = {
  pieces: "piece",
  feet: "foot",
  yards: "yard",
  pounds: "pound",
  gallons: "gallon",
  bags: "bag",
  boxes: "box",
  rolls: "roll",
  sheets: "sheet",
};

export function quantityWithUnit(quantity: number, unit: string): string {
  return `${quantity} ${quantity === 1 ? (SINGULAR_UNITS[unit] ?? unit) : unit}`;
}

/** The signed effect of a movement on stock: received and returned add, used takes, adjusted is already signed. */
export function stockChangeOf(type: MaterialTransactionType, quantity: number): number {
  return type === "used" ? -quantity : quantity;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toMaterialView(material: Material): MaterialView {
  return {
    ...material,
    createdAt: iso(material.createdAt),
    updatedAt: iso(material.updatedAt),
    stockStatus: stockStatus(material.currentStock, material.minStockLevel),
    totalValue: centsToDecimalString(stockValueCents(material)),
  };
}

function toTransactionView(row: TransactionRow): MaterialTransactionView {
  return {
    ...row,
    stockChange: stockChangeOf(row.transactionType, row.quantity),
    transactionDate: iso(row.transactionDate),
  };
}

function toProjectMaterialView(row: ProjectMaterialRow): ProjectMaterialView {
  const budgeted = parseCents(row.budgetedCost);
  const actual = parseCents(row.actualCost);
  return {
    ...row,
    remainingQuantity: row.estimatedQuantity - row.actualQuantity,
    costVariance: budgeted !== null && actual !== null ? centsToDecimalString(actual - budgeted) : null,
  };
}

function toUsageView(row: ProjectUsageRow): ProjectMaterialUsageView {
  return {
    ...row,
    netQuantity: row.usedQuantity - row.returnedQuantity,
    lastMovementAt: iso(row.lastMovementAt),
  };
}

/** quantity x unit cost (the given one, else the material's); no cost known means no total, not a zero. */
function priceOf(quantity: number, unitCost: string | null): MovementPrice {
  const unitCents = parseCents(unitCost);
  if (unitCents === null) return { unitCost: null, totalCost: null };
  const totalCents = unitCents * Math.abs(quantity);
  if (totalCents > MAX_MONEY_CENTS) {
    throw new AppError("validation_failed", "The total cost of this movement is too large to record (at most 99,999,999.99)", {
      quantity: ["The total cost is too large to record"],
    });
  }
  return { unitCost: centsToDecimalString(unitCents), totalCost: centsToDecimalString(totalCents) };
}

const tooLarge = () => new AppError("validation_failed", "The amounts are too large to record");
const materialNotFound = () => new AppError("not_found", "Material not found");
const projectNotFound = () => new AppError("not_found", "Project not found", { projectId: ["Project not found"] });

/**
 * Why a caller with a scope (a foreman) may not record this movement, or null when they may: only a use, on one of
 * their own projects, priced at the material's cost (a unit cost is money, which they neither see nor set).
 */
export function movementRefusal(scope: Scope, input: CreateMaterialTransactionInput): AppError | null {
  if (scope.kind === "everything") return null;
  const refuse = (field: keyof CreateMaterialTransactionInput, message: string) => new AppError("forbidden", message, { [field]: [message] });
  if (input.transactionType !== "used") {
    return refuse("transactionType", "Foremen record only the use of a material; deliveries, returns and adjustments are for the office.");
  }
  if (input.unitCost !== null && input.unitCost !== undefined) {
    return refuse("unitCost", "Only the office sets a unit cost: leave it out and the material's cost applies.");
  }
  if (input.projectId === null || input.projectId === undefined || !seesProject(scope, input.projectId)) {
    return refuse("projectId", "Choose one of your projects: you can record use only on the projects you are on.");
  }
  return null;
}

export function createMaterialsService(repo: MaterialsRepo, { scopes }: { scopes: ScopeService }) {
  async function requireMaterial(id: number): Promise<Material> {
    const material = await repo.findMaterial(id);
    if (!material) throw materialNotFound();
    return material;
  }

  /** A project outside the caller's scope answers as a missing one, so the 404 does not say it exists. */
  async function requireVisibleProject(caller: ScopeCaller, projectId: number): Promise<void> {
    if (!seesProject(await scopes.of(caller), projectId) || !(await repo.projectExists(projectId))) {
      throw new AppError("not_found", "Project not found");
    }
  }

  return {
    async list(): Promise<MaterialView[]> {
      return (await repo.listMaterials()).map(toMaterialView);
    },

    async get(id: number): Promise<MaterialView> {
      return toMaterialView(await requireMaterial(id));
    },

    async create(input: CreateMaterialInput, userId: number): Promise<MaterialView> {
      const opening =
        input.currentStock > 0
          ? { price: priceOf(input.currentStock, input.unitCost), notes: OPENING_STOCK_NOTE, createdBy: userId }
          : null;
      const result = await repo.createMaterial(input, opening);
      if (result.kind === "out_of_range") throw tooLarge();
      return toMaterialView(result.material);
    },

    async update(id: number, fields: UpdateMaterialInput): Promise<MaterialView> {
      const material = await repo.updateMaterial(id, fields);
      if (!material) throw materialNotFound();
      return toMaterialView(material);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteMaterial(id))) throw materialNotFound();
    },

    async recordMovement(
      caller: ScopeCaller & { id: number },
      materialId: number,
      input: CreateMaterialTransactionInput,
    ): Promise<MaterialMovementResult> {
      const refusal = movementRefusal(await scopes.of(caller), input);
      if (refusal) throw refusal;
      const userId = caller.id;
      const result = await repo.recordMovement({
        materialId,
        transactionType: input.transactionType,
        quantity: input.quantity,
        stockChange: stockChangeOf(input.transactionType, input.quantity),
        projectId: input.projectId ?? null,
        notes: input.notes,
        createdBy: userId,
        price: (material) => priceOf(input.quantity, input.unitCost ?? material.unitCost),
      });
      switch (result.kind) {
        case "missing":
          throw materialNotFound();
        case "insufficient":
          throw new AppError(
            "conflict",
            `Not enough stock: only ${quantityWithUnit(result.material.currentStock, result.material.unit)} of ${result.material.name} left.`,
          );
        case "over_capacity":
          throw new AppError("conflict", `That would take the stock of ${result.material.name} above what can be recorded.`);
        case "project_missing":
          throw projectNotFound();
        case "return_exceeds_use":
          throw new AppError(
            "conflict",
            `Only ${quantityWithUnit(result.usedQuantity, result.material.unit)} of ${result.material.name} ` +
              `${result.usedQuantity === 1 ? "was" : "were"} used on this project, so no more than that can be returned from it.`,
          );
        case "out_of_range":
          throw tooLarge();
      }
      const transaction = await repo.findTransaction(result.transactionId);
      // Only a delete of the material between the commit and this read can hide the row it just wrote.
      if (!transaction) throw materialNotFound();
      return { transaction: toTransactionView(transaction), material: toMaterialView(result.material) };
    },

    /**
     * One page of a material's movements, newest first; the next page starts after the cursor's row. A foreman gets
     * only the movements on their own projects.
     */
    async listTransactions(
      caller: ScopeCaller,
      materialId: number,
      query: { cursor?: string; limit?: number },
    ): Promise<Page<MaterialTransactionView>> {
      const after = decodeSortKey(query.cursor);
      await requireMaterial(materialId);
      const limit = pageLimit(materialsApi.transactions.page, query.limit);
      const projectIds = projectFilter(await scopes.of(caller));
      const { rows, total } = await repo.listTransactions(materialId, { after, limit: limit + 1, projectIds });
      const page = toKeysetPage(rows, limit, total);
      return { ...page, rows: page.rows.map(toTransactionView) };
    },

    async listProjectMaterials(caller: ScopeCaller, projectId: number): Promise<ProjectMaterialView[]> {
      await requireVisibleProject(caller, projectId);
      return (await repo.listProjectMaterials(projectId)).map(toProjectMaterialView);
    },

    async listProjectUsage(caller: ScopeCaller, projectId: number): Promise<ProjectMaterialUsageView[]> {
      await requireVisibleProject(caller, projectId);
      return (await repo.listProjectUsage(projectId)).map(toUsageView);
    },

    async saveEstimate(projectId: number, materialId: number, input: ProjectMaterialEstimateInput): Promise<ProjectMaterialView> {
      const result = await repo.saveEstimate(projectId, materialId, input);
      switch (result.kind) {
        case "project_missing":
          throw new AppError("not_found", "Project not found");
        case "material_missing":
          throw materialNotFound();
        case "out_of_range":
          throw tooLarge();
      }
      return toProjectMaterialView(result.row);
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
