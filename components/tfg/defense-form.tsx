"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions, Textarea } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { useApiForm } from "@/components/ui/use-api-form";
import { isoToZonedInput } from "@/lib/dates";
import { tfgApi } from "@/lib/tfg/client";
import { defenseBody, type DefenseBody, type DefenseRow } from "@/lib/tfg/defenses/schemas";
import { failureToast } from "@/lib/client/failure-toast";
import { DefenseReceipt } from "./defense-receipt";
import { useDefenseChoices } from "./use-defense-choices";
import { useShowNewRow } from "@/lib/client/use-show-new-row";

/** 'Solicitar defensa' for the student: opens the form. */
export function DefenseFormButton() {
  const t = useTranslations("tfg");
  const [open, setOpen] = useState(false);
  const showNewRow = useShowNewRow();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("defenses.request")}</Button>
      {open && <DefenseForm onClose={() => setOpen(false)} onCreated={showNewRow} />}
    </>
  );
}

const options = (items: { id: number; name: string }[] | null) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

const MEMBERS = ["chairman", "secretary", "vocal"] as const;

/**
 * The defense request form: the request to defend (accepted ones, page 0 size 50), a DEFENSE call
 * open now, a court of the request's degree, a date among its free slots and a time of that date,
 * and three members who are neither the project's director nor each other. Location only when ACCEPTED.
 */
