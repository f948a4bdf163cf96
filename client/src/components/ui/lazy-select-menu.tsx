// The real select behind LazySelect (lazy-select.tsx), loaded on first use and opened by the tap that loaded it.
import type { LazySelectProps } from "./lazy-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export default function LazySelectMenu({ control, value, onValueChange, options, placeholder, disabled, defaultOpen }: LazySelectProps & { defaultOpen?: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
