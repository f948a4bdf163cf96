// Which entry a row of a list is about, with its worker and project by name: the fields the pay changes, the late
// taps and the office's "on the clock now" share. Spread into a view's object (plain zod, no other contract imported,
// so any contract may use it without an import cycle).
import { z } from "zod";
import { int } from "./wire";

export const entryRefFields = {
  entryId: int(),
  workerId: int(),
  workerName: z.string(),
  projectId: int(),
  projectName: z.string(),
};
