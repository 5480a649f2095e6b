"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/client/api-request";
import { examsApi } from "@/lib/exams/client";
import type { CheckinAnswer } from "@/lib/exams/attendance/schemas";
import { CameraScanner } from "./camera-scanner";
import { dropScan, enqueueScan, queuedScans, type QueuedScan } from "./scan-queue";

type Shown = { key: number; what: string; name: string | null; result: string; tone: "ok" | "warn" | "pending" };

const TONES = { ok: "border-green-600 bg-green-50", warn: "border-amber-600 bg-amber-50", pending: "border-gray-400" };

/**
 * 'Control de acceso' at one venue's door: a voucher's QR from the camera or a typed DNI/NIE, each
 * answered at once (the student's name and the server's answer, announced). Without a connection a scan
 * is queued on the device with its time and sent when the connection returns (the `online` event, and
 * on load); the server takes each booking once, so a scan sent twice still counts one arrival.
 */
export function CheckinDesk({ examId, venueId }: { examId: number; venueId: string }) {
  const t = useTranslations("exams");
  const admitted = t("checkin.admitted");
  const router = useRouter();
  const [shown, setShown] = useState<Shown[]>([]);
  const [pending, setPending] = useState(0);
  const [dni, setDni] = useState("");
  const [dniError, setDniError] = useState<string | null>(null);
  const seq = useRef(0);
  const flushing = useRef<Promise<void> | null>(null);

  const show = useCallback((entry: Omit<Shown, "key">) => {
    setShown((list) => [{ ...entry, key: ++seq.current }, ...list].slice(0, 20));
  }, []);
  const countPending = useCallback(async () => setPending((await queuedScans()).length), []);

  /** Sends one scan; null when there is no connection (the caller queues it). */
  const send = useCallback(async (scan: QueuedScan): Promise<CheckinAnswer | ApiRequestError | null> => {
    if (!navigator.onLine) return null;
    try {
      const { id: _queued, ...body } = scan;
      return await examsApi.checkin(body);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status !== 0) return err;
      return null;
    }
  }, []);

  const report = useCallback(
    (what: string, answer: CheckinAnswer | ApiRequestError) =>
      answer instanceof ApiRequestError
        ? show({ what, name: null, result: answer.message, tone: "warn" })
        : // The answer is in the page's language (the request's, chosen the same way).
          show({ what, name: answer.name, result: answer.result, tone: answer.result === admitted ? "ok" : "warn" }),
    [admitted, show],
  );

  const flush = useCallback(() => {
    flushing.current ??= (async () => {
      try {
        for (const scan of await queuedScans()) {
          const answer = await send(scan);
          if (!answer) break;
          await dropScan(scan.id!);
          report(scan.dni ?? t("checkin.qrCode"), answer);
        }
        await countPending();
        router.refresh();
      } finally {
        flushing.current = null;
      }
    })();
    return flushing.current;
  }, [countPending, report, router, send, t]);

  useEffect(() => {
    void queuedScans().then((queued) => {
      setPending(queued.length);
      if (navigator.onLine && queued.length > 0) void flush();
    });
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [countPending, flush]);

  const scan = useCallback(
    async (input: { code: string } | { dni: string }) => {
      const what = "dni" in input ? input.dni : t("checkin.qrCode");
      const body: QueuedScan = { examId, venueId, ...input, scannedAt: new Date().toISOString() };
      const answer = await send(body);
      if (answer) return report(what, answer);
      await enqueueScan(body);
      await countPending();
      show({ what, name: null, result: t("checkin.queued"), tone: "pending" });
    },
    [countPending, examId, report, send, show, t, venueId],
  );

  const submitDni = async (event: FormEvent) => {
    event.preventDefault();
    const value = dni.trim().toUpperCase();
    if (!value) return setDniError(t("checkin.dniRequired"));
    setDniError(null);
    setDni("");
    await scan({ dni: value });
  };

  const last = shown[0];
  return (
    <div className="flex flex-col gap-4">
      <CameraScanner onCode={(code) => void scan({ code })} />
      <form onSubmit={submitDni} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("checkin.dniLabel")}
          <input
            value={dni}
            onChange={(e) => setDni(e.target.value)}
            autoComplete="off"
            aria-invalid={dniError ? true : undefined}
            aria-describedby={dniError ? "dni-error" : undefined}
            className="h-10 w-48 rounded-md border border-gray-400 px-3"
          />
        </label>
        <Button type="submit">{t("checkin.register")}</Button>
        {dniError && (
          <p id="dni-error" className="w-full text-sm text-red-800">
            {dniError}
          </p>
        )}
      </form>
      <p className="text-sm">{t("checkin.pending", { count: pending })}</p>
      <div aria-live="polite" aria-atomic="true" className="min-h-16">
        {last && (
          <p className={`rounded-md border-2 p-3 text-lg font-semibold ${TONES[last.tone]}`}>
            {last.name ? `${last.name}: ` : ""}
            {last.result}
          </p>
        )}
      </div>
      {shown.length > 1 && (
        <section aria-labelledby="ultimos">
          <h2 id="ultimos" className="mb-2 font-semibold">
            {t("checkin.latest")}
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {shown.slice(1).map((entry) => (
              <li key={entry.key}>
                {entry.name ?? entry.what}: {entry.result}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
