import type { ReactNode } from "react";
import type { ExamDetail } from "@/lib/exams/online/schemas";
import { examStateKey } from "@/lib/exams/transitions";
import type { ExamsT } from "../texts";
import { cn } from "@/lib/client/cn";

type Tone = "info" | "success" | "error";
const TONE_CLASSES: Record<Tone, string> = {
  info: "border-blue-200 bg-blue-50 text-blue-900",
  success: "border-green-200 bg-green-50 text-green-900",
  error: "border-red-200 bg-red-50 text-red-900",
};

function Banner({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <div className={cn("rounded-md border p-3 text-sm", TONE_CLASSES[tone])}>{children}</div>;
}

/** What each state says, to the instructor and to support (seed 001 §4). */
export function examBanner(t: ExamsT, exam: ExamDetail, instructor: boolean): ReactNode {
  const reason = exam.reason ? ` ${t("banner.reason", { reason: exam.reason })}` : "";
  switch (exam.state) {
    case "NOT_UPLOADED":
      return <Banner tone="info">{t(instructor ? "banner.uploadBoth" : "banner.notUploadedYet")}</Banner>;
    case "UPLOADED":
    case "UPLOAD_WITHOUT_FILES":
      return <Banner tone="info">{t(instructor ? "banner.supportProcessing" : "banner.reviewFiles")}</Banner>;
    case "UPLOAD_INCORRECT":
      return (
        <Banner tone="error">
          {t(instructor ? "banner.uploadAgain" : "banner.waitingUpload")}
          {reason}
        </Banner>
      );
    case "UPLOAD_CORRECT":
      return <Banner tone="success">{t(instructor ? "banner.correctInstructor" : "banner.correctSupport")}</Banner>;
    case "REVISION_PENDING":
      return <Banner tone="info">{t(instructor ? "banner.reviewConfigured" : "banner.pendingReview")}</Banner>;
    case "REVISED_INCORRECT":
      return (
        <Banner tone="error">
          {t("banner.reviewIncorrect")}
          {reason}
        </Banner>
      );
    case "REVISED_CORRECT":
      return <Banner tone="success">{t("banner.reviewFinished")}</Banner>;
    default:
      return <Banner tone="error">{t(examStateKey(exam.state))}</Banner>;
  }
}
