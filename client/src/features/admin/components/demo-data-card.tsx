// "Remove demo data": shown on the admin dashboard while rows of the demo company are left, with a confirmation; the
// server's refusal (409: the company's own records use demo rows) is shown in the dialog as it says it. The company's
// own entries made on the demo during the trial are listed in the confirmation and go with it (issue 26 item 10): the
// confirmation sends how many were listed, so one made meanwhile is listed before it goes.
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { demoCountsSummary, trialEntriesText, type DemoDataCounts, type TrialEntries } from "@shared/api/demo-data";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { adminQueries, useRemoveDemoData } from "../api";

/** The counts a person recognises from the screens; team lists, movements and items are named in the dialog. */
const SUMMARY_KEYS: (keyof DemoDataCounts)[] = ["projects", "workers", "jobs", "timeEntries", "materials", "checklists"];
const summary = (counts: DemoDataCounts) => demoCountsSummary(counts, SUMMARY_KEYS);

export function DemoDataCard() {
  const demoData = useQuery(adminQueries.demoData());
  const remove = useRemoveDemoData();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!demoData.data || demoData.data.total === 0) return null;
  const counts = demoData.data.counts;
  const trial = demoData.data.trialEntries;

  function confirm() {
    setRefusal(null);
    remove.mutate(trial.count, {
      onSuccess: (result) => {
        toast({ title: "Demo data removed", description: result.message, variant: "success" });
        setOpen(false);
      },
      // The toast comes from the mutation's meta; the dialog says the same where the person is looking.
      onError: (error) => setRefusal(errorMessage(error, "Failed to remove the demo data. Please try again.")),
    });
  }

  return (
    <Card role="region" aria-labelledby="demo-data-heading" className="mb-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <h2 id="demo-data-heading" className="text-lg leading-tight font-semibold text-slate-900">Demo company</h2>
        <p className="mt-1 text-base text-slate-600">
          Crewline started with a demo company ({summary(counts)}). Remove it when you are ready to enter your own.
        </p>
      </div>
      <Button
        variant="outline"
        className="shrink-0 border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Remove demo data
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setRefusal(null);
        }}
        title="Remove demo data?"
        description={
          <>
            The demo company's {summary(counts)} will be deleted, with their team lists, stock movements, project materials and checklist items.
            {trial.count > 0 ? (
              <TrialEntriesList trial={trial} />
            ) : (
              " Your account, the settings and everything your company entered stay."
            )}{" "}
            This cannot be undone.
          </>
        }
        refusal={refusal}
        confirmLabel="Remove demo data"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

/** The trial's entries the removal takes with it, named (the first few), with how their records are kept. */
function TrialEntriesList({ trial }: { trial: TrialEntries }) {
  const more = trial.count - trial.examples.length;
  return (
    <span className="mt-2 block" data-testid="trial-entries">
      <span className="block font-medium text-slate-900">
        Also {trialEntriesText(trial.count)} made on demo projects or for demo workers, approved or not:
      </span>
      <span className="mt-1 block">
        {trial.examples.join("; ")}
        {more > 0 ? `; and ${more} more` : ""}.
      </span>
      <span className="mt-1 block">
        Each stays in the audit as a deleted entry. Your account, the settings and the rest of what your company entered stay.
      </span>
    </span>
  );
}
