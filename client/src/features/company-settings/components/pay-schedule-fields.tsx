// The pay schedule (issue 27 step 4): how often the company pays, the day its workweek starts (over which weekly
// overtime counts), and for weekly and biweekly periods a date on which one starts. Each choice says what it does.
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { PAY_FREQUENCIES, PAY_FREQUENCY_LABELS, periodsHaveAnchor, WEEKDAY_NAMES, type PayFrequency } from "@shared/domain/pay-schedule";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EnumSelect, optionsOf, type SelectOption } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CompanySettingsFormValues } from "../company-settings-form";

const FREQUENCY_OPTIONS = optionsOf(PAY_FREQUENCIES, PAY_FREQUENCY_LABELS);
const WEEKDAY_OPTIONS: SelectOption[] = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }));

const FREQUENCY_HINTS: Record<PayFrequency, string> = {
  weekly: "One workweek per pay period.",
  biweekly: "Two workweeks per pay period, counted from the date below.",
  semimonthly: "The 1st to the 15th and the 16th to the month's end. A workweek across the 15th keeps counting toward its 40 hours; its overtime is paid in the period where it ends.",
  monthly: "Each calendar month. A workweek across the month's end keeps counting toward its 40 hours; its overtime is paid in the period where it ends.",
};

export function PayScheduleCard({
  control,
  register,
  errors,
}: {
  control: Control<CompanySettingsFormValues>;
  register: UseFormRegister<CompanySettingsFormValues>;
  errors: FieldErrors<CompanySettingsFormValues>;
}) {
  const frequency = useWatch({ control, name: "payFrequency" });
  const startsOn = WEEKDAY_NAMES[Number(useWatch({ control, name: "workweekStartsOn" }))] ?? WEEKDAY_NAMES[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pay schedule</CardTitle>
        <CardDescription>
          Payroll is approved and exported per pay period. A change applies from the first period after the last approved one; approved periods keep their days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Controller
          control={control}
          name="payFrequency"
          render={({ field }) => (
            <FormField id="pay-frequency" label="Pay frequency" hint={FREQUENCY_HINTS[field.value]} error={errors.payFrequency?.message}>
              {(fieldControl) => (
                <EnumSelect
                  control={{ ...fieldControl, ref: field.ref, onBlur: field.onBlur, className: "max-w-md" }}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as PayFrequency)}
                  options={FREQUENCY_OPTIONS}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="workweekStartsOn"
          render={({ field }) => (
            <FormField
              id="workweek-starts-on"
              label="Workweek starts on"
              hint="Weekly overtime counts the hours of this day and the six after it. Change it only for good: the law does not let a workweek move to avoid overtime."
              error={errors.workweekStartsOn?.message}
            >
              {(fieldControl) => (
                <EnumSelect
                  control={{ ...fieldControl, ref: field.ref, onBlur: field.onBlur, className: "max-w-48" }}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={WEEKDAY_OPTIONS}
                />
              )}
            </FormField>
          )}
        />
        {periodsHaveAnchor(frequency) ? (
          <FormField
            id="pay-period-anchor"
            label="A pay period starts on"
            hint={`Any ${startsOn} on which one of your pay periods starts${frequency === "weekly" ? " (optional for weekly periods)" : ""}.`}
            error={errors.payPeriodAnchor?.message}
          >
            {(fieldControl) => <Input {...fieldControl} type="date" className="max-w-48" {...register("payPeriodAnchor")} />}
          </FormField>
        ) : null}
      </CardContent>
    </Card>
  );
}
