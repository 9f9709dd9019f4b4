import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToastLabels } from "./sonner-toaster";

type Kind = "success" | "error" | "info";
type Options = { description?: string };
type Pending = { kind: Kind; message: string; options?: Options };

/**
 * Toasts without shipping sonner to every page: the first toast loads it (and mounts its region),
 * then shows what was asked in the meantime. Same calls as sonner: toast.success / error / info.
 */
let wanted = false;
const pending: Pending[] = [];
const listeners = new Set<() => void>();
let deliver: ((item: Pending) => void) | undefined;

function request(item: Pending) {
  if (deliver) return deliver(item);
  pending.push(item);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string, options?: Options) => request({ kind: "success", message, options }),
  error: (message: string, options?: Options) => request({ kind: "error", message, options }),
  info: (message: string, options?: Options) => request({ kind: "info", message, options }),
};

const SonnerRegion = lazy(async () => {
  const module = await import("./sonner-toaster");
  return {
    default: function Region({ labels }: { labels: ToastLabels }) {
      // Once the region is mounted, deliver what was waiting and everything that follows.
      useEffect(() => {
        deliver = ({ kind, message, options }) => module.sonnerToast[kind](message, options);
        for (const item of pending.splice(0)) deliver(item);
      }, []);
      return <module.Toaster labels={labels} />;
    },
  };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount once (in the root); renders nothing until the first toast. */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerRegion labels={labels} />
    </Suspense>
  );
}
