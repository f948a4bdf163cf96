// A select whose Radix code (and its positioning library) loads when the picker is first reached for: until then a
// button that looks and reads the same (a combobox with the chosen value or the placeholder) stands in, and the tap
// that loads it also opens it. For pickers on a screen's first paint, such as the timesheet's tracker card.
import { ChevronDown } from "lucide-react";
import type { EnumSelectProps } from "./enum-select";
import { firstUse } from "./first-use";
import { SELECT_TRIGGER_CLASS } from "./select-trigger-class";

/** EnumSelect's props: the same control, its code loaded later. */
export type LazySelectProps = Omit<EnumSelectProps, "defaultOpen">;

const RealSelect = firstUse<LazySelectProps>(() => import("./lazy-select-menu"));

export function LazySelect(props: LazySelectProps) {
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <RealSelect
      {...props}
      standIn={(handlers) => (
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          {...props.control}
          disabled={props.disabled}
          data-placeholder={chosen ? undefined : ""}
          className={SELECT_TRIGGER_CLASS}
          {...handlers}
        >
          <span>{chosen ? chosen.label : (props.placeholder ?? "")}</span>
          <ChevronDown className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        </button>
      )}
    />
  );
}
