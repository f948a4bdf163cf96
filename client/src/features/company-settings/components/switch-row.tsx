// A switch with its label and a line under it, as a field of the Company settings form; and a card of one such switch.
import { Controller, type Control } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { CompanySettingsFormValues } from "../company-settings-form";

/** The form's on/off fields. */
type SwitchField = { [K in keyof CompanySettingsFormValues]: CompanySettingsFormValues[K] extends boolean ? K : never }[keyof CompanySettingsFormValues];

interface SwitchRowProps {
  control: Control<CompanySettingsFormValues>;
  name: SwitchField;
  id: string;
  label: string;
  hint: string;
  disabled?: boolean;
}

export function SwitchRow({ control, name, id, label, hint, disabled = false }: SwitchRowProps) {
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

/** A card that holds one switch: its title and a line on what the switch is for, above it. */
export function SwitchCard({ title, description, ...row }: SwitchRowProps & { title: string; description: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchRow {...row} />
      </CardContent>
    </Card>
  );
}
