// Toast store: one toast at a time, a new toast replaces the previous one (SPEC 4 "Notifications").
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to 5000. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: number };

let current: ToastRecord | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast, replacing any toast on screen. Callable from anywhere (mutation callbacks included). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

/** Read by <Toaster/>: the toast on screen, if any. */
export function useToastState(): ToastRecord | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}
