import { integer, optionalText } from "../define";

export const sessionSettings = {
  SESSION_TTL_HOURS: integer(12, { meaning: "lifetime of a session link" }),
  PORTAL_API_KEY: optionalText({
    meaning: "enables `POST /api/sessions` for the university's single sign-on",
    secret: true,
  }),
  NEXTAUTH_SECRET: optionalText({
    meaning:
      "cookie encryption secret; when unset, one is generated once and kept in the database (shared by all instances)",
    defaultText: "generated",
    secret: true,
  }),
};
