// The sign-off at clock-out (issue 15), when the company asks for it: "Did you take your breaks?" and "Were you
// injured today?" for one worker, or for each of a crew (with "All took breaks" and "No one injured" for the usual
// answer). Skipping never undoes the clock-out: the shift is then flagged "No sign-off" for the office. Shared by the
// GPS clock and the site kiosk; saving works offline on both: the answers wait on the device with the clock-out.
import { useState } from "react";
import { SIGN_OFF_QUESTIONS, type SignOffInput } from "@shared/api/sign-offs";
import { INCIDENT_DESCRIPTION_MAX_CHARS } from "@shared/api/incidents";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

export interface SignOffPerson {
  /** What the caller knows the shift by (an entry id, or a queued punch's key). */
  key: string;
  workerName: string;
}

type Answer = { tookBreaks: boolean | null; injured: boolean | null; injuryDescription: string };
const UNANSWERED: Answer = { tookBreaks: null, injured: null, injuryDescription: "" };

/** Two big buttons, Yes and No, one pressed once answered. */
function YesNo({ label, value, onChange }: { label: string; value: boolean | null; onChange: (value: boolean) => void }) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-2">
      {[true, false].map((option) => (
        <Button
          key={String(option)}
          type="button"
          size="lg"
          variant="outline"
          aria-pressed={value === option}
          className={cn("min-h-12", value === option && (option ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-700 bg-slate-100"))}
          onClick={() => onChange(option)}
        >
          {option ? "Yes" : "No"}
        </Button>
      ))}
    </div>
  );
}

type Props = {
  people: readonly SignOffPerson[];
  pending?: boolean;
  /** Why the last Save did not go through (a kiosk's PIN refused; the answers stay, to try again or skip). */
  error?: string | null;
  onSubmit: (answers: { key: string; answer: SignOffInput }[]) => void;
  onSkip: () => void;
};

export function SignOffDialog({ people, pending, error, onSubmit, onSkip }: Props) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const one = people.length === 1;
  const answerOf = (key: string) => answers[key] ?? UNANSWERED;
  const set = (key: string, patch: Partial<Answer>) => setAnswers((all) => ({ ...all, [key]: { ...(all[key] ?? UNANSWERED), ...patch } }));
  const setAll = (patch: Partial<Answer>) => setAnswers((all) => Object.fromEntries(people.map((p) => [p.key, { ...(all[p.key] ?? UNANSWERED), ...patch }])));
  const complete = people.every((p) => answerOf(p.key).tookBreaks !== null && answerOf(p.key).injured !== null);

  function submit() {
    if (!complete) return;
    onSubmit(
      people.map((p) => {
        const answer = answerOf(p.key);
        return {
          key: p.key,
          answer: {
            tookBreaks: answer.tookBreaks!,
            injured: answer.injured!,
            injuryDescription: answer.injured && answer.injuryDescription.trim() ? answer.injuryDescription.trim() : null,
          },
        };
      }),
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onSkip()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Sign off</DialogTitle>
          <DialogDescription>
            {one ? `${people[0].workerName} is clocked out. Two questions before you go.` : `${people.length} clocked out. Answer for each of the crew.`}
          </DialogDescription>
        </DialogHeader>
        {one ? null : (
          <div className="grid grid-cols-2 gap-2">
            <Button type="button" variant="secondary" onClick={() => setAll({ tookBreaks: true })}>
              All took breaks
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAll({ injured: false })}>
              No one injured
            </Button>
          </div>
        )}
        <ul className="grid max-h-[60vh] gap-4 overflow-y-auto">
          {people.map((person) => {
            const answer = answerOf(person.key);
            const who = one ? "" : ` (${person.workerName})`;
            return (
              <li key={person.key} className="grid gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
                {one ? null : <p className="font-semibold text-slate-900">{person.workerName}</p>}
                <p className="text-sm font-medium text-slate-800">{SIGN_OFF_QUESTIONS.tookBreaks}</p>
                <YesNo label={`${SIGN_OFF_QUESTIONS.tookBreaks}${who}`} value={answer.tookBreaks} onChange={(v) => set(person.key, { tookBreaks: v })} />
                <p className="text-sm font-medium text-slate-800">{SIGN_OFF_QUESTIONS.injured}</p>
                <YesNo label={`${SIGN_OFF_QUESTIONS.injured}${who}`} value={answer.injured} onChange={(v) => set(person.key, { injured: v })} />
                {answer.injured ? (
                  <label className="grid gap-1 text-sm font-medium text-slate-800">
                    What happened? (optional)
                    <Textarea
                      rows={3}
                      maxLength={INCIDENT_DESCRIPTION_MAX_CHARS}
                      value={answer.injuryDescription}
                      onChange={(e) => set(person.key, { injuryDescription: e.target.value })}
                    />
                    <span className="font-normal text-slate-600">The office is told at once.</span>
                  </label>
                ) : null}
              </li>
            );
          })}
        </ul>
        <FormAlert message={error ?? null} />
        <DialogFooter className="grid gap-2 sm:flex">
          <Button type="button" variant="ghost" onClick={onSkip}>
            Skip
          </Button>
          <Button type="button" size="lg" disabled={!complete} pending={pending} onClick={submit}>
            {complete ? "Save sign-off" : "Answer both questions"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
