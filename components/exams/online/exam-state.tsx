import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/status-badge";
import { EXAM_STATES } from "@/db/enums/exams";
import { examStateKey } from "@/lib/exams/transitions";
import { cn } from "@/lib/client/cn";

const TONES: Record<string, BadgeTone> = {
  NOT_UPLOADED: "gray",
  UPLOADED: "blue",
  UPLOAD_WITHOUT_FILES: "blue",
  UPLOAD_INCORRECT: "red",
  UPLOAD_CORRECT: "green",
  REVISION_PENDING: "yellow",
  REVISED_INCORRECT: "red",
  REVISED_CORRECT: "green",
};

/** The exam's state; an unknown state reads 'Ha ocurrido un error leyendo el estado del examen'. */
export function ExamStateBadge({ state }: { state: string }) {
  const t = useTranslations("exams");
  return <Badge tone={TONES[state] ?? "red"}>{t(examStateKey(state))}</Badge>;
}

// The main path of the review cycle, shown as a timeline; side states sit at their step.
const STEPS = [
  { label: "states.NOT_UPLOADED", states: ["NOT_UPLOADED"] },
  { label: "states.UPLOADED", states: ["UPLOADED", "UPLOAD_WITHOUT_FILES", "UPLOAD_INCORRECT"] },
  { label: "states.UPLOAD_CORRECT", states: ["UPLOAD_CORRECT"] },
  { label: "states.REVISION_PENDING", states: ["REVISION_PENDING", "REVISED_INCORRECT"] },
  { label: "states.REVISED_CORRECT", states: ["REVISED_CORRECT"] },
] as const;

/** The exam status timeline of an instructor's exam card. */
export function ExamTimeline({ state }: { state: string }) {
  const t = useTranslations("exams");
  if (!(EXAM_STATES as readonly string[]).includes(state))
    return <p className="text-sm text-red-700">{t(examStateKey(state))}</p>;
  const current = STEPS.findIndex((step) => (step.states as readonly string[]).includes(state));
  return (
    <ol aria-label={t("online.stateLabel")} className="flex flex-wrap items-center gap-1 text-xs">
      {STEPS.map((step, index) => (
        <li
          key={step.label}
          aria-current={index === current ? "step" : undefined}
          className={cn(
            "rounded-full px-2 py-0.5 ring-1 ring-inset",
            index < current && "bg-green-50 text-green-900 ring-green-600/30",
            index === current && "bg-blue-700 font-semibold text-white ring-blue-700",
            index > current && "text-gray-700 ring-gray-300",
          )}
        >
          {t(index === current ? examStateKey(state) : step.label)}
        </li>
      ))}
    </ol>
  );
}
