"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { cn, focusRing } from "@/lib/client/cn";
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  toastReducer,
  toastsIn,
  type ToastItem,
  type ToastOptions,
  type ToastState,
  type ToastVariant,
} from "./toast-state";
import { useSay } from "./use-say";

export { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, type ToastOptions, type ToastVariant };

type ToastApi = { toast: (options: ToastOptions) => number; dismiss: (id: number) => void };

const ToastContext = createContext<ToastApi | null>(null);

const variants: Record<ToastVariant, string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-blue-600 bg-blue-50 text-blue-900",
  warning: "border-yellow-500 bg-yellow-50 text-yellow-900",
};

type ToastList = {
  state: ToastState;
  dismiss: (id: number) => void;
  addOutlet: (id: string) => () => void;
};
const ToastListContext = createContext<ToastList | null>(null);

/**
 * Holds the toasts (at most 4; a 5th pushes out the oldest; a toast with the `source` of an earlier one
 * replaces it). They show at the bottom right, clear of the header's 'Menú' and 'Cerrar sesión', or
 * inside the open dialog (`DialogToasts`): there they cover none of its controls, stay in its focus
 * trap, and are not hidden from assistive technology with the rest of the page. A dialog that opens
 * shows the toasts still on screen at its top, and they return to the page when it closes; a toast
 * raised before a navigation is read on the next page. Every toast leaves after its time (errors later),
 * not while the pointer or focus is on it. Wrap the app once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common.toast");
  const [state, send] = useReducer(toastReducer, { toasts: [], outlets: [] });
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => send({ type: "dismiss", id }), []);
  const toast = useCallback(({ durationMs, ...options }: ToastOptions) => {
    const id = ++nextId.current;
    const time = durationMs ?? (options.variant === "error" ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
    send({ type: "add", item: { ...options, id, durationMs: time } });
    return id;
  }, []);
  const addOutlet = useCallback((outlet: string) => {
    send({ type: "open-dialog", outlet });
    return () => send({ type: "close-dialog", outlet });
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const list = useMemo(() => ({ state, dismiss, addOutlet }), [state, dismiss, addOutlet]);

  return (
    <ToastContext value={api}>
      <ToastListContext value={list}>
        {children}
        <section
          aria-label={t("region")}
          className={cn(
            "pointer-events-none fixed right-4 bottom-4 z-[100] flex flex-col gap-2 print:hidden",
            "w-[min(24rem,calc(100vw-2rem))]",
          )}
        >
          {toastsIn(state, null).map((t) => (
            <Toast key={t.id} item={t} onDismiss={dismiss} />
          ))}
        </section>
      </ToastListContext>
    </ToastContext>
  );
}

/** Where the toasts raised in this dialog show while it is the innermost one open: at the top of its panel, kept in view. */
export function DialogToasts() {
  const list = useContext(ToastListContext);
  const id = useId();
  const addOutlet = list?.addOutlet;
  useEffect(() => addOutlet?.(id), [addOutlet, id]);
  const toasts = list ? toastsIn(list.state, id) : [];
  if (!list || toasts.length === 0) return null;
  return (
    <div className="sticky top-0 z-10 -mx-2 flex flex-col gap-2 print:hidden">
      {toasts.map((t) => (
        <Toast key={t.id} item={t} onDismiss={list.dismiss} />
      ))}
    </div>
  );
}

/**
 * `toast({ message, description?, variant, durationMs?, source? })` shows a toast and returns its id;
 * `dismiss(id)` hides it. Must be used under `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** One toast; a catalogue key among its texts (an error the kit words, e.g. no connection) is said in the page's language. */
function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const t = useTranslations("common.toast");
  const say = useSay();
  const remaining = useRef(item.durationMs);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const isError = item.variant === "error";

  // The countdown pauses while the pointer or focus is on the toast, so it can be read and closed.
  useEffect(() => {
    if (hovered || focused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [hovered, focused, item.id, onDismiss]);
  return (
    <div
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
      aria-atomic="true"
      data-variant={item.variant}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-4 text-sm shadow-lg",
        variants[item.variant],
      )}
    >
      <div className="flex-1 break-words">
        <p>{say(item.message)}</p>
        {item.description && <p className="mt-1 text-xs opacity-90">{say(item.description)}</p>}
      </div>
      <button
        type="button"
        aria-label={t("dismiss")}
        onClick={() => onDismiss(item.id)}
        className={cn("-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100", focusRing)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
