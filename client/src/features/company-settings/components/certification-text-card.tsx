// The words workers sign their pay period under (issue 27 step 5), saved on their own: a changed text is stored as its
// next version, and each signature keeps the version it was made under. Checked by the contract's own body schema.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { CERTIFICATION_TEXT_MAX_CHARS, certificationTextInputSchema, type CertificationTextInput } from "@shared/api/period-signatures";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { formatMomentIn } from "@/lib/zoned-time";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { companySettingsQueries, useSaveCertificationText, type CertificationTextView } from "../api";

function TextForm({ current }: { current: CertificationTextView }) {
  const timeZone = useCompanyTimeZone();
  const save = useSaveCertificationText();
  const form = useForm<CertificationTextInput>({
    resolver: zodResolver(certificationTextInputSchema),
    defaultValues: { language: current.language, text: current.text },
    mode: "onTouched",
  });
  const { errors, isDirty } = form.formState;
  const onValid = (values: CertificationTextInput) =>
    save.mutate(values, {
      onSuccess: (saved) => form.reset({ language: saved.language, text: saved.text }),
      onError: (error) => applyServerFieldErrors(error, form),
    });
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit(onValid)} aria-label="Certification text">
      <FormField
        id="certification-text"
        label="What workers sign"
        hint={`Version ${current.version}${current.createdByName ? `, by ${current.createdByName} on ${formatMomentIn(current.createdAt, timeZone)}` : ", as Crewline came"}. Up to ${CERTIFICATION_TEXT_MAX_CHARS} characters.`}
        error={errors.text?.message}
      >
        {(control) => <Textarea {...control} rows={5} {...form.register("text")} />}
      </FormField>
      <FormAlert message={formRefusal(save.error, "The text could not be saved. Check the connection and try again.")} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="outline" className="w-full sm:w-auto" pending={save.isPending} disabled={!isDirty && !save.isPending}>
          {save.isPending ? "Saving..." : "Save text"}
        </Button>
        <p role="status" className="flex min-h-6 items-center gap-1.5 text-base font-medium text-emerald-800">
          {save.isSuccess && !isDirty ? (
            <>
              <CheckCircle2 className="size-5" aria-hidden="true" /> Saved as version {save.data.version}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

export function CertificationTextCard() {
  const texts = useQuery(companySettingsQueries.certificationTexts());
  const english = texts.data?.find((t) => t.language === "en");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Certification text</CardTitle>
        <CardDescription>The words a worker signs under when they sign their pay period. A change applies to the next signatures; earlier ones keep the words they were signed under.</CardDescription>
      </CardHeader>
      <CardContent>
        {texts.isPending ? (
          <Skeleton className="h-32" aria-label="Loading the certification text" />
        ) : texts.isError || !english ? (
          <ErrorState title="Could not load the certification text" message={texts.isError ? errorMessage(texts.error) : "No text is stored."} onRetry={() => void texts.refetch()} retrying={texts.isFetching} />
        ) : (
          <TextForm key={english.id} current={english} />
        )}
      </CardContent>
    </Card>
  );
}
