// Add Cost Code and Edit Cost Code: the code and its name. A code that exists (whatever its case) is refused by the
// server and said under the Code field; nothing is saved then. Loaded when first opened (it brings zod).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { costCodeLabel, type CostCodeView, useCreateCostCode, useUpdateCostCode } from "../api";
import { addCostCodeFormSchema, editCostCodeFormSchema, type CostCodeFormValues } from "../cost-code-form";

type Props = {
  /** The code to edit; none to add a new one. */
  costCode?: CostCodeView;
  onClose: () => void;
};

export function CostCodeDialog({ costCode, onClose }: Props) {
  const create = useCreateCostCode();
  const update = useUpdateCostCode(costCode?.id ?? 0);
  const save = costCode ? update : create;
  const form = useForm<CostCodeFormValues>({
    resolver: zodResolver(costCode ? editCostCodeFormSchema : addCostCodeFormSchema),
    defaultValues: { code: costCode?.code ?? "", name: costCode?.name ?? "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  // A refusal naming a field is said under it; another (the server could not be reached) above the buttons.
  const formError = formRefusal(save.error, "The cost code could not be saved. Please try again.");

  function onValid(values: CostCodeFormValues) {
    const options = {
      onSuccess: (saved: CostCodeView) => {
        toast({ title: costCode ? "Cost Code Updated" : "Cost Code Added", description: `${costCodeLabel(saved)} was saved.`, variant: "success" });
        onClose();
      },
      onError: (error: unknown) => applyServerFieldErrors(error, form),
    };
    if (costCode) update.mutate(values, options);
    else create.mutate(values, options);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{costCode ? `Edit ${costCode.code}` : "Add Cost Code"}</DialogTitle>
          <DialogDescription>
            {costCode
              ? "Renaming a code changes it everywhere it is shown."
              : "The code and the work it stands for, as your estimates name them."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <FormField id="cost-code-code" label="Code" hint="As your estimates write it, such as 03-300." error={errors.code?.message}>
            {(control) => <Input {...control} autoComplete="off" autoCapitalize="characters" placeholder="03-300" {...form.register("code")} />}
          </FormField>
          <FormField id="cost-code-name" label="Name" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder="Cast-in-place concrete" {...form.register("name")} />}
          </FormField>
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={onClose} pending={save.isPending} submitLabel={save.isPending ? "Saving..." : costCode ? "Save Changes" : "Add Cost Code"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
