import { says } from "@/lib/i18n/schema-message";
import { tableQuerySchema } from "@/lib/list/table-query";
import { z } from "@/lib/validation/z";

// The form's messages are in the `legal` namespace: the form is on the public page /accesibilidad.
export const FEEDBACK_MESSAGE_REQUIRED = says("legal.feedback.errors.messageRequired");
export const FEEDBACK_EMAIL_INVALID = says("legal.feedback.errors.emailInvalid");

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

/** `POST /privacy-api/accessibility-feedback`, and the form of /accesibilidad (one schema for both). */
export const accessibilityFeedbackBody = z.object({
  message: z
    .string({ error: FEEDBACK_MESSAGE_REQUIRED })
    .trim()
    .min(1, FEEDBACK_MESSAGE_REQUIRED)
    .max(3000, says("legal.feedback.errors.messageTooLong")),
  page: optional(300, says("legal.feedback.errors.pageTooLong")),
  name: optional(200, says("legal.feedback.errors.nameTooLong")),
  email: z
    .string()
    .trim()
    .max(200, FEEDBACK_EMAIL_INVALID)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email(FEEDBACK_EMAIL_INVALID).optional()),
  /** The honeypot: the form hides it from people and assistive technology, so whoever fills it is a robot. */
  website: z.string().max(300).optional(),
});
export type AccessibilityFeedbackBody = z.input<typeof accessibilityFeedbackBody>;

/** The answer: the entry's registry code, which the confirmation shows; null when it is kept for review. */
export interface FeedbackReceipt {
  code: string | null;
}

/** `GET /privacy-api/accessibility-feedback/held`: the communications kept for review, newest first, paged. */
export const heldFeedbackQuery = tableQuerySchema(["receivedAt"] as const);
