// Register tab: names, e-mail and a password that meets the spec's rules.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRegister } from "../api";
import { PASSWORD_HINT, type RegisterValues, registerSchema } from "../schemas";
import { EmailField } from "./email-field";

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const register = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        form.reset();
        onRegistered();
      },
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
        </FormField>
        <FormField id="register-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
        </FormField>
      </div>
      <EmailField id="register-email" error={errors.email?.message} registration={form.register("email")} />
      <FormField id="register-password" label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" pending={register.isPending}>
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
