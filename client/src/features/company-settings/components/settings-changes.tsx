// The Company settings' Changes card: every change of the Company, payroll and kiosk settings, newest first, with who
// made it and when ('Weekly overtime after 40 h: off → on, by Administrator on Sat, Nov 28, 10:05 AM').
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { describeSettingsChange, formatSettingsChangeTime, settingsChangedByText } from "@/lib/settings-change-text";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { companySettingsQueries } from "../api";

/** The newest changes shown before 'Show all'. */
const RECENT_CHANGES_SHOWN = 10;

export function SettingsChanges() {
  const changes = useQuery(companySettingsQueries.changes());
  const timeZone = useCompanyTimeZone();
  const [all, setAll] = useState(false);
  const shown = all ? changes.data : changes.data?.slice(0, RECENT_CHANGES_SHOWN);
  return (
    <Card data-testid="settings-changes" className="mt-6">
      <CardHeader>
        <CardTitle>Changes</CardTitle>
        <CardDescription>Every change of these settings and the kiosk settings, newest first. Those that move pay are also listed on the Payroll tab.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {changes.isPending ? (
          <Skeleton className="h-10" />
        ) : changes.isError ? (
          <p role="alert" className="text-base text-red-900">
            Could not load the changes: {errorMessage(changes.error)}
          </p>
        ) : changes.data.length === 0 ? (
          <p className="text-base text-slate-600">No setting has been changed yet.</p>
        ) : (
          <>
            <ul className="grid grid-cols-1 divide-y divide-slate-200">
              {shown?.map((change) => (
                <li key={change.id} className="py-2">
                  <p className="text-base text-slate-900">{describeSettingsChange(change)}</p>
                  <p className="text-sm text-slate-600">
                    {settingsChangedByText(change)} on <time dateTime={change.changedAt}>{formatSettingsChangeTime(change, timeZone)}</time>
                  </p>
                </li>
              ))}
            </ul>
            {!all && changes.data.length > RECENT_CHANGES_SHOWN ? (
              <Button variant="outline" className="w-full sm:w-auto" onClick={() => setAll(true)}>
                Show all {changes.data.length} changes
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
