import { desc } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, heldFeedback } from "@/db/schema";
import { env } from "@/lib/config";
import { msg } from "@/lib/i18n/message";
import { defaultLocale } from "@/lib/i18n/offered";
import { translate, translator } from "@/lib/i18n/translate";
import { withinRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { createSeriesEntry } from "@/lib/registry/service";
import type { z } from "@/lib/validation/z";
import type { accessibilityFeedbackBody, FeedbackReceipt } from "./schemas";

type Feedback = z.output<typeof accessibilityFeedbackBody>;

/**
 * FEEDBACK_RATE_LIMIT per hour and client address; its endpoint counts it before reading the message.
 * A rule's message is a string (lib/rate-limit): said in the portal's default language.
 */
export const feedbackRateLimit = (): RateLimitRule => ({
  name: "accessibility-feedback",
  max: env("FEEDBACK_RATE_LIMIT"),
  windowSeconds: 3600,
  message: translate(defaultLocale(), msg("legal.feedback.errors.rateLimited")),
});

// Entries the registry book takes per day from all addresses together (one shared counter).
const dailyAllowance = () => ({
  name: "accessibility-feedback-day",
  max: env("FEEDBACK_DAILY_LIMIT"),
  windowSeconds: 86_400,
});

/** The entry's text, in the portal's default language (the registry book's): who sent it, from which page, and what. */
const entryText = (t: ReturnType<typeof translator<"legal">>, body: Feedback) => {
  const sender = [body.name, body.email].filter(Boolean).join(" · ") || t("feedback.entry.anonymous");
  return [
    t("feedback.entry.sender", { sender }),
    body.page ? t("feedback.entry.page", { page: body.page }) : null,
    body.message,
  ]
    .filter(Boolean)
    .join("\n");
};

/**
 * An accessibility communication (art. 10.2.a RD 1112/2018) becomes an entry of the general registry
 * book, numbered in the book's entry series, through the registry's own service. One whose hidden
 * field is filled (a robot), or past FEEDBACK_DAILY_LIMIT entries today, is kept for review instead:
 * it takes no entry number, and its sender is told it will be reviewed (a robot learns nothing).
 */
export async function receiveAccessibilityFeedback(db: Db, body: Feedback): Promise<FeedbackReceipt> {
  const t = translator(defaultLocale(), "legal");
  const text = entryText(t, body);
  if (body.website) return hold(db, "honeypot", text);
  if (!(await withinRateLimit(db, dailyAllowance(), "all"))) return hold(db, "daily-limit", text);
  const [term] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .orderBy(desc(academicYears.active), desc(academicYears.id))
    .limit(1);
  if (!term) throw new Error("No hay ningún curso académico en el que registrar la comunicación");
  const { code } = await createSeriesEntry(db, null, {
    bookType: "general",
    type: "ENTRY",
    term: term.id,
    userExternalId: null,
    receiver: env("ACCESSIBILITY_UNIT"),
    documentType: t("feedback.entry.documentType"),
    text,
  });
  return { code };
}

async function hold(db: Db, reason: "honeypot" | "daily-limit", text: string): Promise<FeedbackReceipt> {
  await db.insert(heldFeedback).values({ reason, text });
  return { code: null };
}
