// An office user who opens an administrator's screen (Admin, Company Settings) by its address or an old link: the
// screen exists and their colleague can open it, so they read why they cannot and whom to ask, not "Page Not Found".
import { ShieldUser } from "lucide-react";
import { ScreenMessage } from "./screen-message";

export function AdminOnlyPage() {
  return (
    <ScreenMessage
      icon={<ShieldUser aria-hidden="true" />}
      title="Only admins can open this"
      text="This screen is for your company's administrators. Ask one of them if you need something changed here."
    />
  );
}
