// "PIN set": the worker can punch at a site kiosk (the office set their PIN). Words and an icon, never colour alone.
import { KeyRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function WorkerPinBadge() {
  return (
    <Badge variant="secondary">
      <KeyRound aria-hidden="true" /> PIN set
    </Badge>
  );
}
