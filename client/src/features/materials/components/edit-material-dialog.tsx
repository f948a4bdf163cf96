// Edit Material: every field but stock (stock moves only through transactions), and Delete with a confirmation.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { MISSING_INFORMATION_TITLE, REQUIRED_FIELDS_MESSAGE, REQUIRED_MATERIAL_FIELDS } from "@shared/api/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { type MaterialView, useDeleteMaterial, useUpdateMaterial } from "../api";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  editMaterialFormSchema,
  materialToFormValues,
  toMaterialChanges,
  type MaterialFormValues,
} from "../material-form";
import { MaterialFormFields } from "./material-form-fields";

type Props = {
  material: MaterialView;
  canDelete: boolean;
  onClose: () => void;
};


export function EditMaterialDialog({ material, canDelete, onClose }: Props) {
  const updateMaterial = useUpdateMaterial(material.id);
  const deleteMaterial = useDeleteMaterial(material.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<MaterialFormValues>({
    resolver: zodResolver(editMaterialFormSchema),
    defaultValues: materialToFormValues(material),
  });

  function onInvalid(errors: FieldErrors<MaterialFormValues>) {
    if (REQUIRED_MATERIAL_FIELDS.some((name) => errors[name])) {
      toast({ title: MISSING_INFORMATION_TITLE, description: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
    }
  }

  function onValid(values: MaterialFormValues) {
    updateMaterial.mutate(toMaterialChanges(values), {
      onSuccess: (updated) => {
        toast({ title: "Material Updated", description: `${updated.name} was saved.`, variant: "success" });
        onClose();
      },
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  function onDelete() {
    deleteMaterial.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Material Deleted", description: `${material.name} and its stock history were deleted.`, variant: "success" });
        onClose();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {confirmingDelete ? (
          <>
            <DialogHeader>
              <DialogTitle>Delete {material.name}?</DialogTitle>
              <DialogDescription>
                Its whole stock history (every received, used, returned and adjusted movement) is deleted with it, and
                projects lose their record of using it. This cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmingDelete(false)} disabled={deleteMaterial.isPending}>
                Keep Material
              </Button>
              <Button variant="destructive" onClick={onDelete} pending={deleteMaterial.isPending}>
                {deleteMaterial.isPending ? "Deleting..." : "Delete Material and History"}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Edit Material</DialogTitle>
              <DialogDescription>
                Stock ({material.currentStock} {material.unit}) changes only through a transaction, so the history explains
                every unit.
              </DialogDescription>
            </DialogHeader>
            <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onValid, onInvalid)}>
              <MaterialFormFields form={form} idPrefix="edit-material" withOpeningStock={false} />
              <DialogFooter className="sm:justify-between">
                {canDelete ? (
                  <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmingDelete(true)}>
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                ) : null}
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" pending={updateMaterial.isPending}>
                    {updateMaterial.isPending ? "Saving..." : "Save Changes"}
                  </Button>
                </div>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
