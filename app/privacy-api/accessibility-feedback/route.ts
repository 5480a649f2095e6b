// POST /privacy-api/accessibility-feedback — anyone sends a communication about the portal's accessibility; it enters the registry book
import { clientAddress } from "@/lib/api/client-address";
import { json, publicEndpoint } from "@/lib/api/endpoint";
import { FEEDBACK_PUBLIC_REASON } from "@/lib/privacy/access";
import { accessibilityFeedbackBody } from "@/lib/privacy/feedback/schemas";
import { registerAccessibilityFeedback } from "@/lib/privacy/feedback/service";

export const POST = publicEndpoint(
  { reason: FEEDBACK_PUBLIC_REASON, body: accessibilityFeedbackBody },
  async ({ db, req, body }) => json(await registerAccessibilityFeedback(db, body, clientAddress(req.headers)), 201),
);
