// Probes for load balancers and process managers: /healthz says the process is up, /readyz that the database answers.
import { z } from "zod";
import { endpoint, json } from "./contract";
import { int } from "./wire";

export const healthResponseSchema = z.object({ status: z.literal("ok"), uptimeSeconds: int() }).strict();
export const readyResponseSchema = z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }).strict();
/** /readyz's 503: its own body rather than the Error shape, so a probe reads `status` either way. */
export const notReadyResponseSchema = z
  .object({ status: z.literal("unavailable"), database: z.enum(["pglite", "postgres"]), message: z.string() })
  .strict();
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

export const healthApi = {
  live: endpoint({
    method: "GET",
    path: "/healthz",
    summary: "The process is up",
    description: "Answers without touching the database; for a liveness probe.",
    tag: "health",
    access: "public",
    response: json(healthResponseSchema, "Up"),
  }),
  ready: endpoint({
    method: "GET",
    path: "/readyz",
    summary: "The database answers",
    description: "503 with { status: 'unavailable', database, message } when the database does not answer within 2 s.",
    tag: "health",
    access: "public",
    response: json(readyResponseSchema, "Ready"),
    otherAnswers: [json(notReadyResponseSchema, "The database does not answer", 503)],
  }),
};
