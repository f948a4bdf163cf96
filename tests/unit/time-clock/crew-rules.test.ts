// Issue 15: the crew list's order and the answer's status and line (a step's refusal codes: tests/unit/server/step-refusal.test.ts).
import { describe, expect, it } from "vitest";
import { crewAnswerMessage, crewAnswerStatus, crewListOrder } from "@shared/domain/crew";

describe("crewListOrder: people on the clock first, then the rest, each A to Z", () => {
  const people = [
    { id: 1, name: "Worker 10" },
    { id: 2, name: "ángel" },
    { id: 3, name: "Bea" },
    { id: 4, name: "Worker 2" },
    { id: 5, name: "Bea" },
    { id: 6, name: "zoe" },
  ];
  it.each([
    { onClock: [], expected: [2, 3, 5, 4, 1, 6] },
    { onClock: [6, 1], expected: [1, 6, 2, 3, 5, 4] },
    { onClock: [1, 2, 3, 4, 5, 6], expected: [2, 3, 5, 4, 1, 6] },
    { onClock: [5], expected: [5, 2, 3, 4, 1, 6] },
  ])("on the clock $onClock -> $expected", ({ onClock, expected }) => {
    const clocked = new Set(onClock);
    expect(crewListOrder(people, (p) => clocked.has(p.id)).map((p) => p.id)).toEqual(expected);
  });
  it("leaves its input as it was", () => {
    const input = [...people];
    crewListOrder(input, () => false);
    expect(input).toEqual(people);
  });
});

describe("the crew answer", () => {
  it.each([
    { punched: 2, refused: 3, status: 201, message: "2 clocked in, 3 refused" },
    { punched: 5, refused: 0, status: 201, message: "5 clocked in" },
    { punched: 0, refused: 4, status: 409, message: "Nobody was clocked in: 4 refused" },
    { punched: 0, refused: 0, status: 409, message: "Nobody to be clocked in" },
  ])("$punched in, $refused refused -> $status '$message'", ({ punched, refused, status, message }) => {
    expect(crewAnswerStatus(punched, 201)).toBe(status);
    expect(crewAnswerMessage(punched, refused, "clocked in")).toBe(message);
  });
  it.each([
    { punched: 3, refused: 2, verb: "put on a meal break", message: "3 put on a meal break, 2 refused" },
    { punched: 0, refused: 1, verb: "back from the rest break", message: "Nobody was back from the rest break: 1 refused" },
    { punched: 2, refused: 0, verb: "switched", message: "2 switched" },
  ] as const)("crew actions: $punched $verb, $refused refused", ({ punched, refused, verb, message }) => {
    expect(crewAnswerMessage(punched, refused, verb)).toBe(message);
  });
  it.each([
    { punched: 2, late: 1, refused: 0, message: "2 clocked in, 1 sent to the office as a late punch" },
    { punched: 0, late: 3, refused: 0, message: "3 sent to the office as late punches" },
    { punched: 0, late: 1, refused: 2, message: "1 sent to the office as a late punch, 2 refused" },
    { punched: 1, late: 2, refused: 1, message: "1 clocked in, 2 sent to the office as late punches, 1 refused" },
  ])("late punches: $punched in, $late late, $refused refused -> '$message'", ({ punched, late, refused, message }) => {
    expect(crewAnswerMessage(punched, refused, "clocked in", late)).toBe(message);
    // Kept for the office, they count as taken: the answer is no refusal.
    expect(crewAnswerStatus(punched + late, 201)).toBe(201);
  });
  it("a clock-out answers 200 when anyone was clocked out", () => {
    expect(crewAnswerStatus(1, 200)).toBe(200);
    expect(crewAnswerStatus(0, 200)).toBe(409);
  });
});
