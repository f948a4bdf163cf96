// "Files for payroll" on the Payroll tab (issue 27 step 6): the office picks the provider's file, reads its pre-flight
// (every missing mapping and every rule the provider would refuse, each with a link to where it is fixed; what to add
// by hand), makes the file of the approved period, and finds every file made of it below, each saying when the period
// changed since and what changed per worker and earning. Re-exporting makes a whole new file.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Download, FileOutput } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EXPORT_PROFILE_NAMES, EXPORT_PROFILES, type ExportProfile } from "@shared/domain/payroll-export";
import { PAY_LABEL_NAMES } from "@shared/domain/pay-lines";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormAlert } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatHours, formatMoney } from "@/lib/format";
import { formatMomentIn } from "@/lib/zoned-time";
import { ExportMappingForm } from "./export-mapping-form";
import { batchDownloadUrl, payrollExportQueries, useCreateExport, type ExportBatchView, type PreflightView } from "../payroll-exports-api";

const FIX_LINK = "inline-flex min-h-11 items-center px-1 font-semibold text-brand-800 underline underline-offset-2";

const EARNING_NAMES: Record<ExportBatchView["changes"][number]["earning"], string> = {
  regular: PAY_LABEL_NAMES.regular,
  overtime: PAY_LABEL_NAMES.overtime,
  double_time: PAY_LABEL_NAMES.double_time,
  meal_premium: "Meal premium",
  gross: "Gross pay",
};

const changeValue = (earning: ExportBatchView["changes"][number]["earning"], value: string) =>
  earning === "meal_premium" || earning === "gross" ? formatMoney(value) : `${formatHours(value)} h`;

function Preflight({ check }: { check: UseQueryResult<PreflightView> }) {
  if (check.isPending) return <Skeleton className="h-16" aria-label="Checking the file" />;
  if (check.isError) return <FormAlert message={`Could not check the file: ${errorMessage(check.error)}`} />;
  const { problems, notes } = check.data;
  return (
    <div className="grid gap-2" data-testid="export-preflight">
      {problems.length === 0 ? (
        <p className="text-base font-medium text-emerald-800">Ready: nothing stops this file.</p>
      ) : (
        <>
          <p className="text-base font-medium text-red-900">
            {problems.length === 1 ? "1 thing stops" : `${problems.length} things stop`} this file:
          </p>
          <ul className="grid gap-2">
            {problems.map((problem) => (
              <li key={`${problem.code}-${problem.workerId ?? ""}`} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-base text-red-950" data-testid="export-problem">
                <span className="min-w-0">{problem.message}</span>
                {/* A mapping is fixed in this card (#export-mapping); a worker's identity on the Workers screen. */}
                {problem.fixAt.startsWith("#") ? (
                  <a href={problem.fixAt} className={FIX_LINK}>
                    Fix
                  </a>
                ) : (
                  <Link href={problem.fixAt} className={FIX_LINK}>
                    Fix
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {notes.map((note) => (
        <p key={note} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base text-amber-950">
          {note}
        </p>
      ))}
    </div>
  );
}

function BatchItem({ batch, timeZone }: { batch: ExportBatchView; timeZone: string }) {
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3" data-testid="export-batch">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{EXPORT_PROFILE_NAMES[batch.profile]}</p>
          <p className="text-sm text-slate-600">
            Version {batch.periodVersion} · {formatMomentIn(batch.createdAt, timeZone)}
            {batch.createdByName ? ` by ${batch.createdByName}` : ""} · {batch.workerCount} {batch.workerCount === 1 ? "worker" : "workers"} · {formatHours(batch.totalHours)} h
          </p>
        </div>
        {batch.outOfDate ? <Badge variant="warning">Out of date</Badge> : <Badge variant="success">Matches the period</Badge>}
      </div>
      {batch.outOfDate ? (
        <p className="text-sm text-amber-950">
          {batch.changes.length === 0
            ? "The period was reopened since this file was made: approve it again to see what changed."
            : "The period changed since this file was made. Export it again and replace the file in your payroll:"}
        </p>
      ) : null}
      {batch.changes.length ? (
        <ul className="grid gap-0.5 text-sm text-slate-800" aria-label="Changed since this file">
          {batch.changes.map((change) => (
            <li key={`${change.workerId}-${change.earning}`}>
              {change.workerName}: {EARNING_NAMES[change.earning]} {changeValue(change.earning, change.inFile)} → {changeValue(change.earning, change.now)}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A long file name is cut on a phone rather than widening the page; the saved file keeps it whole. */}
      <Button asChild variant="outline" className="max-w-full justify-self-start">
        <a href={batchDownloadUrl(batch.id)} download aria-label={`Download ${batch.filename}`}>
          <Download aria-hidden="true" /> <span className="min-w-0 truncate">Download {batch.filename}</span>
        </a>
      </Button>
    </li>
  );
}

export function PayrollExports({ periodOf, timeZone }: { periodOf: string; timeZone: string }) {
  const [profile, setProfile] = useState<ExportProfile>("gusto-csv");
  const check = useQuery(payrollExportQueries.preflight(profile, periodOf));
  const batches = useQuery(payrollExportQueries.batches(periodOf));
  const blocked = !check.data || check.data.problems.length > 0;
  const create = useCreateExport();
  const make = () =>
    create.mutate(
      { profile, periodOf },
      { onSuccess: (batch) => toast({ title: "Payroll File Made", description: `${batch.filename} is ready to download below.`, variant: "success" }) },
    );
  return (
    <Card className="grid grid-cols-1 gap-4 p-4" aria-labelledby="payroll-exports-title" data-testid="payroll-exports">
      <div>
        <h2 id="payroll-exports-title" className="text-lg font-semibold text-slate-900">
          Files for payroll
        </h2>
        <p className="text-sm text-slate-600">Each file is made from the approved period and kept here, so you can always see what was handed over.</p>
      </div>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="export-profile">File for</Label>
        <EnumSelect control={{ id: "export-profile" }} value={profile} onValueChange={(value) => setProfile(value as ExportProfile)} options={optionsOf(EXPORT_PROFILES, EXPORT_PROFILE_NAMES)} />
      </div>
      <ExportMappingForm profile={profile} />
      <Preflight check={check} />
      <FormAlert message={create.isError ? errorMessage(create.error) : null} />
      <Button className="w-full sm:w-auto sm:justify-self-start" onClick={make} pending={create.isPending} disabled={blocked}>
        <FileOutput aria-hidden="true" /> {create.isPending ? "Making the file..." : "Make file"}
      </Button>
      {batches.isPending ? (
        <Skeleton className="h-16" aria-label="Loading the files made" />
      ) : batches.isError ? (
        <FormAlert message={`Could not load the files made: ${errorMessage(batches.error)}`} />
      ) : batches.data.length ? (
        <ul className="grid grid-cols-1 gap-2" aria-label="Files made of this period">
          {batches.data.map((batch) => (
            <BatchItem key={batch.id} batch={batch} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="text-base text-slate-600">No file has been made of this period yet.</p>
      )}
    </Card>
  );
}
