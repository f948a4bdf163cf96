// The admin's kiosk forms are checked by the contracts' body schemas: their messages land on the form's fields, and
// what the form sends is what the server parses. The kiosk list's state words.
import { describe, expect, it } from "vitest";
import { createKioskSchema, kioskSettingsSchema } from "@shared/api/kiosks";
import { kioskSettingsFormSchema, makeKioskFormSchema, toCreateKioskBody, toKioskSettingsBody } from "@/features/admin/kiosk-forms";
import { kioskQueries, kioskStateText } from "@/features/admin/kiosks-api";
import { byAccount } from "@/lib/format";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));

describe("makeKioskFormSchema", () => {
  it("asks for a project and a name, in the contract's words", () => {
    expect(issues(makeKioskFormSchema.safeParse({ projectId: "", name: "  " }))).toEqual({
      projectId: "Choose the project this kiosk is for",
      name: "Give the kiosk a name, such as 'Gate tablet'",
    });
    expect(issues(makeKioskFormSchema.safeParse({ projectId: "7", name: "x".repeat(101) }))).toEqual({ name: "The name can be at most 100 characters" });
  });
  it("sends the body the server parses", () => {
    const body = toCreateKioskBody({ projectId: "7", name: " Gate tablet " });
    expect(makeKioskFormSchema.safeParse({ projectId: "7", name: " Gate tablet " }).success).toBe(true);
    expect(createKioskSchema.parse(body)).toEqual({ projectId: 7, name: "Gate tablet" });
  });
});

describe("kioskSettingsFormSchema", () => {
  const days = (photoRetentionDays: string) => issues(kioskSettingsFormSchema.safeParse({ photosOnPunch: true, photoRetentionDays }));
  const message = "Keep punch photos for a whole number of days from 1 to 3650";

  it.each(["", "0", "3651", "12.5", "ten", "-3"])("refuses %o days with the contract's message", (typed) => {
    expect(days(typed)).toEqual({ photoRetentionDays: message });
  });
  it.each([
    ["1", 1],
    [" 90 ", 90],
    ["3650", 3650],
  ])("accepts %o days as %d", (typed, n) => {
    expect(days(typed)).toEqual({});
    expect(kioskSettingsSchema.parse(toKioskSettingsBody({ photosOnPunch: false, photoRetentionDays: typed }))).toEqual({ photosOnPunch: false, photoRetentionDays: n });
  });
});

describe("kiosk list", () => {
  it("reads the kiosks and the settings at their contracts' URLs", () => {
    expect(kioskQueries.list().queryKey).toEqual(["/api/admin", "kiosks"]);
    expect(kioskQueries.settings().queryKey).toEqual(["/api/settings", "kiosk"]);
  });
  it("says whether a kiosk is in use or revoked, and by whom", () => {
    expect(kioskStateText({ revokedAt: null })).toBe("In use");
    expect(kioskStateText({ revokedAt: "2026-03-10T21:12:00.000Z" })).toBe("Revoked");
    expect(byAccount("Dana Admin")).toBe("by Dana Admin");
    expect(byAccount(null)).toBe("by a removed account");
  });
});
