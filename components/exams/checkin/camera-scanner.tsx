"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/** The same code again within this time is the same student still in front of the camera. */
const REPEAT_MS = 4_000;

/**
 * The phone's camera reading voucher QR codes with `qr-scanner`, imported only when the camera is turned
 * on (a chunk of its own, in no page's first load). Each new code goes to `onCode` once.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
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
      .catch(() => setError("No se ha podido usar la cámara. Escribe el DNI o NIE."));
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [on]);

  return (
    <div className="flex flex-col gap-2">
      <Button variant={on ? "secondary" : "primary"} onClick={() => setOn(!on)}>
        {on ? "Detener la cámara" : "Escanear con la cámara"}
      </Button>
      {on && (
        <video
          ref={video}
          className="aspect-[4/3] w-full max-w-md rounded-md bg-black"
          muted
          playsInline
          aria-label="Imagen de la cámara"
        />
      )}
      {error && <p className="text-sm text-red-800">{error}</p>}
    </div>
  );
}
