// Who is at the clock, as the page reads it from the current user: their role and their own worker record. The server
// decides every punch (crew: only themself on their projects; a foreman: their crew on their projects); this only
// shapes the screen so it offers nothing the server would refuse.
import { seesEveryRow } from "@shared/domain/account-roles";

export interface Clocker {
  role: string;
  workerId: number | null;
}

/** A crew member or foreman whose account has no worker record yet: nothing to clock until the office links one. */
export const isUnlinked = (clocker: Clocker): boolean => !seesEveryRow(clocker.role) && clocker.workerId === null;

/** The one worker a crew member clocks (themself); null for those who choose whom (a foreman their crew, the office anyone). */
export const ownWorkerOnly = (clocker: Clocker): number | null => (clocker.role === "crew" ? clocker.workerId : null);
