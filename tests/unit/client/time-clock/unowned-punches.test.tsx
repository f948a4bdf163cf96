// 'Waiting to sync' for punches saved before owners were recorded: each listed in the card's own words, with its
// day, under the explanation, and "Send as mine" only when someone is signed in; the question it asks first.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { claimQuestion, UNOWNED_PUNCHES_TEXT, UnownedPunches } from "@/features/time-clock/components/unowned-punches";
import type { QueuedPunch } from "@/lib/punch-queue";
import { formatDate, formatTime } from "@/lib/format";

const base = { seq: 1, body: {}, workerId: 7, ownerId: null, afterKey: null, attempts: 0, lastError: null };
const punches: QueuedPunch[] = [
  { ...base, key: "a", kind: "clock-in", tappedAt: "2026-03-02T14:05:00.000Z", workerName: "Tom Reyes", projectName: "RiNo Lofts" },
  { ...base, key: "b", kind: "clock-out", tappedAt: "2026-03-03T22:40:00.000Z", workerName: "Ana Cruz", projectName: null },
];

/** The markup as text: tags removed, entities of the apostrophe decoded. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("UnownedPunches", () => {
  it("lists each punch with kind, worker, project and when it was tapped, under the explanation, each with Send as mine", () => {
    const html = renderToStaticMarkup(<UnownedPunches punches={punches} canClaim onClaim={async () => {}} />);
    const text = textOf(html);
    expect(text).toContain(UNOWNED_PUNCHES_TEXT);
    expect(text).toContain(`Clock in · Tom Reyes · RiNo Lofts · tapped at ${formatTime(punches[0].tappedAt)} on ${formatDate(punches[0].tappedAt)}`);
    expect(text).toContain(`Clock out · Ana Cruz · tapped at ${formatTime(punches[1].tappedAt)} on ${formatDate(punches[1].tappedAt)}`);
    expect(html.match(/<button[^>]*>.*?Send as mine<\/button>/g)).toHaveLength(2);
  });

  it("offers no Send as mine while nobody is known to be signed in", () => {
    const html = renderToStaticMarkup(<UnownedPunches punches={punches} canClaim={false} onClaim={async () => {}} />);
    expect(textOf(html)).toContain("Clock in · Tom Reyes");
    expect(html).not.toContain("Send as mine");
  });
});

describe("claimQuestion", () => {
  it("asks about one punch, or about a clock-in and its clock-out together", () => {
    expect(claimQuestion(1)).toEqual({
      title: "Send this punch as yours?",
      description: "It is sent under your sign-in and counts toward the worker's pay. Send it only if you made it.",
    });
    expect(claimQuestion(2)).toEqual({
      title: "Send these 2 punches as yours?",
      description:
        "They are sent under your sign-in and count toward the worker's pay. Send them only if you made them. " +
        "A clock-out goes together with the clock-in before it.",
    });
  });
});
