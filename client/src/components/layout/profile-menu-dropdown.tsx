// The profile menu itself, loaded on first use (see profile-menu.tsx). Sign Out first asks when punches this person
// made offline are still on the phone: they stay there and go out only when the same person signs in again.
import { LogOut, Settings } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Link } from "wouter";
import { authApi } from "@shared/api/routes";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Avatar, PROFILE_TRIGGER_CLASS, type ProfileMenuProps } from "./profile-menu";

const SIGN_OUT_URL = authApi.logout.path;

function unsentPunchesWarning(count: number): string {
  const one = count === 1;
  return (
    `${one ? "1 punch you made has" : `${count} punches you made have`} not been sent yet. ${one ? "It stays" : "They stay"} ` +
    "on this phone and will be sent when you sign in again here with a connection. Nobody else who signs in on this " +
    `phone can send ${one ? "it" : "them"}.`
  );
}

export default function ProfileMenuDropdown({
  name,
  email,
  profileImageUrl,
  onSignOut,
  unsentPunches,
  defaultOpen,
}: ProfileMenuProps & { defaultOpen?: boolean }) {
  // The count stays while the dialog animates closed, so its text does not change under the person's eyes.
  const [warning, setWarning] = useState({ open: false, unsentCount: 0 });
  const closeWarning = () => setWarning((current) => ({ ...current, open: false }));

  function signOut() {
    onSignOut?.();
    window.location.assign(SIGN_OUT_URL);
  }

  // The link still works without script; with it, the count is checked first (0 when it cannot be read).
  async function chooseSignOut(event: MouseEvent) {
    event.preventDefault();
    const count = await (unsentPunches?.() ?? Promise.resolve(0)).catch(() => 0);
    if (count > 0) setWarning({ open: true, unsentCount: count });
    else signOut();
  }

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger aria-label="Profile menu" className={PROFILE_TRIGGER_CLASS}>
          <Avatar src={profileImageUrl} />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel className="flex items-center gap-3">
            <Avatar src={profileImageUrl} className="size-11" />
            <span className="min-w-0">
              <span className="block truncate text-base font-semibold text-slate-900">{name}</span>
              {email ? <span className="block truncate text-sm font-normal text-slate-600">{email}</span> : null}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/profile">
              <Settings aria-hidden="true" />
              Profile Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild variant="destructive">
            <a href={SIGN_OUT_URL} onClick={(event) => void chooseSignOut(event)}>
              <LogOut aria-hidden="true" />
              Sign Out
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={warning.open} onOpenChange={(open) => !open && closeWarning()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Punches not sent yet</DialogTitle>
            <DialogDescription>{unsentPunchesWarning(warning.unsentCount)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={closeWarning}>
              Stay Signed In
            </Button>
            <Button variant="destructive" onClick={signOut}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
