// POST /privacy-api/accessibility-feedback — anyone sends a communication about the portal's accessibility; it enters the registry book (201), or is kept for review (202)
import { json, publicEndpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { accessibilityFeedbackBody } from "@/lib/privacy/feedback/schemas";
import { feedbackRateLimit, receiveAccessibilityFeedback } from "@/lib/privacy/feedback/service";

export const POST = publicEndpoint(
  privacyAccess,
  "POST /privacy-api/accessibility-feedback",
  {
    rateLimit: feedbackRateLimit,
    // Within the public body limit (16 kB) even when every character of its fields takes three bytes.
    body: accessibilityFeedbackBody,
  },
  async ({ db, body }) => {
    const receipt = await receiveAccessibilityFeedback(db, body);
    return json(receipt, receipt.code ? 201 : 202);
  },
);
