// The one way a failed write is shown: the MutationCache's onError (query-client.ts) toasts the server's message under
// the mutation's title, or the spec's fixed text where the spec gives one. A mutation that shows its failure
// elsewhere (next to a field, in its dialog) says `errorToast: false`.
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "./form-errors";
import { errorMessage } from "./api-client";

export interface ErrorToast {
  title: string;
  /** The spec's fixed text (SPEC: "Failed to create project. Please try again."), shown whatever the server said. */
  text?: string;
  /** Shown instead of the server's message when the server could not be reached or failed (status 0 or 5xx). */
  fallback?: string;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { errorToast?: ErrorToast | false };
  }
}

export function toastMutationError(error: unknown, meta: { errorToast?: ErrorToast | false } | undefined): void {
  const spec = meta?.errorToast;
  if (spec === false) return;
  const title = spec?.title ?? "Error";
  const description = spec?.text ?? (spec?.fallback ? serverMessageOr(error, spec.fallback) : errorMessage(error));
  toast({ title, description, variant: "destructive" });
}
