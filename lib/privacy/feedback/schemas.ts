import { tableQuerySchema } from "@/lib/list/table-query";
import { z } from "@/lib/validation/z";

export const FEEDBACK_MESSAGE_REQUIRED = "Escribe tu comunicación";
export const FEEDBACK_EMAIL_INVALID = "El correo electrónico no es válido";
export const FEEDBACK_RATE_LIMITED = "Has enviado demasiadas comunicaciones. Inténtalo de nuevo más tarde.";

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
    .max(3000, "Escribe como mucho 3000 caracteres"),
  page: optional(300, "Indica la página en como mucho 300 caracteres"),
  name: optional(200, "Escribe tu nombre en como mucho 200 caracteres"),
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
