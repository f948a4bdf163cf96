// The Daily tab's "Clock In / Out" button. The dialog's code (and the dialog library's) loads the first time it is
// opened, so the timesheet's first paint does not wait for it; from then on it stays mounted, so it can animate
// closed and give focus back to this button.
import { Timer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Clocker } from "../clocker";

const ClockDialogPanel = lazy(() => import("./clock-dialog-panel"));
const preload = () => void import("./clock-dialog-panel").catch(() => {});

export function ClockDialog({ clocker }: { clocker: Clocker }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Timer aria-hidden="true" /> Clock In / Out
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ClockDialogPanel open={open} onOpenChange={setOpen} clocker={clocker} />
        </Suspense>
      ) : null}
    </>
  );
}
