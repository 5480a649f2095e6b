"use client";

import { useEffect, useId, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { cn, focusRing } from "@/lib/client/cn";
import type { FieldErrorItem } from "@/lib/client/form-errors";

/** Marks the element an error summary is shown at the top of, when it is not the `<form>` itself (a wizard). */
export const ERROR_SUMMARY_ROOT = "data-error-summary-root";

/**
 * The event a summary link sends to a field that is hidden (e.g. on another wizard step); whoever
 * hides it shows it, focuses it and cancels the event (`preventDefault`).
 */
export const REVEAL_FIELD_EVENT = "reveal-field";

type SummaryLine = { key: string; text: string; href: string; target: HTMLElement | null; focus: () => void };

/** The summary's words, said by whoever shows it (it renders in a React root of its own, without the page's messages). */
export type SummaryWords = {
  /** 'Hay errores en el formulario' in the page's language. */
  title: string;
  /** A line above the links, e.g. a 400's message. */
  note?: string;
};

/**
 * GOV.UK's error summary: 'Hay errores en el formulario' and one link per field, which moves focus
 * to the field. It takes focus when shown, and is announced (`role="alert"`).
 */
export function ErrorSummary({ lines, title, note }: { lines: SummaryLine[] } & SummaryWords) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [lines]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn("mb-4 rounded-md border-2 border-red-700 bg-white p-4", focusRing)}
    >
      <h2 id={titleId} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-gray-800">{note}</p>}
      <ul className="mt-2 flex list-none flex-col gap-1">
        {lines.map((line) => (
          <li key={line.key}>
            <a
              href={line.href}
              className={cn("text-sm font-medium text-red-800 underline", focusRing)}
              onClick={(event) => {
                event.preventDefault();
                line.focus();
              }}
            >
              {line.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The control an error names: the input with its `name`, or, for a hidden input (a date and time
 * pair, a list of boxes), the first control of its fieldset; null when the page has none.
 */
function fieldElement(root: HTMLElement, name: string): HTMLElement | null {
  const named = root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!(named instanceof HTMLInputElement) || named.type !== "hidden") return named;
  return named.closest("fieldset")?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea") ?? null;
}

/** The words a person sees for a field: the group's name for choices and date pairs, else its label. */
function labelOf(element: HTMLElement | null): string | undefined {
  if (!element) return undefined;
  const choice = element instanceof HTMLInputElement && ["radio", "checkbox"].includes(element.type);
  const group = element.closest("[role=radiogroup],[role=group],fieldset");
  // A date and time pair carries its value in a hidden input directly under its fieldset.
  if (group && (choice || group.querySelector(":scope > input[type=hidden]"))) {
    return group.getAttribute("aria-label") ?? visibleText(group.querySelector("legend")) ?? undefined;
  }
  const labels = (element as HTMLInputElement).labels;
  return visibleText(labels?.[0] ?? null) ?? element.getAttribute("aria-label") ?? undefined;
}

function visibleText(element: Element | null): string | undefined {
  if (!element) return undefined;
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll("[aria-hidden=true]").forEach((n) => n.remove());
  return copy.textContent?.trim() || undefined;
}

function focusField(target: HTMLElement | null, fallback: () => void) {
  if (!target) return fallback();
  const hidden = target.closest("[hidden]");
  const reveal = new CustomEvent(REVEAL_FIELD_EVENT, { bubbles: true, cancelable: true });
  if (hidden && !target.dispatchEvent(reveal)) return;
  target.focus();
  target.scrollIntoView?.({ block: "center" });
}

const slots = new WeakMap<HTMLElement, { container: HTMLDivElement; root: Root }>();

/**
 * Shows (or replaces) the error summary at the top of `root` for the given fields (their messages
 * already in the page's language: `saidFieldErrors`), in the order they appear on the page;
 * `focusFallback` focuses a field that has no element with its name.
 */
export function showErrorSummary(
  root: HTMLElement,
  items: FieldErrorItem[],
  focusFallback: (name: string) => void,
  words: SummaryWords,
) {
  const named = [...root.querySelectorAll<HTMLElement>("[name]")];
  const lines = items
    .map(({ name, message }) => {
      const target = fieldElement(root, name);
      const label = labelOf(target);
      return {
        key: name,
        target,
        // The field's name links to it; its message is under the field (and read when it takes focus).
        text: label ?? message,
        href: target?.id ? `#${target.id}` : "#",
        focus: () => focusField(target, () => focusFallback(name)),
      };
    })
    .map((line, index) => ({ line, at: line.target ? named.indexOf(line.target) : named.length + index }))
    .sort((a, b) => a.at - b.at)
    .map(({ line }) => line);
  let slot = slots.get(root);
  if (!slot || !slot.container.isConnected) {
    const container = document.createElement("div");
    root.prepend(container);
    slot = { container, root: createRoot(container) };
    slots.set(root, slot);
  }
  slot.root.render(<ErrorSummary lines={lines} {...words} />);
}

/** Removes the summary from `root`, e.g. after a successful submit. */
export function hideErrorSummary(root: HTMLElement) {
  const slot = slots.get(root);
  if (!slot) return;
  slots.delete(root);
  slot.root.unmount();
  slot.container.remove();
}
