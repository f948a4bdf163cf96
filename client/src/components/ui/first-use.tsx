// Menus and popovers load their code when first reached for (hover, focus or tap), not with the page: the
// positioning library behind them is the largest piece of the signed-in app's first download.
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

export type StandInHandlers = {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
};

/**
 * Returns a component that renders `standIn` (a button that looks like the real trigger) until first use, then the
 * real control, opened. The real control receives `defaultOpen` so the tap that loaded it also opens it.
 */
export function firstUse<P extends object>(load: () => Promise<{ default: ComponentType<P & { defaultOpen?: boolean }> }>) {
  const Real = lazy(load);
  let started: Promise<unknown> | undefined;
  const warm = () => {
    started ??= load().catch(() => {
      started = undefined;
    });
  };
  return function FirstUse({ standIn, ...props }: P & { standIn: (handlers: StandInHandlers) => ReactNode }) {
    const [armed, setArmed] = useState(false);
    const placeholder = standIn({ onClick: () => setArmed(true), onPointerEnter: warm, onFocus: warm });
    if (!armed) return <>{placeholder}</>;
    return (
      <Suspense fallback={placeholder}>
        <Real {...(props as unknown as P)} defaultOpen />
      </Suspense>
    );
  };
}
