// A crew member's (or foreman's) correction requests on the Timesheet screen, only when there are some: every one still
// waiting, then the newest answered ones with the office's note; the older ones one tap away.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { listedRequests, type CorrectionRequestView } from "../correction-request-text";
import { CorrectionRequestItem } from "./correction-request-item";

type Props = {
  requests: readonly CorrectionRequestView[];
  timeZone: string;
  /** A foreman's list holds their crew's requests too: each names its worker. */
  forCrew: boolean;
};

export function MyCorrectionRequests({ requests, timeZone, forCrew }: Props) {
  const [showAll, setShowAll] = useState(false);
  const { shown, hidden } = listedRequests(requests, { showAll });
  const waiting = requests.filter((r) => r.status === "pending").length;
  return (
    <Card aria-labelledby="my-correction-requests-title" role="region" data-testid="my-correction-requests">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="my-correction-requests-title">{forCrew ? "Correction requests" : "My correction requests"}</CardTitle>
        <CardDescription>
          {forCrew ? "Yours and your crew's, on your projects. " : ""}
          {waiting > 0 ? `${waiting} waiting for the office.` : "The office has answered all of them."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {shown.map((request) => (
            <li key={request.id}>
              <CorrectionRequestItem request={request} timeZone={timeZone} showWorker={forCrew} />
            </li>
          ))}
        </ul>
        {hidden > 0 || showAll ? (
          <Button variant="ghost" className="justify-self-start" onClick={() => setShowAll((all) => !all)}>
            {showAll ? "Show fewer" : `Show ${hidden} older`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
