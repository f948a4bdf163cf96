// The part of 'Waiting to sync' for punches saved on this phone before Crewline recorded who made each punch. Nobody's
// session sends them until a signed-in person says one is theirs: "Send as mine" asks first, then the punch (with the
// clock-in or clock-out linked to it) becomes theirs and goes out with their own punches.
import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { claimGroup } from "@/lib/punch-owners";
import type { QueuedPunch } from "@/lib/punch-queue";
import { PunchSummary } from "./punch-summary";

export const UNOWNED_PUNCHES_TEXT =
  "Saved on this phone before Crewline recorded who made each punch. Send it only if you made it.";

export function claimQuestion(count: number): { title: string; description: string } {
  const one = count === 1;
  return {
    title: one ? "Send this punch as yours?" : `Send these ${count} punches as yours?`,
    description:
      `${one ? "It is" : "They are"} sent under your sign-in and count${one ? "s" : ""} toward the worker's pay. ` +
      `Send ${one ? "it" : "them"} only if you made ${one ? "it" : "them"}.` +
      (one ? "" : " A clock-out goes together with the clock-in before it."),
  };
}

type UnownedPunchesProps = {
  punches: readonly QueuedPunch[];
  /** False while nobody is known to be signed in: the punches are listed, but nobody can claim them. */
  canClaim: boolean;
  onClaim: (key: string) => Promise<void>;
};

export function UnownedPunches({ punches, canClaim, onClaim }: UnownedPunchesProps) {
  // The punches stay while the dialog animates closed, so its text does not change under the person's eyes.
  const [confirm, setConfirm] = useState<{ open: boolean; key: string; group: QueuedPunch[] }>({ open: false, key: "", group: [] });
  const [claiming, setClaiming] = useState(false);
  const close = () => setConfirm((current) => ({ ...current, open: false }));
  const question = claimQuestion(confirm.group.length);

  async function sendAsMine() {
    setClaiming(true);
    try {
      await onClaim(confirm.key);
    } catch (error) {
      toast({ title: "Punch Not Claimed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setClaiming(false);
      close();
    }
  }

  return (
    <div className="mt-3 border-t border-amber-300 pt-3" data-testid="unowned-punches">
      <p className="text-base text-amber-950">{UNOWNED_PUNCHES_TEXT}</p>
      <ul className="mt-2 grid gap-2">
        {punches.map((punch) => (
          <li key={punch.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-base text-amber-950">
            {/* A 15rem basis: beside the button on a desk, above it on a phone. */}
            <span className="min-w-0 grow basis-60">
              <PunchSummary punch={punch} withDate />
            </span>
            {canClaim ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirm({ open: true, key: punch.key, group: claimGroup(punches, punch.key) })}
              >
                <Send aria-hidden="true" />
                Send as mine
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={confirm.open} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{question.title}</DialogTitle>
            <DialogDescription>{question.description}</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-base text-slate-900">
            {confirm.group.map((punch) => (
              <li key={punch.key}>
                <PunchSummary punch={punch} withDate />
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void sendAsMine()} pending={claiming}>
              {claiming ? null : <Send aria-hidden="true" />}
              Send as mine
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
