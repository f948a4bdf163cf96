// The generated OpenAPI document passes Redocly's recommended rules (the linter outside tools use), offline, with and
// without an OpenID provider: no errors, and only the warnings accepted below, each for its reason.
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../server/modules/openapi/openapi-document";

type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown>; "x-access": string };

/**
 * Warnings the document keeps on purpose. Each is true to what the routes answer: declaring a 2xx a redirect never
 * sends, or a 4xx a route cannot answer, would make the document lie to quiet the linter.
 */
const ACCEPTED_WARNINGS: { ruleId: string; reason: string; applies: (operation: Operation | undefined, pointer: string) => boolean }[] = [
  {
    ruleId: "info-license",
    reason: "The project declares no license (package.json has none); the document must not invent one.",
    applies: () => true,
  },
  {
    ruleId: "operation-2xx-response",
    reason: "A redirect (sign-in and sign-out links, the e-mail link, OpenID): its success is the 302.",
    applies: (op) => op !== undefined && "302" in op.responses,
  },
  {
    ruleId: "operation-4xx-response",
    reason: "A public route that reads no input (the probes, the sign-in options, the OpenID start) has no 4xx to answer.",
    applies: (op) => op !== undefined && op["x-access"] === "public" && !op.parameters?.length && !op.requestBody,
  },
  {
    ruleId: "no-ambiguous-paths",
    reason:
      "Issue 27's contract names both /api/payroll/exports/{profile}/preflight and /api/payroll/exports/batches/{id}; 'batches' is no profile (the profile is an enum) and the second segment after it differs, so they never match the same URL.",
    applies: (_op, pointer) => pointer === "#/paths/~1api~1payroll~1exports~1batches~1{id}",
  },
];

async function lint(document: unknown): Promise<NormalizedProblem[]> {
  // Only the built-in ruleset: nothing is fetched.
  const config = await createConfig({ extends: ["recommended"] });
  return lintFromString({ source: JSON.stringify(document), absoluteRef: "crewline-openapi.json", config });
}

const pointerOf = (p: NormalizedProblem) => p.location[0]?.pointer ?? "";
const describeProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId} at ${pointerOf(p)}: ${p.message}`;

/** The operation a problem points into ('#/paths/~1healthz/get/responses' -> paths['/healthz'].get). */
function operationAt(document: { paths: Record<string, Record<string, Operation>> }, pointer: string): Operation | undefined {
  const match = pointer.match(/^#\/paths\/([^/]+)\/([a-z]+)/);
  if (!match) return undefined;
  const path = match[1].replace(/~1/g, "/").replace(/~0/g, "~");
  return document.paths[path]?.[match[2]];
}

describe.each([
  { label: "without an OpenID provider", options: {} },
  { label: "with an OpenID provider", options: { oidcProviderName: "oidc" } },
])("the OpenAPI document $label", ({ options }) => {
  it("has no errors and only the accepted warnings under Redocly's recommended rules", async () => {
    const document = buildOpenApiDocument(options) as unknown as { paths: Record<string, Record<string, Operation>> };
    const problems = await lint(document);
    const errors = problems.filter((p) => p.severity === "error").map(describeProblem);
    const warnings = problems
      .filter((p) => p.severity === "warn")
      .filter((p) => !ACCEPTED_WARNINGS.some((w) => w.ruleId === p.ruleId && w.applies(operationAt(document, pointerOf(p)), pointerOf(p))))
      .map(describeProblem);
    expect(errors, `Redocly errors:\n  ${errors.join("\n  ")}`).toEqual([]);
    expect(warnings, `Redocly warnings not accepted in ACCEPTED_WARNINGS:\n  ${warnings.join("\n  ")}`).toEqual([]);
  });
});
