import { env } from "@/lib/config";

/** The university's name at the top of every document (`UNIVERSITY_NAME`). */
export function universityName(): string {
  return env("UNIVERSITY_NAME");
}

/** `{PUBLIC_URL}/verificar`: the public page that checks a document's code. */
export function verificationBaseUrl(): string {
  const base = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return `${base.replace(/\/+$/, "")}/verificar`;
}
