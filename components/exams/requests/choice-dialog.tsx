"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { Receipt, type ReceiptProps } from "@/components/ui/receipt";
import { useApiForm } from "@/components/ui/use-api-form";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { examsApi, examsPaths } from "@/lib/exams/client";
import { ApiRequestError } from "@/lib/client/api-request";
import { choiceToasts } from "./choice-toasts";
import { Badge } from "@/components/ui/status-badge";
import { JoinWaitlist, JoinWaitlistButton } from "../waitlist/join-waitlist";
import { requestBody, type RequestBody, type RequestRow } from "@/lib/exams/requests/schemas";
import { type ExamRow } from "@/lib/exams/exams/schemas";
import { type OfferedVenue } from "@/lib/exams/venues/schemas";

const isFull = (venue: OfferedVenue) => venue.seatsLeft === 0;

/**
 * Chooses a venue for an exam, with the seats left at each; a full venue offers its waiting list
 * instead. With `change`, the student's choice of this exam moves to another venue ('Cambiar de sede').
 * 'Aceptar' on the receipt moves focus to the exam's card (`cardOf`), where the choice now shows: the
 * button that opened the dialog is gone by then.
 */
export function ChoiceDialog({
  exam,
  change,
  warning,
  cardOf,
  onClose,
}: {
  exam: ExamRow | null;
  /** The choice whose venue changes. */
  change?: RequestRow | null;
  /** The day-load warning for this exam; it does not stop the choice. */
  warning?: string;
  /** The card of an exam on the page, focused once its receipt is accepted. */
  cardOf: (examId: number) => HTMLElement | null;
  onClose: () => void;
}) {
  const t = useTranslations("exams");
  const locale = useLocale();
  const seatsText = (venue: OfferedVenue) =>
    venue.seatsLeft === null ? t("choice.noSeatLimit") : t("choice.seatsLeft", { count: venue.seatsLeft });
  const toasts = choiceToasts(t);
  const read = useApiRead<OfferedVenue[]>(exam ? examsPaths.venues(exam.id) : null);
  // While another exam's venues load, none show.
  const venues = read.loading ? null : read.data;
  // The venue that answered 423 (full): the dialog then offers its waiting list.
  const [full, setFull] = useState<RequestBody | null>(null);
  const [receipt, setReceipt] = useState<Omit<ReceiptProps, "onClose"> | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(requestBody, {
    defaultValues: { examId: exam?.id ?? 0, headquarterId: "" },
    submit: (body: RequestBody) =>
      change ? examsApi.changeVenue(change.id, { headquarterId: body.headquarterId }) : examsApi.choose(body),
    ...toasts,
    success: change ? t("choice.venueChanged") : toasts.success,
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 423 && exam) {
        setFull({ examId: exam.id, headquarterId: form.getValues("headquarterId") });
      }
    },
    onDone: (created) => {
      const venue = venues?.find((v) => v.courseId === form.getValues("headquarterId"));
      setReceipt({
        title: change ? t("choice.receipt.changeTitle") : t("choice.receipt.title"),
        at: new Date(),
        items: [
          { label: t("choice.receipt.request"), value: String(created.id) },
          { label: t("choice.receipt.course"), value: exam!.courseName },
          { label: t("choice.receipt.exam"), value: `${exam!.option}, ${formatDateTime(exam!.date, locale)}` },
          { label: t("choice.receipt.venue"), value: venue?.courseName ?? "—" },
        ],
        next: t("choice.receipt.next"),
      });
    },
  });
  // The exam whose receipt was accepted, until the dialog has closed and focus has moved to its card.
  const accepted = useRef<number | null>(null);
  const close = () => {
    setFull(null);
    setReceipt(null);
    onClose();
  };

  useEffect(() => {
    if (exam) form.reset({ examId: exam.id, headquarterId: "" });
  }, [exam, form]);

  const error = errorOf("headquarterId");
  return (
    <Dialog
      open={exam !== null}
      onOpenChange={(open) => !open && close()}
      title={
        exam
          ? t(change ? "choice.changeTitle" : "choice.chooseTitle", { option: exam.option })
          : t("choice.chooseVenue")
      }
      description={exam ? `${exam.courseName}, ${formatDateTime(exam.date, locale)}` : undefined}
      returnFocusTo={() => {
        const examId = accepted.current;
        accepted.current = null;
        return examId === null ? null : cardOf(examId);
      }}
    >
      {receipt ? (
        <Receipt
          {...receipt}
          onClose={() => {
            accepted.current = exam?.id ?? null;
            close();
          }}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {warning && (
            <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {warning}
            </p>
          )}
          <fieldset className="flex flex-col gap-2" aria-describedby={error ? "venue-error" : undefined}>
            <legend className="mb-2 text-sm font-medium text-gray-900">{t("choice.venue")}</legend>
            {read.loading && <p className="text-sm text-gray-600">{t("choice.loadingVenues")}</p>}
            {read.error && <LoadError message={read.error} />}
            {venues?.length === 0 && <p className="text-sm text-gray-600">{t("choice.noVenues")}</p>}
            {venues?.map((venue) => {
              const current = change?.headquarterId === venue.courseId;
              return (
                <div
                  key={venue.courseId}
                  className="flex flex-wrap items-center gap-3 rounded-md border border-gray-200 px-3 py-2"
                >
                  <label className="flex flex-1 items-center gap-3">
                    <input
                      type="radio"
                      value={venue.courseId}
                      disabled={current || isFull(venue)}
                      {...form.register("headquarterId")}
                    />
                    <span className="flex-1">{venue.courseName}</span>
                    {current ? (
                      <Badge tone="green">{t("choice.currentVenue")}</Badge>
                    ) : isFull(venue) ? (
                      <Badge tone="red">{t("choice.full")}</Badge>
                    ) : (
                      <span className="text-sm text-gray-700">{seatsText(venue)}</span>
                    )}
                  </label>
                  {isFull(venue) && !current && exam && (
                    <JoinWaitlistButton
                      body={{ examId: exam.id, headquarterId: venue.courseId }}
                      venueName={venue.courseName}
                      onJoined={close}
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
          {error && (
            <p id="venue-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          {full && full.examId === exam?.id && <JoinWaitlist body={full} onJoined={close} />}
          <FormActions onCancel={close} busy={busy}>
            {t("choice.confirm")}
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
