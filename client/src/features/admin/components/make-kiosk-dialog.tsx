// "Make this device a kiosk": the admin chooses the project and names the tablet; the server signs this device out
// and leaves it the kiosk credential, so the kiosk screen is then loaded in full (the signed-in app has nothing left
// to show). Loaded when first opened (it brings zod with the contract's schema).
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { KIOSK_PATH } from "@shared/screens";
import { ProjectSelect } from "@/components/worker-project-selects";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField, FormAlert } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { makeKioskDefaults, makeKioskFormSchema, toCreateKioskBody, type MakeKioskFormValues } from "../kiosk-forms";
import { useCreateKiosk } from "../kiosks-api";

export function MakeKioskDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateKiosk();
  const form = useForm<MakeKioskFormValues>({
    resolver: zodResolver(makeKioskFormSchema),
    defaultValues: makeKioskDefaults,
    mode: "onTouched",
  });
  const { errors } = form.formState;
  // A refusal naming a field is said under it; another (a completed project: 409) above the buttons.
  const formError = formRefusal(create.error, "This device could not be made a kiosk. Please try again.");

  function onValid(values: MakeKioskFormValues) {
    create.mutate(toCreateKioskBody(values), {
      // The session ended on this device: a full load, so no screen of the signed-in app stays in memory.
      onSuccess: () => window.location.assign(KIOSK_PATH),
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make this device a kiosk</DialogTitle>
          <DialogDescription>
            You will be signed out here, and this device will show only the kiosk for the project you choose: workers tap their name and type their PIN to clock
            in and out. Use it on the tablet that stays on site; you can revoke it from this dashboard.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <Controller
            control={form.control}
            name="projectId"
            render={({ field }) => (
              <ProjectSelect
                id="kiosk-project"
                value={field.value ? Number(field.value) : null}
                onChange={(id) => field.onChange(String(id))}
                error={errors.projectId?.message}
              />
            )}
          />
          <FormField id="kiosk-name" label="Name" hint="So you can tell the tablets apart in the list." error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="off" placeholder="Gate tablet" {...form.register("name")} />}
          </FormField>
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={onClose} pending={create.isPending} submitLabel={create.isPending ? "Switching..." : "Sign out and make kiosk"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
