import { env } from "@/lib/config";
import { publicUrl } from "@/lib/config/public-url";

/** The university's name at the top of every document (`UNIVERSITY_NAME`). */
export function universityName(): string {
  return env("UNIVERSITY_NAME");
}

/** `{PUBLIC_URL}/verificar`: the public page that checks a document's code. */
export function verificationBaseUrl(): string {
  return `${publicUrl()}/verificar`;
}
