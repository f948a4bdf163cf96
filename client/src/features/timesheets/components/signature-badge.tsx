// Whether a worker signed the period the Payroll tab shows (issue 27 step 5), on their card and in the desk grid; and
// how many have not, said before Approve. Informs, never blocks: the office may pay a worker who is away.
import type { WorkerSignatureView } from "@shared/api/payroll";
import { SIGNATURE_STATUS_TEXT, type SignatureStatus } from "@shared/domain/period-signature";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatMomentIn } from "@/lib/zoned-time";
import type { PayrollWeekView } from "../payroll-api";

const VARIANT: Record<SignatureStatus, BadgeProps["variant"]> = { signed: "success", outdated: "warning", unsigned: "outline" };

/** The worker's signature; null while the company does not ask (a worker with hours and no row has not signed). */
export function signatureOf(week: PayrollWeekView, workerId: number): WorkerSignatureView | null {
  if (week.signatures === null) return null;
  return week.signatures.find((s) => s.workerId === workerId) ?? { workerId, status: "unsigned", signedAt: null, certificationVersion: null };
}

/** The workers of the period whose hours are not signed as they are now. */
export function notSignedCount(week: PayrollWeekView): number {
  return week.workers.filter((line) => signatureOf(week, line.workerId)?.status !== "signed").length;
}

export function SignatureBadge({ signature, timeZone }: { signature: WorkerSignatureView; timeZone: string }) {
  const when = signature.status === "signed" && signature.signedAt ? ` ${formatMomentIn(signature.signedAt, timeZone)}` : "";
  return (
    <Badge variant={VARIANT[signature.status]} data-testid="signature-status">
      {SIGNATURE_STATUS_TEXT[signature.status]}
      {when}
    </Badge>
  );
}
