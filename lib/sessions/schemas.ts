import { z } from "@/lib/validation/z";

export const sessionIdParams = z.object({ sessionId: z.string().min(1) });

export const createSessionBody = z.object({
  externalId: z.string().trim().min(1, "Falta el externalId del usuario"),
});
