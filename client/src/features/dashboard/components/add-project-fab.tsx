// The floating add button: above the bottom navigation on phones, in the corner on desktop. Placed after the page's
// last card, it also leaves room under it, so the button covers no card once the page is scrolled to its end.
import { Plus } from "lucide-react";

/**
 * The room under the last card: the button's top (56 px tall, 84 px above the bottom on phones, 32 px on desks) plus
 * 16 px, less the shell's own bottom padding (88 px on phones, 40 px on desks); the safe-area insets cancel out.
 */
const CLEARANCE_CLASS = "h-[4.25rem] lg:h-16";

export function AddProjectFab({ onClick }: { onClick: () => void }) {
  return (
    <>
      <div className={CLEARANCE_CLASS} aria-hidden="true" />
      <button
        type="button"
        aria-label="Add New Project"
        title="Add New Project"
        onClick={onClick}
        className="fixed right-4 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 active:bg-brand-900 lg:right-8 lg:bottom-8"
      >
        <Plus className="size-7" aria-hidden="true" />
      </button>
    </>
  );
}
