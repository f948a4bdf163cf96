// The Add and Edit cost code forms are checked by the contracts' body schemas: their plain-words messages land on the
// form's own fields, and a form the schema accepts is what the server parses.
import { describe, expect, it } from "vitest";
import { COST_CODE_MAX_CHARS, createCostCodeSchema } from "@shared/api/cost-codes";
import { addCostCodeFormSchema, editCostCodeFormSchema } from "@/features/cost-codes/cost-code-form";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));

describe("the cost code forms", () => {
  it.each([
    ["Add", addCostCodeFormSchema],
    ["Edit", editCostCodeFormSchema],
  ] as const)("%s: a blank or too long field gets the contract's message under it", (_, schema) => {
    expect(issues(schema.safeParse({ code: " ", name: "" }))).toEqual({ code: "Enter a code", name: "Enter a name" });
    expect(issues(schema.safeParse({ code: "1".repeat(COST_CODE_MAX_CHARS + 1), name: "Concrete" }))).toEqual({
      code: `Code can be at most ${COST_CODE_MAX_CHARS} characters`,
    });
  });

  it("accepts what the server accepts, trimmed the same way", () => {
    const values = { code: " 03-300 ", name: " Cast-in-place concrete " };
    expect(addCostCodeFormSchema.safeParse(values).success).toBe(true);
    expect(createCostCodeSchema.parse(values)).toEqual({ code: "03-300", name: "Cast-in-place concrete" });
  });
});
