// "via {provider}" under an account's address when it signs in through the OpenID provider, not with a password.
import { KeyRound } from "lucide-react";

export function ViaProvider({ provider }: { provider: string | null }) {
  if (!provider) return null;
  return (
    <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
      <KeyRound className="size-4 shrink-0" aria-hidden="true" />
      via {provider}
    </span>
  );
}
