// The one select over a fixed list of choices (statuses, priorities, categories, units, projects...): options as
// { value, label }, grouped under a heading when they name a group. LazySelect loads this same control on first use.
import type * as React from "react";
import type { FieldControlProps } from "./form-field";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "./select";

export type SelectOption = { value: string; label: string; /** Options sharing a group are listed under it, in order. */ group?: string };

/** What goes on the trigger: FormField's id and aria attributes, or an aria-label; a form's ref and onBlur. */
export type SelectTriggerProps = Partial<FieldControlProps> & {
  "aria-label"?: string;
  ref?: React.Ref<HTMLButtonElement>;
  onBlur?: () => void;
  className?: string;
};

export type EnumSelectProps = {
  control: SelectTriggerProps;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  defaultOpen?: boolean;
};

/** Options from a list of values, each shown by its label (or as itself). */
export function optionsOf<V extends string>(values: readonly V[], labels?: Readonly<Record<V, string>>): SelectOption[] {
  return values.map((value) => ({ value, label: labels ? labels[value] : value }));
}

function groupsOf(options: readonly SelectOption[]): { label: string | undefined; options: SelectOption[] }[] {
  const groups: { label: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.label === option.group) last.options.push(option);
    else groups.push({ label: option.group, options: [option] });
  }
  return groups;
}

export function EnumSelect({ control, value, onValueChange, options, placeholder, disabled, defaultOpen }: EnumSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {groupsOf(options).map((group, index) => {
          const items = group.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ));
          return group.label === undefined ? (
            items
          ) : (
            <SelectGroup key={`${group.label}-${index}`}>
              <SelectLabel>{group.label}</SelectLabel>
              {items}
            </SelectGroup>
          );
        })}
      </SelectContent>
    </Select>
  );
}
