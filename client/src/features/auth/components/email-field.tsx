// The e-mail field of the sign-in, registration and forgot-password forms: one set of phone keyboard hints.
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function EmailField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input {...control} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...registration} />
      )}
    </FormField>
  );
}
