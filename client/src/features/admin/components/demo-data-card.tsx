// "Remove demo data": shown on the admin dashboard while rows of the demo company are left, with a confirmation; the
// server's refusal (409: the company's own records use demo rows) is shown in the dialog as it says it.
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { demoCountsSummary, type DemoDataCounts } from "@shared/api/demo-data";
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

  function confirm() {
    setRefusal(null);
    remove.mutate(undefined, {
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
        description={`The demo company's ${summary(counts)} will be deleted, with their team lists, stock movements, project materials and checklist items. Your account, the settings and everything your company entered stay. This cannot be undone.`}
        refusal={refusal}
        confirmLabel="Remove demo data"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
