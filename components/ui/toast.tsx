"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cn, focusRing } from "@/lib/ui/cn";

export type ToastVariant = "success" | "error" | "info" | "warning";
/**
 * `message` is the toast's title; `description`, when given, its second line (e.g. the server's reason).
 * Every toast leaves after `durationMs` (an error, by default, after twice the others' time), so none covers a
 * dialog's controls for good; the countdown pauses while the pointer or focus is on it.
 */
export type ToastOptions = { message: string; description?: string; variant: ToastVariant; durationMs?: number };
type ToastItem = Required<Omit<ToastOptions, "description">> & Pick<ToastOptions, "description"> & { id: number };

/** Default time on screen; calls may pass their own (6000, 15000…). */
export const TOAST_DURATION_MS = 5000;
const ERROR_TOAST_DURATION_MS = 10_000;
const MAX_VISIBLE = 4;

type ToastApi = { toast: (options: ToastOptions) => number; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

const variants: Record<ToastVariant, string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-blue-600 bg-blue-50 text-blue-900",
  warning: "border-yellow-500 bg-yellow-50 text-yellow-900",
};

/** Holds the toasts shown top right (at most 4; a 5th pushes out the oldest). Wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback(({ message, description, variant, durationMs }: ToastOptions) => {
    durationMs ??= variant === "error" ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
    const id = ++nextId.current;
    setToasts((list) => [...list, { id, message, description, variant, durationMs }].slice(-MAX_VISIBLE));
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <section
        aria-label="Notificaciones"
        className={cn(
          "pointer-events-none fixed top-4 right-4 z-[100] flex flex-col gap-2 print:hidden",
          "w-[min(24rem,calc(100vw-2rem))]",
        )}
      >
        {toasts.map((t) => (
          <Toast key={t.id} item={t} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext>
  );
}

/**
 * `toast({ message, description?, variant, durationMs? })` shows a toast and returns its id; `dismiss(id)` hides it.
 * Must be used under `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const remaining = useRef(item.durationMs);
  const [paused, setPaused] = useState(false);

  // The countdown pauses while the pointer or focus is on the toast, so it can be read and closed.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  const isError = item.variant === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
      aria-atomic="true"
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-4 text-sm shadow-lg",
        variants[item.variant],
      )}
    >
      <div className="flex-1 break-words">
        <p>{item.message}</p>
        {item.description && <p className="mt-1 text-xs opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Cerrar"
        onClick={() => onDismiss(item.id)}
        className={cn("-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100", focusRing)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
