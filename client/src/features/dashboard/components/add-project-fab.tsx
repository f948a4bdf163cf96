// The floating add button: above the bottom navigation on phones, in the corner on desktop.
import { Plus } from "lucide-react";

export function AddProjectFab({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Add New Project"
      title="Add New Project"
      onClick={onClick}
      className="fixed right-4 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 active:bg-brand-900 lg:right-8 lg:bottom-8"
    >
      <Plus className="size-7" aria-hidden="true" />
    </button>
  );
}
