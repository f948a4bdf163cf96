// "Forgot password?": asks for the address and mails a reset link; the answer reads the same for any address.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useForgotPassword } from "../api";
import { type ForgotPasswordValues, forgotPasswordSchema } from "../schemas";
import { EmailField } from "./email-field";

type ForgotPasswordFormProps = {
  /** The address already typed on the Sign In form, if any. */
  defaultEmail?: string;
  /** Back to the Sign In form. */
  onBack: () => void;
  /** The heading's text: the Sign In tab asks "Forgot your password?", a dead reset link "Get a new link". */
  title?: string;
  /** Puts the cursor in the address field at once: the person tapped "Forgot password?" to type one. */
  focusEmail?: boolean;
};

export function ForgotPasswordForm({ defaultEmail = "", onBack, title = "Forgot your password?", focusEmail = false }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusEmail) setFocus("email");
  }, [focusEmail, setFocus]);

  const backButton = (
    <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      Back to Sign In
    </Button>
  );

  if (forgot.isSuccess) {
    return (
      <div role="status" className="grid gap-4">
        <div className="flex items-start gap-3 rounded-card border border-green-200 bg-green-50 p-4 text-green-900">
          <MailCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">Check your email</h2>
            <p className="text-base">{forgot.data.message}</p>
            <p className="text-base">Nothing after a few minutes? Look in your spam folder, or ask for another link.</p>
          </div>
        </div>
        <Button variant="ghost" size="lg" className="w-full" onClick={() => forgot.reset()}>
          Send another link
        </Button>
        {backButton}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-labelledby="forgot-password-title"
      onSubmit={form.handleSubmit((values) => forgot.mutate(values))}
    >
      <div className="grid gap-1">
        <h2 id="forgot-password-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-base text-slate-600">
          Enter the email address you use for Crewline. We will email you a link to choose a new password.
        </p>
      </div>
      <EmailField id="forgot-email" error={errors.email?.message} registration={form.register("email")} />
      <Button type="submit" size="lg" className="w-full" pending={forgot.isPending}>
        {forgot.isPending ? "Sending..." : "Send Reset Link"}
      </Button>
      {backButton}
    </form>
  );
}
