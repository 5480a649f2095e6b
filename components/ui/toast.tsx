"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { cn, focusRing } from "@/lib/client/cn";

export type ToastVariant = "success" | "error" | "info" | "warning";
/**
 * `message` is the toast's title; `description`, when given, its second line (e.g. the server's reason).
 * An error stays until it is closed; the other variants leave after `durationMs`.
 */
export type ToastOptions = { message: string; description?: string; variant: ToastVariant; durationMs?: number };
type ToastItem = Required<Omit<ToastOptions, "description">> & Pick<ToastOptions, "description"> & { id: number };

/** Default time on screen; calls may pass their own (6000, 15000…). */
export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 4;

type ToastApi = { toast: (options: ToastOptions) => number; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

const variants: Record<ToastVariant, string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-blue-600 bg-blue-50 text-blue-900",
  warning: "border-yellow-500 bg-yellow-50 text-yellow-900",
};

type ToastList = {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
  /** The dialogs' outlets, the innermost (last opened) last; empty when no dialog is open. */
  outlets: string[];
  addOutlet: (id: string) => () => void;
};
const ToastListContext = createContext<ToastList | null>(null);

/**
 * Holds the toasts (at most 4; a 5th pushes out the oldest). They show top right, or inside the open
 * dialog (`DialogToasts`): there they cover none of its controls, stay in its focus trap, and are not
 * hidden from assistive technology with the rest of the page. Wrap the app once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [outlets, setOutlets] = useState<string[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toast = useCallback(({ message, description, variant, durationMs = TOAST_DURATION_MS }: ToastOptions) => {
    const id = ++nextId.current;
    setToasts((list) => [...list, { id, message, description, variant, durationMs }].slice(-MAX_VISIBLE));
    return id;
  }, []);
  const addOutlet = useCallback((id: string) => {
    setOutlets((list) => [...list, id]);
    return () => setOutlets((list) => list.filter((o) => o !== id));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const list = useMemo(() => ({ toasts, dismiss, outlets, addOutlet }), [toasts, dismiss, outlets, addOutlet]);

  return (
    <ToastContext value={api}>
      <ToastListContext value={list}>
        {children}
        <section
          aria-label="Notificaciones"
          className={cn(
            "pointer-events-none fixed top-4 right-4 z-[100] flex flex-col gap-2 print:hidden",
            "w-[min(24rem,calc(100vw-2rem))]",
          )}
        >
          {outlets.length === 0 && toasts.map((t) => <Toast key={t.id} item={t} onDismiss={dismiss} />)}
        </section>
      </ToastListContext>
    </ToastContext>
  );
}

/** Where the toasts show while this dialog is the innermost one open: at the top of its panel, kept in view. */
export function DialogToasts() {
  const list = useContext(ToastListContext);
  const id = useId();
  const addOutlet = list?.addOutlet;
  useEffect(() => addOutlet?.(id), [addOutlet, id]);
  if (!list || list.outlets.at(-1) !== id || list.toasts.length === 0) return null;
  return (
    <div className="sticky top-0 z-10 -mx-2 flex flex-col gap-2 print:hidden">
      {list.toasts.map((t) => (
        <Toast key={t.id} item={t} onDismiss={list.dismiss} />
      ))}
    </div>
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

  const isError = item.variant === "error";

  // The countdown pauses while the pointer or focus is on the toast, so it can be read and closed.
  useEffect(() => {
    if (paused || isError) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, isError, item.id, onDismiss]);
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
        aria-label="Cerrar el aviso"
        onClick={() => onDismiss(item.id)}
        className={cn("-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100", focusRing)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
