import type { SettingGroup } from "./define";
import { databaseSettings } from "./settings/database";
import { documentSettings } from "./settings/documents";
import { examSettings } from "./settings/exams";
import { jobSettings } from "./settings/jobs";
import { languageSettings } from "./settings/languages";
import { messageSettings } from "./settings/messages";
import { privacySettings } from "./settings/privacy";
import { pushSettings } from "./settings/push";
import { serverSettings } from "./settings/server";
import { sessionSettings } from "./settings/sessions";
import { ssoSettings } from "./settings/sso";

/**
 * Every environment variable the portal reads. A module adds its variables as a group in
 * `lib/config/settings/<module>.ts` and one spread line here; `npm run config:docs` then rewrites
 * `.env.example` and the README's table.
 */
export const SETTINGS = {
  ...databaseSettings,
  ...serverSettings,
  ...languageSettings,
  ...sessionSettings,
  ...ssoSettings,
  ...documentSettings,
  ...messageSettings,
  ...pushSettings,
  ...jobSettings,
  ...privacySettings,
  ...examSettings,
} satisfies SettingGroup;
