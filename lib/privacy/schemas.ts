import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

/** A person named by their external id, as the admin screen and the command line name them. */
export const personParams = z.object({
  externalId: z.string().trim().min(1, says("privacy.errors.personRequired")).max(200),
});

/** 'Protección de datos': the text a person is searched by. */
export const peopleQuery = z.object({
  search: z.string().trim().min(2, says("privacy.errors.searchTooShort")).max(200),
});
