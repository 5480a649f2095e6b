import { optionalText, text, url } from "../define";

export const pushSettings = {
  VAPID_PUBLIC_KEY: optionalText({
    meaning:
      "the VAPID public key (base64url) browsers subscribe with ('Avisos'). Push notices are off unless the three VAPID variables are set; `npx web-push generate-vapid-keys` makes a pair",
  }),
  VAPID_PRIVATE_KEY: optionalText({ meaning: "the VAPID private key that signs each push request", secret: true }),
  VAPID_SUBJECT: url(["mailto", "https"], {
    meaning: "who push services contact about this sender, e.g. `mailto:soporte@universidad.es`",
  }),
  PUSH_SERVICE_ORIGINS: text(
    "https://fcm.googleapis.com, https://updates.push.services.mozilla.com, https://*.push.apple.com, https://*.notify.windows.com",
    {
      meaning:
        "the push services a subscription may point at (comma-separated origins, `*.` for any subdomain): the portal sends requests to no other address",
    },
  ),
};
