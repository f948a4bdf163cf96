// Admin decisions: approve or reject registrations (and tell the person); activate, deactivate, set the role of and
// link the worker record of user accounts.
import type { AdminRegistration, AdminUser, RegistrationDecisionBody, UserAction, UserChangeBody } from "@shared/api/admin";
import type { Served } from "@shared/api/contract";
import { DEFAULT_ACCOUNT_ROLE } from "@shared/domain/account-roles";
import { toPublicUser, type User, type UserRegistration } from "@shared/schema";
import { AppError } from "../../lib/errors";
import { notice } from "../mail-queue/mail-queue.repo";
import type { MailOut } from "../mail-queue/mail-queue.service";
import { accessGrantedMail, registrationRejectedMail } from "../auth/account-mails";
import type { AdminRepo, RegistrationRow, UserChange, WorkerLinkRefusal } from "./admin.repo";


const ACTIONS: Record<UserAction, UserChange> = {
  activate: { isActive: true },
  deactivate: { isActive: false },
  "make-admin": { role: "admin" },
  "make-user": { role: "user" },
};

/** The body's one change (the contract lets exactly one of action, role and workerId through). */
function changeOf(body: UserChangeBody): UserChange {
  if (body.action) return ACTIONS[body.action];
  if (body.role) return { role: body.role };
  return { workerId: body.workerId ?? null };
}

function workerLinkError(refusal: WorkerLinkRefusal): AppError {
  return refusal.kind === "worker_missing"
    ? new AppError("not_found", "Worker not found")
    : new AppError("conflict", "This worker is already linked to another account");
}

export interface AdminServiceOptions {
  /** The decision's mail is queued with it (the decision never fails for the mail server) and sent after. */
  mail: MailOut;
  baseUrl: string;
  /** How the OpenID provider is named in the lists ("via ..."). */
  openIdDisplayName: string;
  now?: () => Date;
}

type RegistrationListItem = Served<AdminRegistration>;
type AdminUserListItem = Served<AdminUser>;

export function createAdminService(repo: AdminRepo, options: AdminServiceOptions) {
  const now = options.now ?? (() => new Date());
  const provider = (openId: boolean) => (openId ? options.openIdDisplayName : null);

  function listItem({ openId, ...r }: RegistrationRow): RegistrationListItem {
    return { ...r, openIdProvider: provider(openId) };
  }

  function userItem(user: User): AdminUserListItem {
    return { ...toPublicUser(user), openIdProvider: provider(user.oidcIssuer !== null) };
  }

  /** The decided registration as the list now shows it. */
  async function decided(id: number): Promise<RegistrationListItem> {
    const row = await repo.findRegistrationRow(id);
    if (!row) throw new AppError("not_found", "Registration not found");
    return listItem(row);
  }

  return {
    listRegistrations: async () => (await repo.listRegistrations()).map(listItem),

    listUsers: async (): Promise<AdminUserListItem[]> => (await repo.listUsers()).map(userItem),

    async userChanges(userId: number) {
      if (!(await repo.userExists(userId))) throw new AppError("not_found", "User not found");
      return repo.changesOf(userId);
    },

    async decideRegistration(id: number, decision: RegistrationDecisionBody, reviewerId: number): Promise<RegistrationListItem> {
      if (decision.status === "approved") {
        // The spec's bare { status: "approved" } makes the least role, unlinked: Office sees every rate and payroll.
        const setup = { role: decision.role ?? DEFAULT_ACCOUNT_ROLE, workerId: decision.workerId ?? null };
        const grantedMail = (r: UserRegistration) => notice(accessGrantedMail(r.email, r.firstName, `${options.baseUrl}/auth`));
        const result = await repo.approveRegistration(id, reviewerId, setup, now(), grantedMail);
        switch (result.kind) {
          case "missing":
            throw new AppError("not_found", "Registration not found");
          case "not_pending":
            throw new AppError("conflict", `This registration has already been ${result.status}; only pending registrations can be changed.`);
          case "unverified":
            // Approval needs a proven mailbox: otherwise anyone could claim any address and have it activated.
            throw new AppError("conflict", "The applicant has not verified their email address yet");
          case "email_taken":
            throw new AppError("conflict", "A user account with this email address already exists");
          case "worker_missing":
          case "worker_taken":
            throw workerLinkError(result);
        }
        options.mail.kick();
        return decided(id);
      }
      // An address nobody has proven to own is not mailed again (that would let anyone send mail to a stranger).
      const rejectedMail = (r: UserRegistration) => (r.emailVerified ? notice(registrationRejectedMail(r.email, r.firstName)) : null);
      const result = await repo.rejectRegistration(id, reviewerId, now(), rejectedMail);
      if (result.kind === "missing") throw new AppError("not_found", "Registration not found");
      if (result.kind === "not_pending") {
        throw new AppError("conflict", `This registration has already been ${result.status}; only pending registrations can be changed.`);
      }
      options.mail.kick();
      return decided(id);
    },

    async changeUser(targetId: number, body: UserChangeBody, actorId: number): Promise<AdminUserListItem> {
      const change = changeOf(body);
      if (targetId === actorId && "isActive" in change && !change.isActive) {
        throw new AppError("conflict", "You cannot deactivate your own account");
      }
      if (targetId === actorId && "role" in change && change.role !== "admin") {
        throw new AppError("conflict", "You cannot remove your own admin role");
      }
      const result = await repo.changeUser(targetId, actorId, change, now());
      switch (result.kind) {
        case "missing":
          throw new AppError("not_found", "User not found");
        case "actor_not_admin":
          throw new AppError("forbidden", "Only administrators can do that");
        case "last_admin":
          throw new AppError("conflict", "The last active administrator cannot be removed");
        case "worker_missing":
        case "worker_taken":
          throw workerLinkError(result);
      }
      return userItem(result.user);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
