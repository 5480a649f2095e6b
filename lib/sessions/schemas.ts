import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

export const sessionIdParams = z.object({ sessionId: z.string().min(1) });

export const createSessionBody = z.object({
  externalId: z.string().trim().min(1, says("auth.sessions.externalIdMissing")),
});
