// The one cost code picker (issue 15) of a punch, a job switch, an entry added by hand and a correction: the company's
// active codes as "code – name" after a first "No cost code", with a search box once the list is long. An entry's
// own code stays offered when it has been deactivated since, so a correction shows it rather than a blank. While the
// company requires a code the label says so; "No cost code" stays offered (a punch without one is taken, and flagged).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { EntryCostCode } from "@shared/api/time-clock-views";
import { costCodesApi } from "@shared/api/routes";
import { FormField } from "@/components/ui/form-field";
import { LazySelect } from "@/components/ui/lazy-select";
import { SearchInput } from "@/components/ui/search-input";
import { endpointQuery } from "@/lib/endpoint-client";
import { useCostCodeRequired } from "@/lib/use-clock-settings";

const NONE = "none";
/** From this many codes a search box narrows the list (a phone's select shows about ten at once). */
const SEARCH_FROM_CODES = 12;

/** The company's active cost codes, as every picker reads them (one cached query). */
export const activeCostCodesQuery = () => endpointQuery(costCodesApi.list, { query: { active: "true" } });

/** Whether the company has cost codes to choose from (unknown while loading: false). */
export function useHasCostCodes(): boolean {
  return (useQuery(activeCostCodesQuery()).data?.length ?? 0) > 0;
}

/** How every screen writes a cost code. */
export function costCodeLabel(code: Pick<EntryCostCode, "code" | "name">): string {
  return `${code.code} – ${code.name}`;
}

type Props = {
  id: string;
  value: number | null;
  onChange: (costCodeId: number | null) => void;
  error?: string;
  /** By default "Cost code (optional)", or "Cost code (required by the company)" while the company requires one. */
  label?: string;
  /** The entry's code as it is, offered even when no longer active. */
  current?: EntryCostCode | null;
};

export const COST_CODE_REQUIRED_LABEL = "Cost code (required by the company)";

export function CostCodeSelect({ id, value, onChange, error, label, current = null }: Props) {
  const required = useCostCodeRequired();
  const codes = useQuery(activeCostCodesQuery());
  const [search, setSearch] = useState("");
  const active = codes.data ?? [];
  const term = search.trim().toLowerCase();
  const listed = [...active, ...(current && !active.some((c) => c.id === current.id) ? [current] : [])];
  const options = [
    { value: NONE, label: "No cost code" },
    ...listed
      .filter((c) => !term || c.id === value || costCodeLabel(c).toLowerCase().includes(term))
      .map((c) => ({ value: String(c.id), label: costCodeLabel(c) })),
  ];
  // Nothing to choose from: no picker at all, rather than one that offers only "No cost code".
  if (codes.isSuccess && listed.length === 0) return null;
  return (
    <FormField id={id} label={label ?? (required ? COST_CODE_REQUIRED_LABEL : "Cost code (optional)")} error={codes.isError ? "Could not load cost codes" : error}>
      {(control) => (
        <div className="grid gap-2">
          {active.length >= SEARCH_FROM_CODES ? (
            <SearchInput aria-label="Search cost codes" placeholder="Search codes" value={search} onValueChange={setSearch} />
          ) : null}
          <LazySelect
            control={control}
            value={value === null ? NONE : String(value)}
            onValueChange={(next) => onChange(next === NONE ? null : Number(next))}
            options={options}
            placeholder={codes.isPending ? "Loading cost codes..." : "No cost code"}
            disabled={codes.isPending}
          />
        </div>
      )}
    </FormField>
  );
}
