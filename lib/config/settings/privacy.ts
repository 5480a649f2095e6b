import { CronExpressionParser } from "cron-parser";
import { integer, text } from "../define";

/** The university the demo loads: what the legal pages name until PRIVACY_CONTROLLER is set. */
const DEMO_UNIVERSITY = "Universidad de Demostración del Portal de servicios";

// Scheduled tasks and the retention of personal data ("Personal data" in the README).

const isCron = (value: string) => {
  try {
    CronExpressionParser.parse(value);
    return true;
  } catch {
    return false;
  }
};

/** A cron expression (five fields, or six with seconds), checked at start like every other setting. */
function cron(fallback: string, doc: { meaning: string }) {
  const setting = text(fallback, doc);
  return {
    ...setting,
    schema: setting.schema.refine(isCron),
    expects: "una expresión cron (por ejemplo «30 3 * * *»)",
  };
}
export const privacySettings = {
  SCHEDULER_POLL_SECONDS: integer(30, { meaning: "how often each worker instance looks for due scheduled tasks" }),
  SCHEDULER_LEASE_SECONDS: integer(120, {
    meaning: "a running scheduled task not heard from for this long (its instance died) is taken by another instance",
  }),
  RETENTION_CRON: cron("30 3 * * *", {
    meaning: 'when the retention task runs (cron, in the portal\'s time zone); see "Personal data"',
  }),
  RETENTION_SESSIONS_DAYS: integer(30, { meaning: "days an expired or revoked session is kept" }),
  RETENTION_OUTBOX_DAYS: integer(90, { meaning: "days a sent SMS or e-mail keeps its text" }),
  RETENTION_LIMITS_HOURS: integer(24, { meaning: "hours a rate-limit counter is kept" }),
  RETENTION_AUDIT_DAYS: integer(730, { meaning: "days an audit row is kept" }),
  RETENTION_READS_DAYS: integer(730, {
    meaning:
      "days a record of who read a student's personal data is kept (the admin's 'Consultas de los datos de un alumno')",
  }),
  PRIVACY_EXPORTS_PER_DAY: integer(3, {
    meaning:
      "exports of their own data ('Descargar mis datos') a person may start per day (429 beyond); an administrator's exports of a person count apart, per administrator and person",
  }),
  PRIVACY_CONTROLLER: text(DEMO_UNIVERSITY, {
    meaning:
      "the data controller named by the privacy notice at /privacidad and by /accesibilidad: the university's name and address (unset, the demo university's, with a warning at start)",
    requiredInProduction: true,
  }),
  PRIVACY_DPO_CONTACT: text("dpd@universidad.example", {
    meaning: "how to reach the data protection officer (an e-mail address or a postal address), shown at /privacidad",
  }),
  PRIVACY_PURPOSES: text(
    "Gestionar la matrícula, los exámenes, las calificaciones y el expediente académico; tramitar las solicitudes, instancias y documentos; registrar la entrada y salida de documentos; enviar avisos por SMS y correo electrónico",
    { meaning: "the purposes of the processing, separated by semicolons, listed by the privacy notice at /privacidad" },
  ),
  ACCESSIBILITY_UNIT: text("Unidad de accesibilidad", {
    meaning:
      "the unit that receives the accessibility communications sent from /accesibilidad (the registry entry's addressee)",
  }),
  FEEDBACK_RATE_LIMIT: integer(5, {
    meaning:
      "accessibility communications per hour and client address accepted from /accesibilidad (429 beyond, before the message is read)",
  }),
  FEEDBACK_DAILY_LIMIT: integer(50, {
    meaning:
      "accessibility communications per day, from all addresses together, that enter the registry book; the rest are kept for review without an entry number",
  }),
};
