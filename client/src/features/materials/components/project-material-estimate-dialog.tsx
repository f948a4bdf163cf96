// Add a material to a project's estimate, or change one: the material, the estimated quantity and the budget.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EnumSelect } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { formatMoney, formatQuantity } from "@/lib/format";
import { materialQueries } from "../api";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  estimateFormSchema,
  estimateToFormValues,
  toEstimatePayload,
  useSaveEstimate,
  type EstimateFormValues,
  type ProjectMaterialLine,
} from "../project-materials";

type Props = {
  projectId: number;
  /** The line being edited, or null to add a material. */
  line: ProjectMaterialLine | null;
  /** Materials that already have an estimate on this project (not offered when adding). */
  estimatedMaterialIds: ReadonlySet<number>;
  onClose: () => void;
};

export function ProjectMaterialEstimateDialog({ projectId, line, estimatedMaterialIds, onClose }: Props) {
  const materials = useQuery(materialQueries.list());
  const save = useSaveEstimate(projectId);
  const form = useForm<EstimateFormValues>({ resolver: zodResolver(estimateFormSchema), defaultValues: estimateToFormValues(line) });
  const errors = form.formState.errors;
  const [materialId, quantity] = useWatch({ control: form.control, name: ["materialId", "estimatedQuantity"] });
  const chosen = materials.data?.find((m) => String(m.id) === materialId);
  const choices = (materials.data ?? []).filter((m) => !estimatedMaterialIds.has(m.id) || String(m.id) === materialId);
  const unit = chosen?.unit ?? line?.unit;
  const quantityNumber = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : null;
  const suggestedBudget = chosen?.unitCost && quantityNumber ? Number(chosen.unitCost) * quantityNumber : null;

  function onValid(values: EstimateFormValues) {
    const name = chosen?.name ?? line?.materialName ?? "The material";
    save.mutate(
      { materialId: Number(values.materialId), ...toEstimatePayload(values) },
      {
        onSuccess: () => {
          toast({ title: "Estimate Saved", description: `${name}: ${values.estimatedQuantity} ${unit ?? ""} estimated.`, variant: "success" });
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, form),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{line ? `Edit estimate: ${line.materialName}` : "Add Material to Project"}</DialogTitle>
          <DialogDescription>
            The actual quantity and cost follow the stock movements recorded against this project.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onValid)}>
          {line ? null : (
            <FormField
              id="estimate-material"
              label="Material *"
              error={errors.materialId?.message ?? (materials.isError ? "Materials could not be loaded." : undefined)}
              hint={!materials.isPending && choices.length === 0 ? "Every material already has an estimate here. Add materials on the Materials screen." : undefined}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="materialId"
                  render={({ field }) => (
                    <EnumSelect
                      control={{ ...control, ref: field.ref, onBlur: field.onBlur }}
                      value={field.value || undefined}
                      onValueChange={field.onChange}
                      options={choices.map((m) => ({ value: String(m.id), label: `${m.name} (${m.unit})` }))}
                      placeholder={materials.isPending ? "Loading materials..." : "Choose a material"}
                      disabled={materials.isPending}
                    />
                  )}
                />
              )}
            </FormField>
          )}
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              id="estimate-quantity"
              label={`Estimated quantity${unit ? ` (${unit})` : ""} *`}
              error={errors.estimatedQuantity?.message}
            >
              {(control) => (
                <Input {...control} type="text" inputMode="numeric" autoComplete="off" placeholder="e.g. 20" {...form.register("estimatedQuantity")} />
              )}
            </FormField>
            <FormField
              id="estimate-budget"
              label="Budgeted cost ($)"
              error={errors.budgetedCost?.message}
              hint={
                suggestedBudget !== null
                  ? `At ${formatMoney(chosen?.unitCost)} each: ${formatMoney(suggestedBudget)} for ${formatQuantity(quantityNumber ?? 0)}.`
                  : "Leave empty if there is no budget yet."
              }
            >
              {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 250.00" {...form.register("budgetedCost")} />}
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? "Saving..." : "Save Estimate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
