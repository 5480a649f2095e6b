/** The instances module's client-safe constants; its labels are in the catalogue (messages/<locale>/instances.json). */
export const USER_TEXT_MAX = 200;
