import { auditLog, backgroundJobs, calendarFeeds, pushSubscriptions, rateLimits, sessions, users } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

export const platformPersonalData = [
  ...declare("Datos personales", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: users,
    description: "Identidad y datos de contacto: documento, nombre, apellidos, correo, teléfonos y domicilio",
    people: { subject: users.id },
    columns: [
      users.externalId,
      users.dni,
      users.givenName,
      users.familyName,
      users.email,
      users.mobilePhone,
      users.homePhone,
      users.address,
      users.city,
      users.state,
      users.zipCode,
      users.searchExternalId,
      users.searchGivenName,
      users.searchFamilyName,
      users.searchEmail,
    ],
  }),
  ...declare("Sesiones", {
    legalBasis: "publicTask",
    retention: "Hasta su caducidad más el plazo de conservación de sesiones",
    retentionKind: "sessions",
  })({
    table: sessions,
    description: "Sesiones abiertas en el portal: cuándo empezaron y cuándo caducan",
    people: { subject: sessions.userId },
  }),
  ...declare("Registro de actividad", {
    legalBasis: "legalObligation",
    retention: "El plazo de conservación del registro de actividad",
    retentionKind: "auditLog",
  })({
    table: auditLog,
    description: "Cada operación que una persona hizo en el portal: cuándo, con qué rol y sobre qué",
    people: { actor: auditLog.userExternalId },
    columns: [auditLog.path, auditLog.targetId],
  }),
  ...declare("Límites de uso", {
    legalBasis: "publicTask",
    retention: "El plazo de conservación de los límites de uso",
    retentionKind: "rateLimits",
  })({
    table: rateLimits,
    description: "Contadores de peticiones por dirección IP o por persona en ventanas de tiempo",
    columns: [rateLimits.key],
  }),
  ...declare("Tareas en segundo plano", {
    legalBasis: "publicTask",
    retention: "El plazo de descarga del fichero de una tarea terminada",
    retentionKind: "jobFiles",
  })({
    table: backgroundJobs,
    description: "Exportaciones pedidas por una persona y el fichero que producen",
    people: { subject: backgroundJobs.ownerUserId },
    columns: [backgroundJobs.params, backgroundJobs.fileId],
  }),
  ...declare("Calendario", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: calendarFeeds,
    description: "La suscripción de calendario de la persona",
    people: { subject: calendarFeeds.userId },
  }),
  ...declare("Avisos", {
    legalBasis: "consent",
    retention: "Hasta que la persona desactiva los avisos en el dispositivo o el servicio de avisos lo da de baja",
  })({
    table: pushSubscriptions,
    description:
      "Los dispositivos en los que la persona activó los avisos: la dirección del servicio de avisos, sus claves y el navegador",
    people: { subject: pushSubscriptions.userId },
    columns: [pushSubscriptions.endpoint, pushSubscriptions.p256dh, pushSubscriptions.auth, pushSubscriptions.device],
  }),
];
