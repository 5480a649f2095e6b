import { integer, optionalText, text, url } from "../define";

export const messageSettings = {
  SMS_GATEWAY_URL: url(["http", "https"], {
    meaning: "HTTP SMS gateway: JSON POST `{ number, text }`. Unset: SMS stay queued, and the screen says so",
  }),
  SMS_GATEWAY_TOKEN: optionalText({
    meaning: "sent to the gateway as `Authorization: Bearer <token>`",
    secret: true,
  }),
  SMS_MAX_PARTS_PER_HOUR: integer(200, {
    meaning: "SMS parts (as the counter shows them) each member of staff may send per hour; then 429",
  }),
  SMTP_URL: url(["smtp", "smtps"], {
    meaning:
      "e.g. `smtp://user:pass@smtp.universidad.es:587`. Unset: e-mails stay queued, and the admin screen says so",
    secret: true,
  }),
  MAIL_FROM: text("Portal de servicios <no-reply@localhost>", { meaning: "sender of the portal's e-mails" }),
  OUTBOX_POLL_SECONDS: integer(15, {
    meaning: "how often each worker instance delivers queued SMS and e-mails",
  }),
  OUTBOX_MAX_ATTEMPTS: integer(5, {
    meaning: "attempts before a message is marked FAILED (backoff 30 s, 2 min, 8 min, 32 min…)",
  }),
};
