import { integer, optionalText, url } from "../define";

export const databaseSettings = {
  DATABASE_URL: url(["postgres", "postgresql"], {
    meaning: "PostgreSQL connection string. Unset: embedded PGlite",
    secret: true,
  }),
  DATABASE_POOL_SIZE: integer(10, { meaning: "connections per app instance (PostgreSQL)" }),
  PGLITE_DIR: optionalText({ meaning: "folder of the embedded database", defaultText: "`.data/pglite`" }),
};
