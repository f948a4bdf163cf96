// An entry's correction requests, newest first, with their outcome: part of the entry's history wherever it is shown
// (the office's Correct Time Entry dialog, the Request correction dialog). Nothing is drawn while there are none.
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { correctionRequestQueries } from "../correction-request-queries";
import { CorrectionRequestItem } from "./correction-request-item";

export function CorrectionRequestHistory({ entryId, timeZone }: { entryId: number; timeZone: string }) {
  const requests = useQuery(correctionRequestQueries.forEntry(entryId));
  if (requests.isPending) return <Skeleton className="h-20" />;
  // The entry's own history is the dialog's subject; a failed read of its requests is said in one line, not a panel.
  if (requests.isError) return <p className="text-base text-slate-600">Correction requests could not be loaded.</p>;
  if (requests.data.length === 0) return null;
  return (
    <section aria-labelledby={`entry-${entryId}-requests`} className="grid grid-cols-1 gap-2">
      <h3 id={`entry-${entryId}-requests`} className="text-base font-semibold text-slate-900">
        Correction requests
      </h3>
      <ul className="grid grid-cols-1 gap-2">
        {requests.data.map((request) => (
          <li key={request.id}>
            <CorrectionRequestItem request={request} timeZone={timeZone} showEntry={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
