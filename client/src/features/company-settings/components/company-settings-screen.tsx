// Company Settings (/company-settings, admins): the company's name, the overtime rule, break pay, the pay schedule, the meal-break rule, the forgotten clock-out alert and the optional
// auto-close, the sign-off at clock-out and whether cost codes are required, in one form saved at once (the contract takes the whole object). Phone first: one column of cards, the
// Save button full width; at a desk the cards sit side by side. Loaded in its own chunk (it brings zod).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { MAX_OPEN_ENTRY_HOURS } from "@shared/api/company-settings";
import { screenHeading } from "@shared/screens";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors, formRefusal } from "@/lib/form-errors";
import { companySettingsQueries, useSaveCompanySettings, type CompanySettings } from "../api";
import { SettingsChanges } from "./settings-changes";
import { CertificationTextCard } from "./certification-text-card";
import { OvertimeRuleField } from "./overtime-rule-field";
import { PayScheduleCard } from "./pay-schedule-fields";
import { SwitchCard, SwitchRow } from "./switch-row";
import { companySettingsFormSchema, toCompanySettingsBody, toCompanySettingsFormValues, type CompanySettingsFormValues } from "../company-settings-form";

export function CompanySettingsScreen({ viewerRole }: { viewerRole: string }) {
  const settings = useQuery(companySettingsQueries.get());
  return (
    <>
      <PageHeader {...screenHeading("company-settings-page", viewerRole)} />
      {settings.isPending ? (
        <Skeleton className="h-72" aria-label="Loading the company settings" />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the company settings"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <SettingsForm saved={settings.data} />
          <CertificationTextCard />
          <SettingsChanges />
        </>
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: CompanySettings }) {
  const save = useSaveCompanySettings();
  const form = useForm<CompanySettingsFormValues>({
    resolver: zodResolver(companySettingsFormSchema),
    defaultValues: toCompanySettingsFormValues(saved),
    mode: "onTouched",
  });
  const { errors, isDirty } = form.formState;
  const autoCloseOn = useWatch({ control: form.control, name: "autoCloseOn" });
  const alertHours = useWatch({ control: form.control, name: "forgottenClockOutAlertHours" });
  const mealRuleOn = useWatch({ control: form.control, name: "mealBreakRule" }) !== "off";

  function onValid(values: CompanySettingsFormValues) {
    save.mutate(toCompanySettingsBody(values) as CompanySettings, {
      onSuccess: (next) => form.reset(toCompanySettingsFormValues(next)),
      onError: (error) => applyServerFieldErrors(error, form),
    });
  }

  // "Saved" stays until the next change: the admin sees the form holds what the server now has.
  const showSaved = save.isSuccess && !isDirty;
  return (
    <form noValidate className="grid grid-cols-1 gap-4" onSubmit={form.handleSubmit(onValid)} aria-label="Company settings">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Company</CardTitle>
          </CardHeader>
          <CardContent>
            <FormField id="company-name" label="Company name" hint="Named in the e-mail that invites a worker to Crewline." error={errors.companyName?.message}>
              {(control) => <Input {...control} autoComplete="organization" className="max-w-md" {...form.register("companyName")} />}
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Overtime and breaks</CardTitle>
            <CardDescription>Payroll and its exports follow the rule at once, for every week not yet approved. Rest breaks are always paid.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <OvertimeRuleField control={form.control} error={errors.overtimeRule?.message} />
            <SwitchRow
              control={form.control}
              name="mealBreaksPaid"
              id="meal-breaks-paid"
              label="Meal breaks are paid"
              hint="Off: meal breaks come off the hours worked. Applies to meal breaks started from now on; breaks already taken keep their pay."
            />
          </CardContent>
        </Card>
        <PayScheduleCard control={form.control} register={form.register} errors={errors} />
        <Card>
          <CardHeader>
            <CardTitle>Meal-break rule</CardTitle>
            <CardDescription>Checked per worker and day, across job switches. A day without the meal is flagged on the timesheet and on payroll.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Controller
              control={form.control}
              name="mealBreakRule"
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <div className="flex min-h-11 items-center gap-3">
                    <Switch
                      id="meal-break-rule"
                      checked={field.value === "california"}
                      onCheckedChange={(on) => field.onChange(on ? "california" : "off")}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      aria-describedby="meal-break-rule-hint"
                    />
                    <Label htmlFor="meal-break-rule">A 30 min meal before the end of the 5th hour (California)</Label>
                  </div>
                  <p id="meal-break-rule-hint" className="text-sm text-slate-600">
                    Off: no day is flagged. On: a day of more than 5 hours of work without a 30 min meal (or a clock-out of 30 min) starting by the
                    5th hour shows “Missed meal break”.
                  </p>
                </div>
              )}
            />
            <SwitchRow
              control={form.control}
              name="mealPremium"
              id="meal-premium"
              label="Pay one hour at the regular rate for each day a meal was missed"
              hint={
                mealRuleOn
                  ? "Off: the premium is shown on payroll but not paid. On: it is added to gross pay and the exports."
                  : "Needs the meal-break rule: turn the rule on first. While the rule is off no premium is shown or paid."
              }
              disabled={!mealRuleOn}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Forgotten clock-outs</CardTitle>
            <CardDescription>Catch a shift left running after the crew went home.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField
              id="alert-hours"
              label="Alert after (hours)"
              hint={`When someone is still clocked in after this many hours, the bell and an e-mail tell them, their project's foremen and the office, once. 1 to ${MAX_OPEN_ENTRY_HOURS}.`}
              error={errors.forgottenClockOutAlertHours?.message}
            >
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className="max-w-40" {...form.register("forgottenClockOutAlertHours")} />}
            </FormField>
            <SwitchRow
              control={form.control}
              name="autoCloseOn"
              id="auto-close"
              label="Auto-close forgotten clock-outs"
              hint="Off: entries stay open until someone clocks out or corrects them. On: they end at clock-in plus the hours below, marked “Auto-closed, needs review” until the office confirms or corrects them."
            />
            {autoCloseOn ? (
              <FormField
                id="auto-close-hours"
                label="Auto-close after (hours)"
                hint={`More hours than the alert (${alertHours.trim() || "…"}), at most ${MAX_OPEN_ENTRY_HOURS}.`}
                error={errors.autoCloseAfterHours?.message}
              >
                {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className="max-w-40" {...form.register("autoCloseAfterHours")} />}
              </FormField>
            ) : null}
          </CardContent>
        </Card>
        <SwitchCard
          title="Sign-off at clock-out"
          description="Two questions on the GPS clock when someone clocks out."
          control={form.control}
          name="signOffAtClockOut"
          id="sign-off-at-clock-out"
          label="Ask for a sign-off at clock-out"
          hint="The worker, or the foreman for the crew, answers “Did you take your breaks?” and “Were you injured today?”. An injury goes to the Safety screen. A skipped sign-off never stops the clock-out; the timesheet shows “No sign-off”."
        />
        <SwitchCard
          title="Cost codes"
          description="Book every entry's hours to a cost code from the company's list."
          control={form.control}
          name="costCodeRequired"
          id="cost-code-required"
          label="Require a cost code on every entry"
          hint="A punch without one is still taken (on the clock, a kiosk or offline) and shows “No cost code” on the timesheet; its week cannot be approved until it is given one. Entries added or corrected by hand must have one."
        />
        <SwitchCard
          title="Pay period signatures"
          description="Each worker reads their hours for the pay period on their phone and signs them."
          control={form.control}
          name="periodSignatures"
          id="period-signatures"
          label="Ask workers to sign their pay period"
          hint="From a period's last day, workers see their days, shifts, breaks and hours (never pay) under the certification text below, and sign. Payroll shows who has signed; a correction after signing asks for a new signature. Approving is never blocked."
        />
        <SwitchCard
          title="Who approves payroll"
          description="Office users always correct, add and delete time entries (never their own). Approving a week is for admins unless you share it."
          control={form.control}
          name="officeApprovesPayroll"
          id="office-approves-payroll"
          label="Office users approve payroll"
          hint="Office users may approve a week and read its pay changes, as admins do. Nobody approves a week that holds their own hours: another approver must."
        />
      </div>
      <FormAlert message={formRefusal(save.error, "The settings could not be saved. Check the connection and try again.")} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" className="w-full sm:w-auto" pending={save.isPending} disabled={!isDirty && !save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </Button>
        <p role="status" className="flex min-h-6 items-center gap-1.5 text-base font-medium text-emerald-800">
          {showSaved ? (
            <>
              <CheckCircle2 className="size-5" aria-hidden="true" /> Saved
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
