// A strip under the header for a crew member or foreman whose account is not linked to a worker record yet: their
// lists are scoped to that record, so they are empty until the office links it, and every screen says why.
import { Link2Off } from "lucide-react";
import { NOT_LINKED_MESSAGE } from "@shared/domain/account-roles";

export function NotLinkedBanner() {
  return (
    <p className="flex items-start justify-center gap-2 border-b border-sky-200 bg-sky-50 px-4 py-2 text-base font-medium text-sky-950 sm:items-center">
      <Link2Off className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
      <span>{NOT_LINKED_MESSAGE}</span>
    </p>
  );
}
