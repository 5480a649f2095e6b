import type { z } from "@/lib/validation/z";
import type { createInteractionBody } from "@/lib/interactions/schemas";
import { interactionsApi } from "@/lib/interactions/client";

/** Creates the interaction, then attaches the chosen file to it; resolves with the new id. */
export async function submitInteraction(
  body: z.input<typeof createInteractionBody>,
  file: File | null,
): Promise<number> {
  const { id } = await interactionsApi.create(body);
  if (file) {
    const form = new FormData();
    form.set("file", file);
    await interactionsApi.attach(id, form);
  }
  return id;
}
