// GET /privacy-api/accessibility-feedback/held — an administrator reviews the accessibility communications kept out of the registry book
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { heldFeedbackList } from "@/lib/privacy/feedback/queries";
import { heldFeedbackQuery } from "@/lib/privacy/feedback/schemas";

export const GET = endpoint(
  privacyAccess,
  "GET /privacy-api/accessibility-feedback/held",
  { query: heldFeedbackQuery },
  async ({ db, query, locale }) => heldFeedbackList(db, query, locale),
);
