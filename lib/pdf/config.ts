/** The university's name at the top of every document (`UNIVERSITY_NAME`). */
export function universityName(): string {
  return process.env.UNIVERSITY_NAME?.trim() || "Universidad";
}

/** `{PUBLIC_URL}/verificar`: the public page that checks a document's code. */
export function verificationBaseUrl(): string {
  const base = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return `${base.replace(/\/+$/, "")}/verificar`;
}
