// "Set kiosk PIN" / "Change kiosk PIN" (office and administrators): the 4 to 6 digits a worker types at a site kiosk.
// Masked, with a Show toggle, on the phone's number pad; what is wrong with it is said as it is typed, by the server's
// own rule. The PIN is stored hashed and never shown again, so the dialog opens empty. Loaded when first opened.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from "@shared/domain/kiosk-pin";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from "@/components/ui/dialog";
import { FormField, FormAlert } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { useSetWorkerPin, type WorkerView } from "../api";
import { livePinProblem, workerPinFormSchema, type WorkerPinFormValues } from "../worker-pin-form";

export function WorkerPinDialog({ worker, onClose }: { worker: WorkerView; onClose: () => void }) {
  const setPin = useSetWorkerPin();
  const [visible, setVisible] = useState(false);
  const form = useForm<WorkerPinFormValues>({ resolver: zodResolver(workerPinFormSchema), defaultValues: { pin: "" } });
  const pin = useWatch({ control: form.control, name: "pin" });
  const changing = worker.hasPin;
  const error = form.formState.errors.pin?.message ?? livePinProblem(pin) ?? undefined;
  const formError = formRefusal(setPin.error, "The PIN could not be saved. Please try again.");

  function onValid(values: WorkerPinFormValues) {
    setPin.mutate(
      { id: worker.id, pin: values.pin },
      {
        onSuccess: () => {
          toast({
            title: changing ? "Kiosk PIN Changed" : "Kiosk PIN Set",
            description: `${worker.name} can punch at a site kiosk with it. Tell them in person.`,
            variant: "success",
          });
          onClose();
        },
        onError: (failure) => applyServerFieldErrors(failure, form),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {changing ? "Change kiosk PIN" : "Set kiosk PIN"} · {worker.name}
          </DialogTitle>
          <DialogDescription>
            {worker.name} taps their name on a site kiosk and types this PIN to clock in and out.
            {changing ? " The old PIN stops working at once." : ""}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)}>
          <FormField
            id="worker-pin"
            label="New PIN"
            hint={`${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digits, not one digit repeated nor a run like 1234.`}
            error={error}
          >
            {(control) => (
              // Narrow: the toggle sits at the end of the field, beside the digits.
              <div className="max-w-56">
                <PasswordInput
                  {...control}
                  {...form.register("pin")}
                  visible={visible}
                  onVisibleChange={setVisible}
                  secretName="PIN"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={PIN_MAX_DIGITS}
                  className="text-lg tracking-widest tabular-nums"
                  autoFocus
                />
              </div>
            )}
          </FormField>
          <FormAlert message={formError} />
          <FormDialogFooter onCancel={onClose} pending={setPin.isPending} submitLabel={setPin.isPending ? "Saving..." : changing ? "Change PIN" : "Set PIN"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
