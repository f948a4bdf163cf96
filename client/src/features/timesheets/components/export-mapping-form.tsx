// A payroll file's mapping (issue 27 step 6), set once where the file is made: the company's code at the provider and
// the provider's codes for the earnings the file has no column of (ADP's double time and meal premium; every earning's
// pay component at Paychex). The
// pre-flight's mapping problems link here (#export-mapping). Checked by the contract's body schema, and the company
// code's form by the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { exportMappingInputSchema, type ExportMappingInput } from "@shared/api/payroll-exports";
import type { ExportEarning, ExportProfile } from "@shared/domain/payroll-export";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { payrollExportQueries, useSaveMapping, type ExportMappingView } from "../payroll-exports-api";

const EARNING_LABELS: Record<ExportEarning, string> = {
  regular: "Regular hours",
  overtime: "Overtime hours",
  double_time: "Double-time hours",
  meal_premium: "Meal premium",
};

type FormValues = z.input<typeof exportMappingInputSchema>;

function MappingFields({ profile, view }: { profile: ExportProfile; view: ExportMappingView }) {
  const save = useSaveMapping(profile);
  const form = useForm<FormValues, unknown, ExportMappingInput>({
    resolver: zodResolver(exportMappingInputSchema),
    defaultValues: {
      companyCode: view.companyCode ?? "",
      earningCodes: Object.fromEntries(view.needs.earningCodes.map((earning) => [earning, view.earningCodes[earning] ?? ""])),
    },
  });
  const { errors, isDirty } = form.formState;
  const onValid = (input: ExportMappingInput) =>
    save.mutate(input, {
      onSuccess: (saved) =>
        form.reset({ companyCode: saved.companyCode ?? "", earningCodes: Object.fromEntries(saved.needs.earningCodes.map((earning) => [earning, saved.earningCodes[earning] ?? ""])) }),
      onError: (failure) => applyServerFieldErrors(failure, form),
    });
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-3" onSubmit={form.handleSubmit(onValid)} aria-label="File mapping">
      {view.needs.companyCode ? (
        <FormField id="export-company-code" label={view.needs.companyCode} error={errors.companyCode?.message}>
          {(control) => <Input {...control} {...form.register("companyCode")} autoComplete="off" />}
        </FormField>
      ) : null}
      {view.needs.earningCodes.map((earning) => (
        <FormField key={earning} id={`export-code-${earning}`} label={`${EARNING_LABELS[earning]} ${view.needs.earningCodeName ?? "code"}`} error={errors.earningCodes?.[earning]?.message}>
          {(control) => <Input {...control} {...form.register(`earningCodes.${earning}`)} autoComplete="off" />}
        </FormField>
      ))}
      <div className="grid gap-2 sm:col-span-3">
        <FormAlert message={formRefusal(save.error, "The mapping could not be saved. Please try again.")} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" pending={save.isPending} disabled={!isDirty && !save.isPending}>
            {save.isPending ? "Saving..." : "Save mapping"}
          </Button>
          {save.isSuccess && !isDirty ? (
            <p role="status" className="flex items-center gap-1.5 text-base font-medium text-emerald-800">
              <CheckCircle2 className="size-5" aria-hidden="true" /> Saved
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The profile's mapping, when it asks for one (the generic files and Gusto's ask for none). */
export function ExportMappingForm({ profile }: { profile: ExportProfile }) {
  const mapping = useQuery(payrollExportQueries.mapping(profile));
  if (mapping.isPending) return <Skeleton className="h-20" aria-label="Loading the file's mapping" />;
  if (mapping.isError) return <FormAlert message={`Could not load the file's mapping: ${errorMessage(mapping.error)}`} />;
  const { needs } = mapping.data;
  if (!needs.companyCode && needs.earningCodes.length === 0) return null;
  return (
    <section id="export-mapping" aria-labelledby="export-mapping-title" className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 id="export-mapping-title" className="font-semibold text-slate-900">
        Codes at the provider
      </h3>
      <p className="text-sm text-slate-600">Set once, exactly as in the provider's setup. A code is only needed when the period has that earning.</p>
      <MappingFields key={profile} profile={profile} view={mapping.data} />
    </section>
  );
}
