// Transaction (a stock movement): received, used, returned or adjusted, with the resulting stock shown before it is saved.
// A foreman's is Record Use: a use only, on one of their projects (the server lists only those), with no unit cost (the
// material's cost applies, which they do not see).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { MATERIAL_TRANSACTION_TYPES, type MaterialTransactionType } from "@shared/domain/materials-catalogue";
import { stockStatus } from "@shared/domain/stock";
import { ArrowRight, CircleAlert } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { ProjectPicker } from "@/components/project-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { formatMoney } from "@/lib/format";
import { type MaterialsAccess, type MaterialView, materialQueries, useRecordTransaction } from "../api";
import { applyServerFieldErrors, serverMessageOr } from "@/lib/form-errors";
import {
  parseQuantity,
  resultingStock,
  toTransactionPayload,
  TRANSACTION_TYPE_LABELS,
  transactionFormSchema,
  type TransactionFormValues,
} from "../material-form";
import { StockStatusBadge } from "./stock-status-badge";

const TYPE_HINTS: Record<MaterialTransactionType, string> = {
  received: "Delivered to stock",
  used: "Taken for a project",
  returned: "Brought back unused",
  adjusted: "Recount correction",
};

type Props = { material: MaterialView; access: MaterialsAccess; onClose: () => void };

export function TransactionDialog({ material, access, onClose }: Props) {
  const useOnly = access === "foreman";
  const recordTransaction = useRecordTransaction(material.id);
  const projects = useQuery(materialQueries.projects());
  const form = useForm<TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: { transactionType: useOnly ? "used" : "received", quantity: "", projectId: "", unitCost: material.unitCost ?? "", notes: "" },
  });
  const noProjects = useOnly && projects.isSuccess && projects.data.length === 0;
  const { errors } = form.formState;
  const [type, quantityText] = useWatch({ control: form.control, name: ["transactionType", "quantity"] });
  const quantity = parseQuantity(quantityText, type);
  const after = resultingStock(material.currentStock, type, quantity);


  function onValid(values: TransactionFormValues) {
    recordTransaction.mutate(toTransactionPayload(values), {
      onSuccess: ({ transaction, material: updated }) => {
        const label = TRANSACTION_TYPE_LABELS[transaction.transactionType];
        toast({
          title: "Stock Updated",
          description: `${label} ${Math.abs(transaction.quantity)} ${updated.unit} of ${updated.name}. Stock is now ${updated.currentStock} ${updated.unit}.`,
          variant: "success",
        });
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  const serverError = recordTransaction.isError
    ? serverMessageOr(recordTransaction.error, "Failed to record the transaction. Please try again.")
    : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{useOnly ? "Record Use" : "Stock Transaction"}</DialogTitle>
          <DialogDescription>
            {material.name}: {material.currentStock} {material.unit} in stock now.
            {useOnly ? " Record what was taken for one of your projects." : null}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onValid)}>
          <fieldset className="grid gap-2" hidden={useOnly}>
            <legend className="mb-1.5 text-base font-medium text-slate-900">Type</legend>
            <Controller
              control={form.control}
              name="transactionType"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {MATERIAL_TRANSACTION_TYPES.map((option) => (
                    <label
                      key={option}
                      className={cn(
                        "flex min-h-14 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600",
                        field.value === option ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-300 bg-white hover:bg-slate-50",
                      )}
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={option}
                        checked={field.value === option}
                        onChange={() => {
                          field.onChange(option);
                          recordTransaction.reset();
                        }}
                        className="sr-only"
                      />
                      <span className="text-base font-semibold text-slate-900">{TRANSACTION_TYPE_LABELS[option]}</span>
                      <span className="text-sm text-slate-600">{TYPE_HINTS[option]}</span>
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>

          <div className={cn("grid items-start gap-4", useOnly ? null : "sm:grid-cols-2")}>
            <FormField
              id="transaction-quantity"
              label={`Quantity (${material.unit})`}
              hint={type === "adjusted" ? "Positive adds, negative removes (-3 for three damaged)." : undefined}
              error={errors.quantity?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="text"
                  inputMode={type === "adjusted" ? "text" : "numeric"}
                  autoComplete="off"
                  placeholder={type === "adjusted" ? "e.g. -3" : "e.g. 10"}
                  {...form.register("quantity", { onChange: () => recordTransaction.reset() })}
                />
              )}
            </FormField>
            {useOnly ? null : (
              <FormField
                id="transaction-unit-cost"
                label="Unit cost ($)"
                hint={material.unitCost ? `The material's cost is ${formatMoney(material.unitCost)}.` : "No cost on file; leave empty if unknown."}
                error={errors.unitCost?.message}
              >
                {(control) => (
                  <Input {...control} type="number" inputMode="decimal" min={0} step="0.01" {...form.register("unitCost")} />
                )}
              </FormField>
            )}
          </div>

          <StockPreview
            heading={useOnly ? "Stock after this use" : "Stock after this transaction"}
            current={material.currentStock}
            after={after}
            unit={material.unit}
            minStockLevel={material.minStockLevel}
          />

          <FormField
            id="transaction-project"
            label={type === "used" ? "Project *" : "Project (optional)"}
            hint={useOnly ? "One of your projects: the one the material went to." : type === "used" ? "Required for Used: the project the material went to." : undefined}
            error={
              errors.projectId?.message ??
              (projects.isError ? "Projects could not be loaded." : noProjects ? "You are not on any project's team yet, so there is no project to record use on." : undefined)
            }
          >
            {(control) => (
              <Controller
                control={form.control}
                name="projectId"
                render={({ field }) => (
                  <ProjectPicker
                    control={{ ...control, ref: field.ref, onBlur: field.onBlur }}
                    projects={projects.data ?? []}
                    noneLabel={useOnly ? undefined : "No project"}
                    completed={useOnly ? "hidden" : "grouped"}
                    value={field.value}
                    onValueChange={field.onChange}
                    placeholder={projects.isPending ? "Loading projects..." : useOnly ? "Choose a project" : "No project"}
                    disabled={projects.isPending || noProjects}
                  />
                )}
              />
            )}
          </FormField>

          <FormField id="transaction-notes" label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} rows={2} className="min-h-16" {...form.register("notes")} />}
          </FormField>

          {serverError ? (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-base text-red-800">
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {serverError}
            </p>
          ) : null}

          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={recordTransaction.isPending} disabled={noProjects}>
              {recordTransaction.isPending ? "Recording..." : useOnly ? "Record Use" : "Record Transaction"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function StockPreview({
  heading,
  current,
  after,
  unit,
  minStockLevel,
}: {
  heading: string;
  current: number;
  after: number | null;
  unit: string;
  minStockLevel: number;
}) {
  return (
    <div className="grid gap-2 rounded-lg bg-slate-100 p-3" data-testid="stock-preview">
      <p className="text-base font-medium text-slate-900">{heading}</p>
      {after === null ? (
        <p className="text-base text-slate-600">Enter a quantity to see the resulting stock.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-center gap-2 text-lg font-semibold tabular-nums text-slate-900">
            <span className="text-slate-600">{current}</span>
            <ArrowRight className="size-5 text-slate-500" aria-label="becomes" />
            <span className={after < 0 ? "text-red-700" : undefined}>
              {after} {unit}
            </span>
          </p>
          {after >= 0 ? <StockStatusBadge status={stockStatus(after, minStockLevel)} /> : null}
          {after < 0 ? (
            <p className="w-full text-sm font-medium text-red-700">
              That is more than the {current} {unit} in stock.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
