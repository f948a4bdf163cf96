// How a worker's rate, active, archived or kiosk PIN change, and a change of its account, reads on the Workers
// history and the Payroll tab.
import { describe, expect, it } from "vitest";
import type { WorkerChangeView, WorkerHistoryEntryView } from "@shared/api/workers";
import type { AccountRole } from "@shared/domain/account-roles";
import { changedByText, describeWorkerChange, formatChangeTime } from "@/lib/worker-change-text";

const base = { id: 1, workerId: 7, workerName: "Maria Lopez", changedAt: "2026-03-10T21:12:00.000Z", changedBy: 1, changedByName: "Dana Office" };
const rate = (from: string | null, to: string | null): WorkerChangeView => ({ ...base, field: "hourlyRate", from, to });
const active = (from: boolean, to: boolean): WorkerChangeView => ({ ...base, field: "isActive", from, to });
const archived = (from: boolean, to: boolean): WorkerChangeView => ({ ...base, field: "archived", from, to });
/** from: the worker had a PIN before; to: has one after (a change keeps both true). */
const pin = (from: boolean, to: boolean): WorkerChangeView => ({ ...base, field: "pin", from, to });
const ofAccount = { ...base, accountId: 12, accountName: "jdoe" };
const link = (from: boolean, to: boolean): WorkerHistoryEntryView => ({ ...ofAccount, field: "accountLink", from, to });
const role = (from: AccountRole | null, to: AccountRole): WorkerHistoryEntryView => ({ ...ofAccount, field: "accountRole", from, to });
const account = (from: boolean | null, to: boolean): WorkerHistoryEntryView => ({ ...ofAccount, field: "accountActive", from, to });

describe("describeWorkerChange", () => {
  it.each([
    [rate("28.00", "30.00"), "Rate $28.00 → $30.00"],
    [rate(null, "28.00"), "Rate set to $28.00"],
    [rate("28.00", null), "Rate removed (was $28.00)"],
    [rate("1250.50", "1300.00"), "Rate $1,250.50 → $1,300.00"],
    [active(true, false), "Deactivated"],
    [active(false, true), "Reactivated"],
    [archived(false, true), "Archived"],
    [archived(true, false), "Unarchived"],
    [pin(false, true), "Kiosk PIN set"],
    [pin(true, true), "Kiosk PIN changed"],
    [pin(true, false), "Kiosk PIN removed"],
    [link(false, true), "Linked to account jdoe"],
    [link(true, false), "Unlinked from account jdoe"],
    [role("crew", "foreman"), "Account role changed from Crew to Foreman"],
    [role("foreman", "user"), "Account role changed from Foreman to Office"],
    [role(null, "crew"), "Account role set to Crew"],
    [account(null, true), "Account opened"],
    [account(true, false), "Account deactivated"],
    [account(false, true), "Account reactivated"],
  ] as [WorkerHistoryEntryView, string][])("%o reads %s", (change, text) => {
    expect(describeWorkerChange(change)).toBe(text);
  });
});

describe("byline", () => {
  it("names the account, or says it was removed", () => {
    expect(changedByText(rate("1.00", "2.00"))).toBe("by Dana Office");
    expect(changedByText({ ...rate("1.00", "2.00"), changedBy: null, changedByName: null })).toBe("by a removed account");
    expect(`${describeWorkerChange(pin(false, true))} ${changedByText(pin(false, true))}`).toBe("Kiosk PIN set by Dana Office");
  });

  it("gives the time in the company's zone, with the year when asked", () => {
    expect(formatChangeTime(rate("1.00", "2.00"), "America/Denver")).toBe("Tue, Mar 10, 3:12 PM");
    expect(formatChangeTime(rate("1.00", "2.00"), "America/New_York", true)).toBe("Tue, Mar 10, 2026, 5:12 PM");
  });
});
