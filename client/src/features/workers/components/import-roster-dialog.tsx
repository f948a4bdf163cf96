// Import a roster from a CSV file: the server checks every row (nothing stored), the admin sees the rows with their
// errors, and only a clean file can be confirmed; the confirm stores every row or none.
import { FileUp } from "lucide-react";
import { useState } from "react";
import { ROSTER_COLUMNS, ROSTER_IMPORT_MAX_CHARS, ROSTER_IMPORT_MAX_ROWS, type RosterColumn } from "@shared/api/worker-import";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/api-client";
import { useImportRoster, usePreviewRoster, type RosterPreviewView } from "../api";

const COLUMN_LABELS: Record<RosterColumn, string> = {
  name: "Name",
  role: "Role",
  trade: "Trade",
  specialization: "Specialization",
  phone: "Phone",
  email: "E-mail",
  rate: "Rate",
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ImportRosterDialog({ open, onOpenChange }: Props) {
  const preview = usePreviewRoster();
  const importRoster = useImportRoster();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const result = csv !== null ? preview.data : undefined;

  function reset() {
    setCsv(null);
    setFileProblem(null);
    preview.reset();
  }

  async function choose(file: File | undefined) {
    reset();
    if (!file) return;
    const text = await file.text();
    if (text.length > ROSTER_IMPORT_MAX_CHARS) {
      setFileProblem(`The file is larger than ${ROSTER_IMPORT_MAX_CHARS / 1024} KB; split it into smaller files.`);
      return;
    }
    setCsv(text);
    preview.mutate(text, { onError: (error) => setFileProblem(errorMessage(error, "Could not read the file. Please try again.")) });
  }

  function confirm() {
    if (csv === null) return;
    importRoster.mutate(csv, {
      onSuccess: ({ imported }) => {
        toast({ title: "Workers Imported", description: `${imported} ${imported === 1 ? "worker was" : "workers were"} added to the roster.`, variant: "success" });
        reset();
        onOpenChange(false);
      },
      // The mutation toasts the failure; something changed since the preview (another import took an e-mail), so the
      // rows are shown as they stand now.
      onError: () => preview.mutate(csv),
    });
  }

  const clean = result !== undefined && result.errorRowCount === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Import Workers from CSV</DialogTitle>
          <DialogDescription>
            The first line names the columns, in any order: name, role, trade, specialization, phone, e-mail, rate (name, role and trade are
            required). Up to {ROSTER_IMPORT_MAX_ROWS} workers per file. Nothing is saved until you confirm a file without errors.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="roster-file">CSV file</Label>
          <Input id="roster-file" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
        </div>
        <FormAlert message={fileProblem} />
        {preview.isPending ? <p className="text-base text-slate-600">Checking the file...</p> : null}
        {result ? <PreviewTable preview={result} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!clean} pending={importRoster.isPending}>
            <FileUp aria-hidden="true" />
            {importRoster.isPending ? "Importing..." : clean ? `Import ${result.rows.length} ${result.rows.length === 1 ? "Worker" : "Workers"}` : "Import Workers"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: RosterPreviewView }) {
  const { rows, errorRowCount } = preview;
  return (
    <div className="grid gap-2">
      <p role="status" className={cn("text-base font-semibold", errorRowCount ? "text-red-800" : "text-green-800")}>
        {errorRowCount
          ? `${errorRowCount} of ${rows.length} ${rows.length === 1 ? "row has" : "rows have"} errors. Fix them in the file and choose it again; nothing was saved.`
          : `${rows.length} ${rows.length === 1 ? "worker is" : "workers are"} ready to import.`}
      </p>
      <ul className="grid max-h-[45dvh] gap-2 overflow-auto sm:hidden" aria-label="Workers in the file">
        {rows.map((row) => (
          <li key={row.line} className={cn("rounded-lg border p-3 text-base", row.errors.length ? "border-red-200 bg-red-50" : "border-slate-200")}>
            <p className="font-semibold text-slate-900">
              <span className="font-normal text-slate-600 tabular-nums">Line {row.line} · </span>
              {row.values.name.trim() || "(no name)"}
            </p>
            <p className="text-slate-700">{[row.values.role, row.values.trade, row.values.email, row.values.rate].filter((v) => v.trim()).join(" · ")}</p>
            {row.errors.length ? <RowErrors row={row} /> : null}
          </li>
        ))}
      </ul>
      <div className="hidden max-h-[45dvh] overflow-auto rounded-lg border border-slate-200 sm:block">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">Workers in the file, with their errors</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Line
              </th>
              {ROSTER_COLUMNS.map((column) => (
                <th key={column} scope="col" className={cn("px-2 py-2 font-semibold", column === "rate" && "text-right")}>
                  {COLUMN_LABELS[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const bad = new Set(row.errors.map((e) => e.column));
              return [
                <tr key={row.line} className={cn("border-t border-slate-100 align-top", row.errors.length && "bg-red-50")}>
                  <td className="px-2 py-1.5 text-right text-slate-600 tabular-nums">{row.line}</td>
                  {ROSTER_COLUMNS.map((column) => (
                    <td key={column} className={cn("px-2 py-1.5 break-words", column === "rate" && "text-right tabular-nums", bad.has(column) && "font-semibold text-red-800 underline decoration-red-400 decoration-wavy")}>
                      {row.values[column]}
                    </td>
                  ))}
                </tr>,
                row.errors.length ? (
                  <tr key={`${row.line}-errors`} className="bg-red-50">
                    <td />
                    <td colSpan={ROSTER_COLUMNS.length} className="px-2 pb-2">
                      <RowErrors row={row} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function RowErrors({ row }: { row: RosterPreviewView["rows"][number] }) {
  return (
    <ul className="mt-1 list-disc pl-5 text-red-900">
      {row.errors.map((error, i) => (
        <li key={i}>{error.column ? `${COLUMN_LABELS[error.column]}: ${error.message}` : error.message}</li>
      ))}
    </ul>
  );
}
