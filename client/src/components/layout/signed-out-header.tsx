// The dark bar above the signed-out screens (sign-in, and the pages of e-mailed links): a way back to the home page and the logo.
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "./logo";

export function SignedOutHeader() {
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          Back to home
        </Link>
        <Logo />
      </div>
    </header>
  );
}
