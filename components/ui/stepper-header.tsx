import { useTranslations } from "next-intl";
import { cn, focusRing } from "@/lib/client/cn";

type StepState = "done" | "current" | "pending";

const circle: Record<StepState, string> = {
  done: "border-blue-700 bg-blue-700 text-white",
  current: "border-blue-700 bg-white text-blue-800",
  pending: "border-gray-300 bg-white text-gray-500",
};

/** One numbered header of `Stepper`; completed steps are buttons that go back to them. */
export function StepHeader({
  index,
  title,
  state,
  connector,
  onSelect,
}: {
  index: number;
  title: string;
  state: StepState;
  /** Draws the line towards the next step (horizontal layout). */
  connector: boolean;
  onSelect?: () => void;
}) {
  const t = useTranslations("common.stepper");
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
          circle[state],
        )}
      >
        {state === "done" ? "✓" : index + 1}
      </span>
      <span className={cn("text-sm", state === "current" ? "font-semibold text-gray-900" : "text-gray-600")}>
        <span className="sr-only">{t("step", { number: index + 1 })} </span>
        {title}
        <span className="sr-only"> ({t(`states.${state}`)})</span>
      </span>
    </>
  );

  return (
    <li aria-current={state === "current" ? "step" : undefined} data-state={state} className="flex items-center gap-2">
      {onSelect ? (
        <button
          type="button"
          onClick={onSelect}
          className={cn("flex items-center gap-2 rounded-md text-left hover:underline", focusRing)}
        >
          {body}
        </button>
      ) : (
        <span className="flex items-center gap-2">{body}</span>
      )}
      {connector && <span aria-hidden="true" className="hidden h-px w-8 bg-gray-300 sm:block" />}
    </li>
  );
}
