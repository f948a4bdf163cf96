// A list's search box: the magnifier inside its left edge, then what was typed. Every screen's search is this one.
import { Search } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

type SearchInputProps = Omit<React.ComponentProps<"input">, "type" | "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the box around the field (its width), not of the field itself. */
  className?: string;
};

export function SearchInput({ value, onValueChange, className, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input {...props} type="search" className="pl-10" value={value} onChange={(event) => onValueChange(event.target.value)} />
    </div>
  );
}
