// Wrong PINs at the kiosks (issue 24 item 7, QUALITY 52): which names wait after wrong PINs, and clearing a worker's
// waits. A foreman sees and clears their crew's; the office and administrators everyone's.
import { z } from "zod";
import { endpoint, json, list } from "./contract";
import { instant, int } from "./wire";

export const kioskPinWaitViewSchema = z
  .object({
    workerId: int(),
    workerName: z.string(),
    kioskId: int(),
    kioskName: z.string(),
    wrongPins: int().describe("Wrong PINs in a row on this name at this kiosk (a right PIN, or a clear, starts afresh)"),
    lastWrongAt: instant(),
    waitUntil: instant().describe("Until then a PIN for this name at this kiosk is refused (429) without being compared"),
  })
  .strict();
export type KioskPinWaitView = z.infer<typeof kioskPinWaitViewSchema>;

export const clearedPinWaitsSchema = z
  .object({ workerId: int(), cleared: int().describe("How many kiosks' waits were cleared (0: there were none)") })
  .strict();
export type ClearedPinWaits = z.infer<typeof clearedPinWaitsSchema>;

export const kioskPinWaitsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/kiosk-pin-waits",
    summary: "Names with wrong PINs at a kiosk in the last day",
    description:
      "Each wrong PIN on a name doubles its wait at that kiosk (1 s, 2 s, 4 s ... at most 60 s); a right PIN clears it. A foreman gets their crew's, the office everyone's. Most recent first.",
    tag: "kiosk",
    access: "foreman",
    response: list(kioskPinWaitViewSchema, "The names and kiosks"),
  }),
  clear: endpoint({
    method: "DELETE",
    path: "/api/workers/:id/pin-waits",
    summary: "Clear a worker's PIN waits on every kiosk",
    description: "The worker's next PIN is compared at once. A foreman clears their crew's; another worker answers 404, as a missing one does.",
    tag: "kiosk",
    access: "foreman",
    response: json(clearedPinWaitsSchema, "How many were cleared"),
  }),
};
