import type { InteractionType } from "@/db/enums/interactions";

/** Each stored type's key under `interactions.types` of the catalogue (the stored value stays Spanish). */
export const INTERACTION_TYPE_KEYS = {
  Teléfono: "phone",
  "Correo electrónico": "email",
  Presencial: "inPerson",
  SMS: "sms",
  Otro: "other",
} as const satisfies Record<InteractionType, string>;
