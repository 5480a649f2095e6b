import type { ReactNode } from "react";
import { REVIEW_FINISHED, type ExamDetail } from "@/lib/exams/online/schemas";
import { examStateLabel } from "@/lib/exams/transitions";
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
export function examBanner(exam: ExamDetail, instructor: boolean): ReactNode {
  const reason = exam.reason ? ` Razón: ${exam.reason}` : "";
  switch (exam.state) {
    case "NOT_UPLOADED":
      return instructor ? (
        <Banner tone="info">Sube el fichero de instrucciones y el de preguntas.</Banner>
      ) : (
        <Banner tone="info">El profesor aún no ha subido el examen.</Banner>
      );
    case "UPLOADED":
    case "UPLOAD_WITHOUT_FILES":
      return instructor ? (
        <Banner tone="info">Soporte está procesando el examen.</Banner>
      ) : (
        <Banner tone="info">Revisa los ficheros y marca la subida como correcta o incorrecta.</Banner>
      );
    case "UPLOAD_INCORRECT":
      return (
        <Banner tone="error">
          {instructor
            ? "La subida del examen es incorrecta: vuelve a subir los ficheros."
            : "Esperando a que el profesor vuelva a subir el examen."}
          {reason}
        </Banner>
      );
    case "UPLOAD_CORRECT":
      return (
        <Banner tone="success">
          {instructor
            ? "La subida es correcta. Soporte configurará el examen."
            : "La subida es correcta: configura el examen y márcalo pendiente de revisión."}
        </Banner>
      );
    case "REVISION_PENDING":
      return (
        <Banner tone="info">
          {instructor
            ? "Revisa el examen configurado y confírmalo o márcalo como incorrecto."
            : "Pendiente de revisión por el profesor."}
        </Banner>
      );
    case "REVISED_INCORRECT":
      return <Banner tone="error">El profesor ha marcado la revisión como incorrecta.{reason}</Banner>;
    case "REVISED_CORRECT":
      return <Banner tone="success">{REVIEW_FINISHED}</Banner>;
    default:
      return <Banner tone="error">{examStateLabel(exam.state)}</Banner>;
  }
}
