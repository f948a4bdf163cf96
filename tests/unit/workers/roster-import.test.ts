import { describe, expect, it } from "vitest";
import { readRoster } from "../../../shared/api/roster-rows";
import { ROSTER_IMPORT_MAX_ROWS } from "../../../shared/api/worker-import";

const none = new Map<string, string>();

function read(text: string, existing = none) {
  const result = readRoster(text, existing);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("readRoster", () => {
  it("maps a header in any order, with the form's labels, to the worker's fields", () => {
    const result = read('E-mail,Hourly Rate,Trade,Name,Role,Specialization,Phone\nana@x.test,$28.50,Carpentry,"Lopez, Ana",In-house,Framing,555-0101\n');
    expect(result.columns).toEqual(["name", "role", "trade", "specialization", "phone", "email", "rate"]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0].errors).toEqual([]);
    expect(result.rows[0].worker).toEqual({
      name: "Lopez, Ana",
      role: "inhouse",
      category: "Carpentry",
      subcategory: "Framing",
      phone: "555-0101",
      email: "ana@x.test",
      hourlyRate: "28.50",
    });
  });

  it("accepts a file with only the required columns; the rest are empty", () => {
    const [row] = read("name,role,trade\nBen,foreman,Concrete").rows;
    expect(row.worker).toMatchObject({ name: "Ben", subcategory: null, phone: null, email: null, hourlyRate: null });
  });

  it.each([
    ["a missing name, in the spec's words", ",foreman,Concrete,", [{ column: null, message: "Please fill in all required fields." }, { column: "name", message: "Name is required" }]],
    ["an unknown role", "Ana,boss,Concrete,", [{ column: "role", message: "Role must be foreman, in-house, subcontractor, supervisor or apprentice" }]],
    ["a bad e-mail", "Ana,foreman,Concrete,not-an-email", [{ column: "email", message: "Please enter a valid email address" }]],
  ])("a row with %s gets its errors and no worker", (_name, line, errors) => {
    const [row] = read(`name,role,trade,email\n${line}`).rows;
    expect(row.worker).toBeNull();
    expect(row.errors).toEqual(errors);
  });

  it("flags e-mail addresses already on a worker or earlier in the file, ignoring case", () => {
    const existing = new Map([["ana@x.test", "Ana Lopez"]]);
    const result = read("name,role,trade,email\nA,foreman,C,ANA@x.test\nB,foreman,C,ben@x.test\nC,foreman,C,Ben@X.test", existing);
    expect(result.rows.map((row) => [row.line, row.errors.map((e) => e.message)])).toEqual([
      [2, ["Ana Lopez already has this e-mail address"]],
      [3, []],
      [4, ["This e-mail address is also on line 3"]],
    ]);
  });

  it("numbers rows by the file's lines, skipping blank lines", () => {
    expect(read('name,role,trade\n\n"Ana\nLopez",foreman,C\nBen,foreman,C').rows.map((row) => row.line)).toEqual([3, 5]);
  });

  it.each([
    ["an empty file", "", "The file is empty."],
    ["a header and no rows", "name,role,trade\n\n", "no workers"],
    ["no header", "Ana,foreman,Concrete", 'Unknown column "Ana"'],
    ["a header missing a required column", "name,role", "Missing: trade"],
    ["a column named twice", "name,role,trade,Category", 'The column "trade" appears twice'],
    ["a quote never closed", 'name,role,trade\n"Ana,foreman,C', "not valid CSV"],
    ["too many rows", `name,role,trade\n${"A,foreman,C\n".repeat(ROSTER_IMPORT_MAX_ROWS + 1)}`, `at most ${ROSTER_IMPORT_MAX_ROWS}`],
  ])("refuses %s with one message", (_name, text, words) => {
    const result = readRoster(text, none);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(words);
  });
});
