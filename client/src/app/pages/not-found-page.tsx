// 404 screen for signed-in users (and for /admin when the user is not an admin).
import { FileQuestion } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function NotFoundPage() {
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <FileQuestion className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-base text-slate-600">The page you are looking for does not exist or you do not have access to it.</p>
      <Button asChild>
        <Link href="/">Go to Dashboard</Link>
      </Button>
    </Card>
  );
}