export function DefenseForm({
  defense,
  onClose,
  onCreated,
}: {
  defense?: DefenseRow;
  onClose: () => void;
  /** Called with the new defense request's id when its receipt is closed. */
  onCreated?: (id: number) => void;
}) {
  const t = useTranslations("tfg");
  const [date, setDate] = useState(defense ? isoToZonedInput(defense.start).date : "");
  const { form, onSubmit, busy, errorOf } = useApiForm(defenseBody, {
    defaultValues: defense
      ? {
          requestId: defense.requestId,
          termId: defense.termId,
          courtId: defense.courtId,
          timeSpanId: defense.timeSpanId ?? undefined,
          chairman: defense.chairman,
          secretary: defense.secretary,
          vocal: defense.vocal,
          title: defense.title ?? "",
          comments: defense.comments ?? "",
          location: defense.location ?? "",
        }
      : { chairman: "", secretary: "", vocal: "", title: "", comments: "" },
    submit: (body) =>
      defense
        ? tfgApi.updateDefense(defense.requestId, defense.id, body)
        : tfgApi.createDefense(Number(body.requestId), body),
    success: t(defense ? "defenses.form.updated" : "defenses.form.created"),
    failure: failureToast(t(defense ? "defenses.form.updateFailed" : "defenses.form.createFailed")),
    onDone: (saved) => (defense ? onClose() : setReceipt(saved)),
  });
  const [receipt, setReceipt] = useState<DefenseRow | null>(null);
  const v = useWatch({ control: form.control }) as DefenseBody;
  const requestId = Number(v.requestId) || undefined;
  const { requests, terms, courts, failed } = useDefenseChoices(requestId, t, defense);
  const request = requests?.find((r) => r.id === requestId);

  const court = courts?.find((c) => c.id === Number(v.courtId));
  const free = useMemo(() => (court?.timeSpans ?? []).filter((s) => !s.reserved), [court]);
  const dates = [...new Set(free.map((s) => isoToZonedInput(s.start).date))];
  const times = free.filter((s) => isoToZonedInput(s.start).date === date);
  const director = request?.instructorId;
  const people = court
    ? [court.chairman, court.secretary, court.vocal].map((id, i) => ({
        id,
        name: [court.chairmanName, court.secretaryName, court.vocalName][i],
      }))
    : [];
  const candidates = people.filter((p): p is { id: string; name: string } => Boolean(p.id) && p.id !== director);

  const chooseCourt = (id: string) => {
    const c = courts?.find((x) => x.id === Number(id));
    form.setValue("courtId", id ? Number(id) : (undefined as never));
    form.setValue("timeSpanId", undefined as never);
    setDate("");
    if (c) {
      form.setValue("chairman", c.chairman === director ? "" : c.chairman);
      form.setValue("secretary", c.secretary === director ? "" : c.secretary);
      form.setValue("vocal", c.vocal && c.vocal !== director ? c.vocal : "");
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(defense ? "defenses.form.editTitle" : "defenses.form.newTitle")}
      size="xl"
    >
      {receipt ? (
        <DefenseReceipt
          receipt={receipt}
          onClose={() => {
            onClose();
            onCreated?.(receipt.id);
          }}
        />
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          {failed.map((message) => (
            <LoadError key={message} message={message} />
          ))}
          <Field label={t("defenses.form.request")} required error={errorOf("requestId")}>
            <Select
              value={String(v.requestId ?? "")}
              disabled={Boolean(defense)}
              onChange={(e) =>
                form.setValue("requestId", e.target.value ? Number(e.target.value) : (undefined as never))
              }
            >
              <option value="">{t("defenses.form.selectRequest")}</option>
              {defense && !request && (
                <option value={defense.requestId}>
                  {defense.provisionalTitle ?? t("defenses.form.requestNumber", { id: defense.requestId })}
                </option>
              )}
              {requests?.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.degreeName} — {r.provisionalTitle ?? r.areaName}
                </option>
              ))}
            </Select>
          </Field>
          {requestId && terms && terms.length === 0 && !defense && (
            <p role="alert" className="text-sm text-red-700">
              {t("defenses.form.noTerms")}
            </p>
          )}
          <Field label={t("defenses.form.term")} required error={errorOf("termId")}>
            <Select
              value={String(v.termId ?? "")}
              onChange={(e) => form.setValue("termId", e.target.value ? Number(e.target.value) : (undefined as never))}
            >
              <SelectOptions placeholder={t("defenses.form.selectTerm")} options={options(terms)} />
            </Select>
          </Field>
          <Field label={t("ui.court")} required error={errorOf("courtId")}>
            <Select value={String(v.courtId ?? "")} onChange={(e) => chooseCourt(e.target.value)}>
              <SelectOptions placeholder={t("defenses.form.selectCourt")} options={options(courts)} />
            </Select>
          </Field>
          {court && free.length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              {t("defenses.form.noFreeSlots")}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("ui.date")} required>
              <Select
                value={date}
                onChange={(e) => (setDate(e.target.value), form.setValue("timeSpanId", undefined as never))}
              >
                <SelectOptions
                  placeholder={t("defenses.form.selectDate")}
                  options={dates.map((d) => ({ value: d, label: d.split("-").reverse().join("/") }))}
                />
              </Select>
            </Field>
            <Field label={t("ui.time")} required error={errorOf("timeSpanId")}>
              <Select
                value={String(v.timeSpanId ?? "")}
                onChange={(e) =>
                  form.setValue("timeSpanId", e.target.value ? Number(e.target.value) : (undefined as never))
                }
              >
                <SelectOptions
                  placeholder={t("defenses.form.selectTime")}
                  options={times.map((s) => ({ value: s.id, label: isoToZonedInput(s.start).time }))}
                />
              </Select>
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {MEMBERS.map((name) => (
              <Field key={name} label={t(`ui.${name}`)} required error={errorOf(name)}>
                <Select value={v[name] ?? ""} onChange={(e) => form.setValue(name, e.target.value)}>
                  <option value="">{t("ui.select")}</option>
                  {candidates
                    .filter((p) => p.id === v[name] || !MEMBERS.some((other) => other !== name && v[other] === p.id))
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                </Select>
              </Field>
            ))}
          </div>
          <Field label={t("ui.title")}>
            <Input {...form.register("title")} />
          </Field>
          <Field label={t("ui.comments")}>
            <Textarea rows={3} {...form.register("comments")} />
          </Field>
          {defense?.defenseRequestStatus === "ACCEPTED" && (
            <Field label={t("ui.place")} error={errorOf("location")}>
              <Input {...form.register("location")} />
            </Field>
          )}
          <FormActions onCancel={onClose} busy={busy}>
            {t("ui.save")}
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
