// "Payroll identity" (office and administrators, issue 27 step 6): how each payroll provider knows this worker, typed
// exactly as the provider has it: Gusto's first and last name (or its employee id when two share a name), ADP's file
// number, Paychex's worker id, QuickBooks' employee name. Never shown to crew or foremen. Checked by the contract's own
// body schema; an empty field clears it. A payroll file's pre-flight links here for a worker it cannot match.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { payrollIdentityInputSchema, type PayrollIdentityInput, type PayrollIdentityView } from "@shared/api/payroll-exports";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { useSetPayrollIdentity, workerQueries } from "../api";

type FieldName = keyof PayrollIdentityInput;

/** The fields in the order the office fills them, each with its provider's words. */
const FIELDS: { name: FieldName; label: string; hint?: string; inputMode?: "numeric" }[] = [
  { name: "gustoFirstName", label: "Gusto first name" },
  { name: "gustoLastName", label: "Gusto last name" },
  { name: "gustoEmployeeId", label: "Gusto employee id", hint: "Only needed when two workers share a name in Gusto." },
  { name: "adpFileNumber", label: "ADP file number", inputMode: "numeric" },
  { name: "paychexWorkerId", label: "Paychex worker id" },
  { name: "quickbooksEmployeeName", label: "QuickBooks employee name", hint: "Exactly as in QuickBooks' employee list." },
];

type FormValues = z.input<typeof payrollIdentityInputSchema>;

const formValuesOf = (view: PayrollIdentityView): FormValues => Object.fromEntries(FIELDS.map(({ name }) => [name, view[name] ?? ""]));

function IdentityForm({ workerName, view, onClose }: { workerName: string; view: PayrollIdentityView; onClose: () => void }) {
  const save = useSetPayrollIdentity();
  const form = useForm<FormValues, unknown, PayrollIdentityInput>({ resolver: zodResolver(payrollIdentityInputSchema), defaultValues: formValuesOf(view) });
  const { errors } = form.formState;
  const onValid = (input: PayrollIdentityInput) =>
    save.mutate(
      { id: view.workerId, input },
      {
        onSuccess: () => {
          toast({ title: "Payroll Identity Saved", description: `${workerName}'s payroll files use it from now on.`, variant: "success" });
          onClose();
        },
        onError: (failure) => applyServerFieldErrors(failure, form),
      },
    );
  return (
    <form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onValid)} aria-label="Payroll identity">
      {FIELDS.map(({ name, label, hint, inputMode }) => (
        <FormField key={name} id={`payroll-identity-${name}`} label={label} hint={hint} error={errors[name]?.message}>
          {(control) => <Input {...control} {...form.register(name)} inputMode={inputMode} autoComplete="off" />}
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <FormAlert message={formRefusal(save.error, "The payroll identity could not be saved. Please try again.")} />
      </div>
      <div className="sm:col-span-2">
        <FormDialogFooter onCancel={onClose} pending={save.isPending} submitLabel={save.isPending ? "Saving..." : "Save"} />
      </div>
    </form>
  );
}

export function PayrollIdentityDialog({ worker, onClose }: { worker: { id: number; name: string }; onClose: () => void }) {
  const identity = useQuery(workerQueries.payrollIdentity(worker.id));
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Payroll identity · {worker.name}</DialogTitle>
          <DialogDescription>How each payroll provider knows {worker.name}, typed exactly as the provider has it. Only the office and administrators see it.</DialogDescription>
        </DialogHeader>
        {identity.isPending ? (
          <Skeleton className="h-64" aria-label="Loading the payroll identity" />
        ) : identity.isError ? (
          <ErrorState title="Could not load the payroll identity" message={errorMessage(identity.error)} onRetry={() => void identity.refetch()} retrying={identity.isFetching} />
        ) : (
          <IdentityForm workerName={worker.name} view={identity.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
