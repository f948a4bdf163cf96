// "Wrong PINs at the kiosk" (issue 24 item 7): the names someone keeps trying at a kiosk, each with how many wrong PINs
// in a row and until when it waits, and "Clear PIN wait" for a foreman's crew or, for the office, anyone. Shown on the
// Workers screens only while there is something to clear.
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useClearPinWaits, workerQueries } from "../api";

export function PinWaitsPanel() {
  const waits = useQuery(workerQueries.pinWaits());
  const clear = useClearPinWaits();
  const rows = waits.data ?? [];
  if (!rows.length) return null;

  function clearFor(workerId: number, workerName: string) {
    clear.mutateAsync(workerId).then(
      () => toast({ title: "PIN Wait Cleared", description: `${workerName} can type their PIN again at once.`, variant: "success" }),
      () => undefined,
    );
  }

  return (
    <Card className="mb-4 border-amber-300 bg-amber-50 p-4" role="region" aria-label="Wrong PINs at the kiosk">
      <h2 className="flex items-center gap-2 text-base font-semibold text-amber-900">
        <KeyRound className="h-5 w-5" aria-hidden="true" /> Wrong PINs at the kiosk
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Each wrong PIN makes that name wait longer at that kiosk, up to a minute. If it was not the worker, clear the wait and have the office change
        the PIN.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2">
        {rows.map((row) => (
            <li key={`${row.kioskId}:${row.workerId}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-3 shadow-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{row.workerName}</p>
                <p className="text-sm text-slate-700">
                  {row.wrongPins} wrong PIN{row.wrongPins === 1 ? "" : "s"} in a row at {row.kioskName}, the last at{" "}
                  {format(parseISO(row.lastWrongAt), "h:mm a")}
                </p>
              </div>
              <Button variant="outline" className="min-h-11" disabled={clear.isPending} onClick={() => clearFor(row.workerId, row.workerName)}>
                Clear PIN wait
              </Button>
            </li>
        ))}
      </ul>
    </Card>
  );
}
