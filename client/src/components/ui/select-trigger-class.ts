// The closed select's look, shared by the Radix trigger (select.tsx) and the stand-in that is drawn until a picker's
// code has loaded (lazy-select.tsx), so the two cannot drift apart. min-w-0 lets a long choice (a project name on a
// 390 px phone) truncate instead of widening the form past the card.
export const SELECT_TRIGGER_CLASS = [
  "flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-slate-900 shadow-xs",
  "focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 data-[placeholder]:text-slate-500 [&>span]:truncate",
].join(" ");
