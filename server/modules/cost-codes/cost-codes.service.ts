// The company's cost codes (issue 15): everyone reads the list; the office adds a code, renames it, and deactivates or
// reactivates it (never deletes it: entries will carry codes). A code another already has, whatever its case, is
// refused with a message on the code field and changes nothing.
import type { Served } from "@shared/api/contract";
import { costCodeTakenMessage, type CostCodeView, type CreateCostCodeInput, type UpdateCostCodeInput } from "@shared/api/cost-codes";
import { AppError } from "../../lib/errors";
import type { CostCodeRow, CostCodesRepo } from "./cost-codes.repo";

export const COST_CODE_NOT_FOUND_MESSAGE = "Cost code not found";

const view = (row: CostCodeRow): Served<CostCodeView> => row;

const codeTaken = (code: string) => {
  const message = costCodeTakenMessage(code);
  return new AppError("conflict", message, { code: [message] });
};

export function createCostCodesService(repo: CostCodesRepo, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function viewOf(id: number): Promise<Served<CostCodeView>> {
    const row = await repo.find(id);
    if (!row) throw new AppError("not_found", COST_CODE_NOT_FOUND_MESSAGE);
    return view(row);
  }

  return {
    async list(query: { active?: "true" | "false" }): Promise<Served<CostCodeView>[]> {
      const active = query.active === undefined ? undefined : query.active === "true";
      return (await repo.list(active)).map(view);
    },

    async create(input: CreateCostCodeInput, userId: number): Promise<Served<CostCodeView>> {
      const result = await repo.create(input, userId, now());
      if (result.kind === "code_taken") throw codeTaken(result.existing);
      return viewOf(result.id);
    },

    async update(id: number, changes: UpdateCostCodeInput, userId: number): Promise<Served<CostCodeView>> {
      const result = await repo.update(id, changes, userId, now());
      if (result.kind === "missing") throw new AppError("not_found", COST_CODE_NOT_FOUND_MESSAGE);
      if (result.kind === "code_taken") throw codeTaken(result.existing);
      return viewOf(result.id);
    },
  };
}

export type CostCodesService = ReturnType<typeof createCostCodesService>;
