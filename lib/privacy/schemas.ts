import { z } from "@/lib/validation/z";

/** A person named by their external id, as the admin screen and the command line name them. */
export const personParams = z.object({
  externalId: z.string().trim().min(1, "Indica el identificador de la persona").max(200),
});

/** 'Protección de datos': the text a person is searched by. */
export const peopleQuery = z.object({
  search: z.string().trim().min(2, "Escribe al menos 2 caracteres").max(200),
});
