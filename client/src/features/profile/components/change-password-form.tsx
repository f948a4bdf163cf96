// Change Password card: current, new and confirm fields with show/hide toggles; the spec's toasts and rules.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { useChangePassword } from "../api";
import { type ChangePasswordValues, changePasswordProblem, changePasswordSchema } from "../schemas";
import { PasswordInput } from "@/components/ui/password-input";

type FieldName = keyof ChangePasswordValues;

const FIELDS: { name: FieldName; id: string; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", id: "current-password", label: "Current Password", autoComplete: "current-password" },
  {
    name: "newPassword",
    id: "new-password",
    label: "New Password",
    autoComplete: "new-password",
    hint: "At least 6 characters.",
  },
  { name: "confirmPassword", id: "confirm-password", label: "Confirm New Password", autoComplete: "new-password" },
];

const ALL_HIDDEN: Record<FieldName, boolean> = { currentPassword: false, newPassword: false, confirmPassword: false };

/** `email` feeds a hidden username field so password managers know which account the new password is for. */
export function ChangePasswordForm({ email }: { email: string | null }) {
  const changePassword = useChangePassword();
  const [visible, setVisible] = useState(ALL_HIDDEN);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      changePassword.mutate(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        {
          onSuccess: () => {
            form.reset();
            setVisible(ALL_HIDDEN);
          },
        },
      ),
    () => {
      const problem = changePasswordProblem(form.getValues());
      if (problem) toast(problem);
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing it signs you out on your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit} aria-label="Change Password">
          {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={field.id}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]?.message}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete={field.autoComplete}
                  visible={visible[field.name]}
                  onVisibleChange={(on) => setVisible((current) => ({ ...current, [field.name]: on }))}
                  {...form.register(field.name)}
                />
              )}
            </FormField>
          ))}
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" pending={changePassword.isPending}>
            {changePassword.isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
