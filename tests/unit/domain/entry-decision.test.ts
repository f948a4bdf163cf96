import { describe, expect, it } from "vitest";
import {
  ADMINS_APPROVE_PAYROLL_REFUSAL,
  entryDecisionRefusal,
  payrollApprovalRefusal,
  OWN_ENTRY_REFUSAL,
  OWN_REQUEST_REFUSAL,
  type DecisionSubject,
  type EntryDecider,
} from "@shared/domain/entry-decision";

// Account 7 is linked to worker 70; account 8 to no worker.
const LINKED: EntryDecider = { accountId: 7, workerId: 70 };
const UNLINKED: EntryDecider = { accountId: 8, workerId: null };

describe("entryDecisionRefusal", () => {
  it.each<[string, EntryDecider, DecisionSubject, string | null]>([
    ["another worker's entry", LINKED, { workerId: 71 }, null],
    ["the entry of the decider's own worker", LINKED, { workerId: 70 }, OWN_ENTRY_REFUSAL],
    ["an unlinked account, any entry", UNLINKED, { workerId: 70 }, null],
    ["another's request about another worker", LINKED, { workerId: 71, requestedBy: 9 }, null],
    ["their own request about another worker's entry", LINKED, { workerId: 71, requestedBy: 7 }, OWN_REQUEST_REFUSAL],
    ["their own request about their own entry: the request is named", LINKED, { workerId: 70, requestedBy: 7 }, OWN_REQUEST_REFUSAL],
    ["another's request about the decider's own entry", LINKED, { workerId: 70, requestedBy: 9 }, OWN_ENTRY_REFUSAL],
    ["an unlinked account's own request", UNLINKED, { workerId: 71, requestedBy: 8 }, OWN_REQUEST_REFUSAL],
    ["a request whose asker was removed", UNLINKED, { workerId: 71, requestedBy: null }, null],
  ])("%s", (_label, decider, subject, expected) => {
    expect(entryDecisionRefusal(decider, subject)).toBe(expected);
  });
});

describe("payrollApprovalRefusal (issue 26 item 7)", () => {
  it.each([
    { role: "admin", officeApprovesPayroll: false, refused: false },
    { role: "admin", officeApprovesPayroll: true, refused: false },
    { role: "user", officeApprovesPayroll: false, refused: true },
    { role: "user", officeApprovesPayroll: true, refused: false },
    { role: "foreman", officeApprovesPayroll: true, refused: true },
    { role: "crew", officeApprovesPayroll: true, refused: true },
  ])("$role with officeApprovesPayroll $officeApprovesPayroll: refused $refused", ({ role, officeApprovesPayroll, refused }) => {
    expect(payrollApprovalRefusal(role, { officeApprovesPayroll })).toBe(refused ? ADMINS_APPROVE_PAYROLL_REFUSAL : null);
  });
});
