/** Each template type's key under `notifications.types` of the catalogue. */
export const NOTIFICATION_TYPE_KEYS = { 0: "credentials", 1: "instructors", 2: "coordinators" } as const;

/** Each type's sub-tab in the address (`?tipo=`): the same in every language, so that links keep working. */
export const NOTIFICATION_TYPE_SLUGS = { 0: "credenciales", 1: "instructores", 2: "coordinadores" } as const;
