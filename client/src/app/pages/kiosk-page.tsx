// A site kiosk's screen (/kiosk): a shared tablet an administrator made a time clock for one project. It opens with or
// without someone signed in: the device's kiosk credential decides what it shows.
import { useCurrentUser } from "@/features/auth/api";
import { KioskScreen } from "@/features/kiosk/components/kiosk-screen";

export function KioskPage() {
  const user = useCurrentUser();
  return <KioskScreen signedIn={Boolean(user.data)} />;
}
