// Who may send which punch on a shared phone: each punch belongs to the account that tapped it. A punch stored before
// owners were recorded belongs to nobody until a signed-in person says it is theirs ("Send as mine").
import type { QueuedPunch } from "./punch-queue";

/** The punches of one account, oldest first; a punch without an owner belongs to nobody. */
export function punchesOf(punches: readonly QueuedPunch[], ownerId: number | null | undefined): QueuedPunch[] {
  return ownerId == null ? [] : punches.filter((p) => p.ownerId === ownerId);
}

/** Punches stored before owners were recorded, oldest first: a signed-in person may claim them. */
export function unownedPunches(punches: readonly QueuedPunch[]): QueuedPunch[] {
  return punches.filter((p) => p.ownerId === null);
}

/** How many punches on this phone belong to another known account (never claimable, sent only under that account). */
export function othersPunchCount(punches: readonly QueuedPunch[], ownerId: number | null | undefined): number {
  return punches.filter((p) => p.ownerId !== null && p.ownerId !== ownerId).length;
}

/**
 * The unowned punches claimed together with `key`: the punch itself and the unowned punches linked to it through
 * `afterKey` (a queued clock-in and the clock-out, break or switch tapped after it, a clock-out and its sign-off). A
 * dependent is sent only after the punch it waits on gives the entry id, so they must go out under one account. Empty
 * when `key` is not an unowned punch.
 */
export function claimGroup(punches: readonly QueuedPunch[], key: string): QueuedPunch[] {
  const unowned = unownedPunches(punches);
  const unownedKeys = new Set(unowned.map((p) => p.key));
  const group = new Set<string>();
  const visit = (visiting: string) => {
    if (group.has(visiting) || !unownedKeys.has(visiting)) return;
    group.add(visiting);
    for (const punch of unowned) {
      if (punch.key === visiting && punch.afterKey !== null) visit(punch.afterKey);
      if (punch.afterKey === visiting) visit(punch.key);
    }
  };
  visit(key);
  return unowned.filter((p) => group.has(p.key));
}
