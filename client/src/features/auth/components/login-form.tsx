// Sign In tab: the external identity provider (when configured), then e-mail and password, and "Forgot password?".
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { oidcEndpoints } from "@shared/api/auth";
import { authQueries, useLogin } from "../api";
import { type LoginValues, loginSchema } from "../schemas";
import { ForgotPasswordForm } from "./forgot-password-form";
import { EmailField } from "./email-field";

export function LoginForm() {
  const login = useLogin();
  const config = useQuery(authQueries.config());
  const provider = config.data?.oidc ?? null;
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const [forgotOpen, setForgotOpen] = useState(false);

  if (forgotOpen) {
    return (
      <ForgotPasswordForm
        focusEmail
        defaultEmail={form.getValues("email")}
        onBack={() => {
          setForgotOpen(false);
          // Back where the person left: the password field of the Sign In form.
          setTimeout(() => form.setFocus("password"));
        }}
      />
    );
  }

  return (
    <div className="grid gap-5">
      {provider ? (
        <>
          <Button asChild variant="outline" size="lg" className="h-auto min-h-12 w-full py-2 text-center text-base whitespace-normal">
            <a href={oidcEndpoints(encodeURIComponent(provider.name)).start.path}>
              <KeyRound aria-hidden="true" />
              Continue with {provider.displayName}
            </a>
          </Button>
          <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or sign in with email
            <span className="h-px flex-1 bg-slate-200" />
          </div>
        </>
      ) : null}
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <EmailField id="login-email" error={errors.email?.message} registration={form.register("email")} />
        <div className="grid gap-1">
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            {(control) => (
              <Input {...control} type="password" autoComplete="current-password" {...form.register("password")} />
            )}
          </FormField>
          <Button variant="link" className="min-h-11 justify-self-end px-1 text-base" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" className="w-full" pending={login.isPending || login.isSuccess}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </div>
  );
}
