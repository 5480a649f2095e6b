/** The fixed list staff pick an interaction's type from ('SMS' is also set by the student file's SMS). */
export const INTERACTION_TYPES = ["Teléfono", "Correo electrónico", "Presencial", "SMS", "Otro"] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
