import { describe, expect, it } from "vitest";
import {
  defaultInviteRole,
  ACCESS_LEVELS,
  ACCOUNT_ROLES,
  inviteRolesFor,
  inviterMayGive,
  roleMayAccess,
  seesEveryRow,
  seesMoney,
  withoutMoneyFields,
  type AccessLevel,
} from "@shared/domain/account-roles";

// Each row: a role and the levels it may use, in ACCESS_LEVELS order (member, foreman, office, admin).
const LADDER: [string, boolean[]][] = [
  ["crew", [true, false, false, false]],
  ["foreman", [true, true, false, false]],
  ["user", [true, true, true, false]],
  ["admin", [true, true, true, true]],
  // A role this build does not know (an old session, a hand-edited row) may use nothing.
  ["owner", [false, false, false, false]],
  ["", [false, false, false, false]],
];

describe("roleMayAccess", () => {
  for (const [role, allowed] of LADDER) {
    ACCESS_LEVELS.forEach((level: AccessLevel, i) => {
      it(`${role || "(empty)"} ${allowed[i] ? "may" : "may not"} use ${level}`, () => {
        expect(roleMayAccess(role, level)).toBe(allowed[i]);
      });
    });
  }

  it("knows every role the database allows", () => {
    expect([...ACCOUNT_ROLES]).toEqual(["crew", "foreman", "user", "admin"]);
  });
});

describe("rows and money", () => {
  it.each([
    ["crew", false],
    ["foreman", false],
    ["user", true],
    ["admin", true],
  ])("%s sees every row and money: %s", (role, expected) => {
    expect(seesEveryRow(role)).toBe(expected);
    expect(seesMoney(role)).toBe(expected);
  });
});

describe("who may invite as what", () => {
  it.each([
    ["admin", ["crew", "foreman", "user"]],
    // An Office account reads payroll and rates: only an admin makes one.
    ["user", ["crew", "foreman"]],
    ["foreman", []],
    ["crew", []],
    ["owner", []],
    ["", []],
  ])("%s may invite as %j", (role, expected) => {
    expect(inviteRolesFor(role)).toEqual(expected);
  });

  it("no invitation makes an admin", () => {
    for (const role of ACCOUNT_ROLES) expect(inviteRolesFor(role)).not.toContain("admin");
  });

  // Each row: the inviter as they are now, the invitation's role, and whether it may be given.
  it.each([
    ["an active admin, as Office", true, { role: "admin", isActive: true }, "user"],
    ["an active office user, as crew", true, { role: "user", isActive: true }, "crew"],
    ["an active office user, as foreman", true, { role: "user", isActive: true }, "foreman"],
    ["a deactivated office user, as crew", false, { role: "user", isActive: false }, "crew"],
    ["an office user, as Office", false, { role: "user", isActive: true }, "user"],
    ["a deactivated admin, as crew", false, { role: "admin", isActive: false }, "crew"],
    ["an office user demoted to foreman, as crew", false, { role: "foreman", isActive: true }, "crew"],
    ["an admin, as admin", false, { role: "admin", isActive: true }, "admin"],
  ])("%s: %s", (_label, expected, inviter, role) => {
    expect(inviterMayGive(inviter, role)).toBe(expected);
  });
});

describe("withoutMoneyFields", () => {
  const at = new Date("2026-11-24T08:00:00Z");
  it.each([
    ["a flat row", { id: 1, name: "Ana", hourlyRate: "32.00" }, { id: 1, name: "Ana" }],
    ["a list", [{ unitCost: "4.10", name: "Rebar" }, { unitCost: null, name: "Sand" }], [{ name: "Rebar" }, { name: "Sand" }]],
    ["nested rows", { worker: { id: 2, hourlyRate: "30.00" }, totals: [{ totalPay: "10.00", hours: 2 }] }, { worker: { id: 2 }, totals: [{ hours: 2 }] }],
    ["a null field is dropped too", { budget: null, name: "Depot" }, { name: "Depot" }],
    ["Dates stay Dates", { clockInTime: at, grossPay: "1.00" }, { clockInTime: at }],
    ["scalars pass", 42, 42],
    ["null passes", null, null],
    ["a field named like money but not listed stays", { hours: "8.00", rate: "x" }, { hours: "8.00", rate: "x" }],
  ])("%s", (_label, input, expected) => {
    expect(withoutMoneyFields(input)).toEqual(expected);
  });

  it("does not change the answer it was given", () => {
    const row = { id: 1, hourlyRate: "32.00" };
    withoutMoneyFields(row);
    expect(row).toEqual({ id: 1, hourlyRate: "32.00" });
  });
});

describe("defaultInviteRole: an invitation starts from the worker record's role (issue 26)", () => {
  it.each([
    ["foreman", "foreman"],
    ["supervisor", "foreman"],
    ["inhouse", "crew"],
    ["subcontractor", "crew"],
    ["apprentice", "crew"],
    ["unknown", "crew"],
  ])("%s: %s", (workerRole, role) => {
    expect(defaultInviteRole(workerRole)).toBe(role);
  });
});
