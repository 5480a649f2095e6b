"use client";

import dynamic from "next/dynamic";

// 'Control de acceso' is a chunk of its own; the camera's QR decoder (qr-scanner) is imported only when
// the camera is turned on, so it is in no page's first load.
export const CheckinDesk = dynamic(() => import("./checkin-desk").then((m) => m.CheckinDesk));
