import type { z } from "@/lib/validation/z";
import type { createInteractionBody } from "@/lib/interactions/schemas";
import { apiRequest } from "@/lib/ui/api-request";

/** Creates the interaction, then attaches the chosen file to it; resolves with the new id. */
export async function submitInteraction(body: z.input<typeof createInteractionBody>, file: File | null): Promise<number> {
  const { id } = await apiRequest<{ id: number }>("/interactions-api", { method: "POST", json: body });
  if (file) {
    const form = new FormData();
    form.set("file", file);
    await apiRequest(`/interactions-api/${id}/attachments`, { method: "POST", form });
  }
  return id;
}
