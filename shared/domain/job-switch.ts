// A job switch (issue 15) moves a worker on the clock to another project, or to another cost code on the same one
// (issue 26 item 3, "Change cost code": the entry splits at the tap). The same project with the same code changes
// nothing and is refused; the server's switch step and the clock's dialogs ask the same rule.
export interface Assignment {
  projectId: number;
  costCodeId: number | null;
}

/** Whether a switch from `from` to `to` would change nothing (the same project and the same cost code). */
export const switchChangesNothing = (from: Assignment, to: Assignment): boolean => from.projectId === to.projectId && from.costCodeId === to.costCodeId;

/** Said under the cost code when a change of code would keep the code the worker is on. */
export const SAME_COST_CODE_MESSAGE = "Choose another cost code: this is the one they are on";
