// Add Material (SPEC 5, 8): name, category and unit required; unitCost a number, stock fields integers, empty as null.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE, REQUIRED_MATERIAL_FIELDS } from "@shared/api/constants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useCreateMaterial } from "../api";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  EMPTY_MATERIAL_FORM,
  materialFormSchema,
  toMaterialPayload,
  type MaterialFormValues,
} from "../material-form";
import { MaterialFormFields } from "./material-form-fields";


export function AddMaterialDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const createMaterial = useCreateMaterial();
  const form = useForm<MaterialFormValues>({
    resolver: zodResolver(materialFormSchema),
    defaultValues: EMPTY_MATERIAL_FORM,
  });

  function close(next: boolean) {
    if (!next) {
      form.reset(EMPTY_MATERIAL_FORM);
      createMaterial.reset();
    }
    onOpenChange(next);
  }

  function onInvalid(errors: FieldErrors<MaterialFormValues>) {
    if (REQUIRED_MATERIAL_FIELDS.some((name) => errors[name])) {
      toast({ title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
    }
  }

  function onValid(values: MaterialFormValues) {
    createMaterial.mutate(toMaterialPayload(values), {
      onSuccess: (material) => {
        toast({ title: "Material Created", description: `${material.name} was added to the inventory.`, variant: "success" });
        close(false);
      },
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Material</DialogTitle>
          <DialogDescription>Fields marked * are required. Opening stock is recorded as received.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <MaterialFormFields form={form} idPrefix="add-material" withOpeningStock />
          <FormDialogFooter onCancel={() => close(false)} pending={createMaterial.isPending} submitLabel={createMaterial.isPending ? "Adding..." : "Add Material"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
