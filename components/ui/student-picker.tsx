"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { failureMessage } from "@/lib/client/api-request";
import { cn } from "@/lib/client/cn";
import { Button } from "./button";
import { Field, Input } from "./field";
import { personName } from "./person-cell";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import { useSay } from "./use-say";

/** A student as the picker shows and returns them. */
export type PickedStudent = StudentSearchRow;

const MIN_CHARS = 2;
const DELAY_MS = 300;

type Found = { text: string; students: PickedStudent[] } | { text: string; error: string };

/**
 * A student chosen by searching: name, surnames, DNI or e-mail, through `search`, which the feature
 * gives (the student-file search, the exams support's own…). An ARIA 1.2 combobox: arrows move through the
 * suggestions, Enter chooses, Escape closes; the count of suggestions is announced. Once chosen,
 * the student is shown by name and DNI with 'Cambiar' to search again.
 */
export function StudentPicker({
  label,
  value,
  onChange,
  error,
  required,
  className,
  search,
  noun = "alumno",
}: {
  /** The field's label; 'Alumno' unless named. */
  label?: string;
  value: PickedStudent | null;
  onChange: (student: PickedStudent | null) => void;
  error?: string;
  required?: boolean;
  className?: string;
  /** Where suggestions come from: the students matching the text typed. */
  search: (text: string) => Promise<PickedStudent[]>;
  /** What the suggestions are, in the count announced: students, or people of any role. */
  noun?: "alumno" | "persona";
}) {
  const t = useTranslations("common");
  const say = useSay();
  const name = label ?? t("students.label");
  const listId = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (wanted.length < MIN_CHARS) return;
    let live = true;
    const timer = setTimeout(() => {
      search(wanted).then(
        (students) => live && setFound({ text: wanted, students }),
        (err) => live && setFound({ text: wanted, error: failureMessage(err, say) }),
      );
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, search, say]);

  if (value) {
    return (
      <Field label={name} className={className} error={error}>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={`${personName(value.surnames, value.name)} · ${value.dni}`}
            className="min-w-0 flex-1"
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(null);
              setText("");
              setFound(null);
              requestAnimationFrame(() => input.current?.focus());
            }}
          >
            {t("actions.change")}
          </Button>
        </div>
      </Field>
    );
  }

  const current = found && found.text === wanted ? found : null;
  const students = current && "students" in current ? current.students : [];
  const expanded = open && students.length > 0;
  const status =
    wanted.length < MIN_CHARS
      ? ""
      : !current
        ? t("students.searching")
        : "error" in current
          ? ""
          : students.length === 0
            ? t(noun === "persona" ? "students.noPerson" : "students.noStudent")
            : t(noun === "persona" ? "students.peopleFound" : "students.studentsFound", { count: students.length });

  const choose = (s: PickedStudent) => {
    onChange(s);
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!students.length) return;
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + students.length) % students.length);
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      choose(students[active]!);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Field
      label={name}
      className={cn("relative", className)}
      error={error}
      required={required}
      hint={t("students.hint")}
    >
      <Input
        ref={input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      {current && "error" in current ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {current.error}
        </p>
      ) : (
        <p aria-live="polite" className="text-sm text-gray-600">
          {status}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={name}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {students.map((s, i) => (
          <li
            key={s.userId}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            className={cn("cursor-pointer px-3 py-2 text-sm", i === active ? "bg-blue-100" : "hover:bg-gray-100")}
          >
            <span className="font-medium">{personName(s.surnames, s.name)}</span>
            <span className="ml-2 text-gray-600">
              {s.dni}
              {s.email ? ` · ${s.email}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </Field>
  );
}
