"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/** The same code again within this time is the same student still in front of the camera. */
const REPEAT_MS = 4_000;

/**
 * The phone's camera reading voucher QR codes with `qr-scanner`, imported only when the camera is turned
 * on (a chunk of its own, in no page's first load). Each new code goes to `onCode` once.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations("exams");
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!on || !video.current) return;
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    const seen = new Map<string, number>();
    void import("qr-scanner")
      .then(async ({ default: QrScanner }) => {
        if (stopped) return;
        const s = new QrScanner(
          video.current!,
          ({ data }) => {
            const now = Date.now();
            if (!data || now - (seen.get(data) ?? 0) < REPEAT_MS) return;
            seen.set(data, now);
            latest.current(data);
          },
          { returnDetailedScanResult: true, preferredCamera: "environment", maxScansPerSecond: 5 },
        );
        scanner = s;
        await s.start();
      })
      .catch(() => setError(t("checkin.cameraFailed")));
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [on, t]);

  return (
    <div className="flex flex-col gap-2">
      <Button variant={on ? "secondary" : "primary"} onClick={() => setOn(!on)}>
        {on ? t("checkin.cameraStop") : t("checkin.cameraStart")}
      </Button>
      {on && (
        <video
          ref={video}
          className="aspect-[4/3] w-full max-w-md rounded-md bg-black"
          muted
          playsInline
          aria-label={t("checkin.cameraImage")}
        />
      )}
      {error && <p className="text-sm text-red-800">{error}</p>}
    </div>
  );
}
