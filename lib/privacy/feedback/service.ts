import { desc } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears } from "@/db/schema";
import { env } from "@/lib/config";
import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { createSeriesEntry } from "@/lib/registry/service";
import type { z } from "@/lib/validation/z";
import { FEEDBACK_RATE_LIMITED, type accessibilityFeedbackBody, type FeedbackReceipt } from "./schemas";

/** What the registry book says the entry is. */
export const FEEDBACK_DOCUMENT_TYPE = "Comunicación sobre accesibilidad (RD 1112/2018)";

/**
 * An accessibility communication (art. 10.2.a RD 1112/2018) becomes an entry of the general registry
 * book, numbered in the book's entry series, through the registry's own service; anyone may send one,
 * within FEEDBACK_RATE_LIMIT per hour and client address.
 */
export async function registerAccessibilityFeedback(
  db: Db,
  body: z.output<typeof accessibilityFeedbackBody>,
  client: string,
): Promise<FeedbackReceipt> {
  await consumeRateLimit(
    db,
    {
      name: "accessibility-feedback",
      max: env("FEEDBACK_RATE_LIMIT"),
      windowSeconds: 3600,
      message: FEEDBACK_RATE_LIMITED,
    },
    client,
  );
  const [term] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .orderBy(desc(academicYears.active), desc(academicYears.id))
    .limit(1);
  if (!term) throw new Error("No hay ningún curso académico en el que registrar la comunicación");
  const sender = [body.name, body.email].filter(Boolean).join(" · ") || "Persona anónima";
  const { code } = await createSeriesEntry(db, null, {
    bookType: "general",
    type: "ENTRY",
    term: term.id,
    userExternalId: null,
    receiver: env("ACCESSIBILITY_UNIT"),
    documentType: FEEDBACK_DOCUMENT_TYPE,
    text: [`Remitente: ${sender}`, body.page ? `Página: ${body.page}` : null, body.message].filter(Boolean).join("\n"),
  });
  return { code };
}
