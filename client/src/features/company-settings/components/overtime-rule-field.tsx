// The overtime rule (issue 27): the spec's two presets and the federal and state ones, each explained under the choice,
// and Nevada's daily switch while Nevada is chosen.
import { Controller, useWatch, type Control } from "react-hook-form";
import { isSpecPreset, OVERTIME_RULES, type OvertimeRule } from "@shared/domain/overtime-labels";
import { OVERTIME_RULE_NAMES, OVERTIME_RULE_SUMMARIES } from "@shared/domain/overtime-setting";
import { EnumSelect, type SelectOption } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import type { CompanySettingsFormValues } from "../company-settings-form";
import { SwitchRow } from "./switch-row";

const RULE_OPTIONS: SelectOption[] = OVERTIME_RULES.map((rule) => ({
  value: rule,
  label: OVERTIME_RULE_NAMES[rule],
  group: isSpecPreset(rule) ? "Company rule" : "Federal and state law",
}));

export function OvertimeRuleField({ control, error }: { control: Control<CompanySettingsFormValues>; error?: string }) {
  const rule = useWatch({ control, name: "overtimeRule" });
  return (
    <>
      <Controller
        control={control}
        name="overtimeRule"
        render={({ field }) => (
          <FormField id="overtime-rule" label="Overtime rule" hint={OVERTIME_RULE_SUMMARIES[field.value]} error={error}>
            {(fieldControl) => (
              <EnumSelect
                control={{ ...fieldControl, ref: field.ref, onBlur: field.onBlur, className: "max-w-md" }}
                value={field.value}
                onValueChange={(value) => field.onChange(value as OvertimeRule)}
                options={RULE_OPTIONS}
              />
            )}
          </FormField>
        )}
      />
      {rule === "nevada" ? (
        <SwitchRow
          control={control}
          name="nevadaDailyOvertimeBelowRate"
          id="nevada-daily-overtime"
          label="Daily overtime over 8 hours"
          hint="Nevada requires it for workers paid less than 1.5 times the state minimum wage. The workday is the 24 hours from when the worker starts."
        />
      ) : null}
    </>
  );
}
