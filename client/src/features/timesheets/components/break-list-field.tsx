// The breaks of an entry typed by hand (Add Time Entry, Correct Time Entry): "Add break", then per break its kind, a
// start and an end time and a remove button. Controlled: the form owns the rows and their messages (break-rows.ts).
import { Plus, X } from "lucide-react";
import { BREAK_KIND_LABELS, BREAK_KINDS } from "@shared/domain/breaks";
import { Button } from "@/components/ui/button";
import { EnumSelect, optionsOf } from "@/components/ui/enum-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isBreakKind, NEW_BREAK_ROW, type BreakRowValues } from "../break-rows";

type Props = {
  /** The ids' start: `${idPrefix}-break-1-start` and so on. */
  idPrefix: string;
  rows: readonly BreakRowValues[];
  onChange: (rows: BreakRowValues[]) => void;
  /** The message under one row's field, if any. */
  errorOf: (index: number, field: "startTime" | "endTime" | "kind") => string | undefined;
  /** Under the list: what the breaks take off the shift. */
  hint?: string;
};

const KIND_OPTIONS = optionsOf(BREAK_KINDS, BREAK_KIND_LABELS);

export function BreakListField({ idPrefix, rows, onChange, errorOf, hint }: Props) {
  const change = (index: number, patch: Partial<BreakRowValues>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="grid grid-cols-1 gap-3" data-testid={`${idPrefix}-breaks`}>
      <legend className="mb-1.5 text-base font-medium text-slate-900">Breaks</legend>
      {rows.length === 0 ? <p className="text-base text-slate-600">No breaks.</p> : null}
      <ol className="grid grid-cols-1 gap-3">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li
              key={index}
              className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:p-0"
            >
              <FormField id={`${idPrefix}-break-${n}-kind`} label={`Break ${n}`} error={errorOf(index, "kind")} className="col-span-2 sm:col-span-1">
                {(control) => (
                  <EnumSelect control={control} value={row.kind} options={KIND_OPTIONS} onValueChange={(kind) => isBreakKind(kind) && change(index, { kind })} />
                )}
              </FormField>
              <FormField id={`${idPrefix}-break-${n}-start`} label={<><span className="sr-only">{`Break ${n} `}</span>Start</>} error={errorOf(index, "startTime")} className="order-2 sm:order-none">
                {(control) => <Input {...control} type="time" value={row.startTime} onChange={(e) => change(index, { startTime: e.target.value })} />}
              </FormField>
              <FormField id={`${idPrefix}-break-${n}-end`} label={<><span className="sr-only">{`Break ${n} `}</span>End</>} error={errorOf(index, "endTime")} className="order-2 sm:order-none">
                {(control) => <Input {...control} type="time" value={row.endTime} onChange={(e) => change(index, { endTime: e.target.value })} />}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove break ${n}`}
                className="order-1 self-end sm:order-none sm:mt-7 sm:self-start"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, NEW_BREAK_ROW])}>
          <Plus aria-hidden="true" /> Add break
        </Button>
        {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      </div>
    </fieldset>
  );
}
