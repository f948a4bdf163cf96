// The whole screen of a device that is not (or no longer) a kiosk: the server's reason and the way to sign in.
import { MonitorX } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";

export function NotAKiosk({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="bg-slate-900 px-4 py-3 text-white sm:px-6">
        <Logo />
      </header>
      <main className="mx-auto grid w-full max-w-lg flex-1 content-center gap-5 px-4 py-8 text-center">
        <MonitorX className="mx-auto size-16 text-slate-700" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-slate-900">This device is not a kiosk</h1>
        <p className="text-lg text-slate-800">{message}</p>
        <Button asChild size="lg" className="h-14 text-xl">
          <Link href={signedIn ? "/" : "/auth"}>{signedIn ? "Open Crewline" : "Sign in"}</Link>
        </Button>
      </main>
    </div>
  );
}
