// Seed 002 §8, word for word.
export const NO_ATTACHMENT = "No se ha adjuntado ningún archivo";

/** A request's attachments as the endpoint reads them: several files in the field `files`. */
export const ATTACHMENTS_UPLOAD = { field: "files", missing: NO_ATTACHMENT, many: true } as const;

/** The most files one request holds. */
export const MAX_FILES = 10;
