// Account roles: what a signed-in person may do (a worker record's role, such as "foreman", is only a trade label).
// The roles form one ladder: each may do what those below it may, and the server decides every call from it.
//   crew     their own time and their own projects
//   foreman  the projects their own worker record is on, and the workers on those teams (their crew)
//   user     "Office": every screen but the admin dashboard, pay included
//   admin    everything
export const ACCOUNT_ROLES = ["crew", "foreman", "user", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * The role an account gets when nobody chose one: an approval without a role (the spec's bare `{ status: "approved" }`),
 * a first OpenID sign-in and the users.role column default. The least role, because Office sees every rate and payroll
 * (issue 26 item 9): nothing grants more than Crew unless someone chose it.
 */
export const DEFAULT_ACCOUNT_ROLE = "crew" satisfies AccountRole;

/** What an account's history records (account_changes): its role, its worker link, whether it is active. */
export const ACCOUNT_CHANGE_FIELDS = ["role", "workerId", "isActive"] as const;
export type AccountChangeField = (typeof ACCOUNT_CHANGE_FIELDS)[number];

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  crew: "Crew",
  foreman: "Foreman",
  user: "Office",
  admin: "Admin",
};

/**
 * What each role may do, in words (the ladder above as the contracts' access and the scope rules apply it): `toOffice`
 * beside the role pickers, where the office chooses; `toPerson` to the person given the role, after "As Foreman you
 * can" (the invitation mail).
 */
export const ROLE_ABILITIES: Readonly<Record<AccountRole, { toOffice: string; toPerson: string }>> = {
  crew: {
    toOffice: "Their own time and the projects they are on. No pay rates.",
    toPerson: "clock in and out, take your breaks, see your own hours and your jobs, and add photos to the projects you are on",
  },
  foreman: {
    toOffice: "The projects their worker record is on and the crew on them: clocks the crew in and out. No pay rates.",
    toPerson:
      "clock your crew in and out on your projects and see their hours, and keep those projects' jobs, progress, materials used and safety checklists up to date",
  },
  user: {
    toOffice: "Every screen but the admin dashboard, pay included.",
    toPerson: "use every screen but the admin dashboard: projects, the schedule, the roster, timesheets and payroll, pay rates included",
  },
  admin: {
    toOffice: "Everything, including the admin dashboard.",
    toPerson: "do everything, including the admin dashboard",
  },
};

/**
 * Who may call an endpoint or open a screen, named by the least role that may: "member" is any active account,
 * "office" the office and admins. Rows and fields are narrowed further for crew and foremen (see scope rules).
 */
export const ACCESS_LEVELS = ["member", "foreman", "office", "admin"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

const ROLE_RANK: Record<AccountRole, number> = { crew: 0, foreman: 1, user: 2, admin: 3 };
const LEVEL_RANK: Record<AccessLevel, number> = { member: 0, foreman: 1, office: 2, admin: 3 };

export const isAccountRole = (value: unknown): value is AccountRole => (ACCOUNT_ROLES as readonly unknown[]).includes(value);

/** Whether an account of this role may use what is open to `level`; an unknown role (a stale session) may use nothing. */
export function roleMayAccess(role: string, level: AccessLevel): boolean {
  return isAccountRole(role) && ROLE_RANK[role] >= LEVEL_RANK[level];
}

/** Office and admins see everything; crew and foremen see the rows of their own projects (and crew only their own time). */
export const seesEveryRow = (role: string): boolean => roleMayAccess(role, "office");

/** Pay rates, pay figures, unit costs, stock value and budgets are for the office and admins only. */
export const seesMoney = (role: string): boolean => roleMayAccess(role, "office");

/**
 * The answer fields that carry money, dropped from every answer to a caller who does not see money (the server
 * strips them by name, so a new endpoint cannot leak one by forgetting; the client treats them as optional).
 */
export const MONEY_FIELDS = [
  "hourlyRate",
  "overtimeRate",
  "regularPay",
  "overtimePay",
  "grossPay",
  "totalPay",
  "unitCost",
  "totalValue",
  "totalCost",
  "budgetedCost",
  "actualCost",
  "netCost",
  "costVariance",
  "budget",
] as const;

const MONEY_FIELD_SET: ReadonlySet<string> = new Set(MONEY_FIELDS);

/** The answer without its money fields, at any depth (Dates and other non-plain values are kept as they are). */
export function withoutMoneyFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutMoneyFields) as T;
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const kept = Object.entries(value).filter(([key]) => !MONEY_FIELD_SET.has(key));
  return Object.fromEntries(kept.map(([key, field]) => [key, withoutMoneyFields(field)])) as T;
}

/** The roles an invitation can give (an admin promotes an account afterwards), and how long it works. */
export const INVITE_ROLES = ["crew", "foreman", "user"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const INVITE_VALID_DAYS = 7;

const NO_INVITE_ROLES: readonly InviteRole[] = [];

/**
 * The roles an account of `role` may invite as: an admin any invitation role, the office crew and foremen (an Office
 * account reads payroll and rates, so only an admin makes one), anyone else none. The invite dialog offers these, the
 * server refuses the rest, and an invitation is honoured only while its inviter is active and may still give its role.
 */
export const INVITE_ROLES_BY_INVITER: Readonly<Record<AccountRole, readonly InviteRole[]>> = {
  crew: NO_INVITE_ROLES,
  foreman: NO_INVITE_ROLES,
  user: ["crew", "foreman"],
  admin: INVITE_ROLES,
};

/**
 * The role an invitation starts with, from the worker record's role (issue 26): those who run a crew on site (foremen
 * and supervisors) are invited as Foreman, everyone else as Crew; the inviter can still choose another they may give.
 */
export function defaultInviteRole(workerRole: string): InviteRole {
  return workerRole === "foreman" || workerRole === "supervisor" ? "foreman" : "crew";
}

/** The roles an account of this role may invite as (none for an unknown role: a stale session gives nothing). */
export const inviteRolesFor = (inviterRole: string): readonly InviteRole[] =>
  isAccountRole(inviterRole) ? INVITE_ROLES_BY_INVITER[inviterRole] : NO_INVITE_ROLES;

/** Whether an inviter (as they are now) may give an invitation of `role`: only while active, and only a role theirs may give. */
export const inviterMayGive = (inviter: { role: string; isActive: boolean }, role: string): boolean =>
  inviter.isActive && (inviteRolesFor(inviter.role) as readonly string[]).includes(role);

/**
 * What an empty list says to crew and foremen without a linked worker record (the strip under the header already says
 * NOT_LINKED_MESSAGE): "Your jobs show here once the office links your account to your worker record."
 */
export const onceLinked = (whatShows: string): string => `${whatShows} here once the office links your account to your worker record.`;

/** What crew and foremen without a linked worker record see where their rows would be. */
export const NOT_LINKED_MESSAGE = "Your account is not linked to a worker record yet. Ask the office to link it.";

/** Whether the account is a crew member's or foreman's that no worker record is linked to yet (it sees no rows). */
export const isUnlinkedFieldAccount = (account: { role: string; workerId: number | null }): boolean =>
  !seesEveryRow(account.role) && account.workerId === null;
