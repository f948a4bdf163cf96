// Backup: the embedded database downloads as one file from here; on PostgreSQL the card shows the pg_dump line.
import { useQuery } from "@tanstack/react-query";
import { DatabaseBackup, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { errorMessage } from "@/lib/api-client";
import { adminQueries } from "../api";

export function BackupCard() {
  const info = useQuery(adminQueries.backupInfo());
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup className="size-5 text-slate-600" aria-hidden="true" />
          Backup
        </CardTitle>
        <CardDescription>Every project, worker, time entry and account, saved as one file.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {info.isPending ? (
          <Skeleton className="h-11 w-full sm:w-48" />
        ) : info.isError ? (
          <ErrorState title="Could not load the backup method" message={errorMessage(info.error)} onRetry={() => info.refetch()} retrying={info.isFetching} />
        ) : info.data.method === "download" ? (
          <>
            <Button asChild className="w-full sm:w-auto">
              <a href={info.data.path} download>
                <Download aria-hidden="true" /> Download Backup
              </a>
            </Button>
            <p className="text-sm text-slate-600">
              Keep it somewhere other than this computer. The README shows how to start again from it with{" "}
              <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.8125rem]">npm run restore</code>.
            </p>
          </>
        ) : (
          <>
            <p className="text-base text-slate-700">
              This server keeps its data in PostgreSQL. Back it up on the database server with:
            </p>
            <pre className="rounded-lg bg-slate-900 p-3 text-sm break-all whitespace-pre-wrap text-slate-50">
              <code>{info.data.command}</code>
            </pre>
          </>
        )}
      </CardContent>
    </Card>
  );
}
