"use client";

import dynamic from "next/dynamic";

// The page's island that brings zod and react-hook-form: a chunk of its own, fetched only where it is rendered.
export const OpenYearButton = dynamic(() => import("./open-year-dialog").then((m) => m.OpenYearButton));
