import { desc, eq } from "drizzle-orm";
import {
  auditLog,
  courseMembers,
  courses,
  degrees,
  institutionalRoles,
  pushSubscriptions,
  sessions,
  users,
} from "@/db/schema";
import { roleName } from "@/lib/auth/role-name";
import { formatDateTime } from "@/lib/dates";
import { readerNamed, type ExportReader } from "../types";
import { rowsReader } from "./rows-reader";

/** The person's row under the export's names, in the JSON's order; only the role is translated. */
const identityColumns = {
  identificador: users.externalId,
  tipoDeDocumento: users.idType,
  documento: users.dni,
  nombre: users.givenName,
  apellidos: users.familyName,
  correoElectronico: users.email,
  telefonoMovil: users.mobilePhone,
  telefonoFijo: users.homePhone,
  domicilio: users.address,
  localidad: users.city,
  provincia: users.state,
  codigoPostal: users.zipCode,
  rol: users.role,
  rolInstitucional: institutionalRoles.name,
};

export const identityReader = rowsReader(
  "identity",
  (db, person) =>
    db
      .select(identityColumns)
      .from(users)
      .leftJoin(institutionalRoles, eq(institutionalRoles.id, users.institutionalRoleId))
      .where(eq(users.id, person.id)),
  (row, _addFile, locale) => ({ ...row, rol: roleName(row.rol, locale) }),
);

export const coursesReader: ExportReader = {
  ...readerNamed("courses"),
  read: async (db, person) => {
    const rows = await db
      .select({ course: courses.name, degree: degrees.name, role: courseMembers.memberRole })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .leftJoin(degrees, eq(degrees.id, courses.degreeId))
      .where(eq(courseMembers.userId, person.id))
      .orderBy(courses.name);
    return rows.map((r) => ({ asignatura: r.course, titulacion: r.degree, papel: r.role }));
  },
};

export const sessionsReader: ExportReader = {
  ...readerNamed("sessions"),
  read: async (db, person, _addFile, locale) => {
    const rows = await db.select().from(sessions).where(eq(sessions.userId, person.id)).orderBy(sessions.createdAt);
    return rows.map((s) => ({
      inicio: formatDateTime(s.createdAt, locale),
      caducidad: formatDateTime(s.expiresAt, locale),
      cerrada: s.revokedAt ? formatDateTime(s.revokedAt, locale) : null,
    }));
  },
};

export const activityReader: ExportReader = {
  ...readerNamed("activity"),
  read: async (db, person, _addFile, locale) => {
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userExternalId, person.externalId))
      .orderBy(desc(auditLog.at));
    return rows.map((a) => ({
      fecha: formatDateTime(a.at, locale),
      operacion: `${a.method} ${a.path}`,
      sobre: a.targetId,
    }));
  },
};

export const devicesReader = rowsReader(
  "devices",
  (db, person) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id)).orderBy(pushSubscriptions.id),
  (d, _addFile, locale) => ({
    dispositivo: d.device,
    servicioDeAvisos: d.endpoint,
    activado: formatDateTime(d.createdAt, locale),
    ultimoAviso: d.lastUsedAt ? formatDateTime(d.lastUsedAt, locale) : null,
  }),
);
