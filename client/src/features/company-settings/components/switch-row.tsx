// A switch with its label and a line under it, as a field of the Company settings form.
import { Controller, type Control } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { CompanySettingsFormValues } from "../company-settings-form";

/** The form's on/off fields. */
type SwitchField = { [K in keyof CompanySettingsFormValues]: CompanySettingsFormValues[K] extends boolean ? K : never }[keyof CompanySettingsFormValues];

export function SwitchRow({
  control,
  name,
  id,
  label,
  hint,
  disabled = false,
}: {
  control: Control<CompanySettingsFormValues>;
  name: SwitchField;
  id: string;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid gap-1.5">
          <div className="flex min-h-11 items-center gap-3">
            <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} aria-describedby={`${id}-hint`} disabled={disabled} />
            <Label htmlFor={id}>{label}</Label>
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      )}
    />
  );
}
