import { eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db";
import {
  backgroundJobs,
  calendarFeeds,
  documents,
  enrollmentRequests,
  eventReminders,
  examWaitlist,
  grades,
  instances,
  interactionAttachments,
  interactions,
  issuedDocuments,
  outbox,
  proceedings,
  pushSubscriptions,
  registryEntries,
  sessions,
  storedFiles,
  users,
} from "@/db/schema";
import { HOLDS } from "../registry/holds";
import type { Person } from "../export/types";
import { eraseCourseWork } from "./course-work";
import { erasureReport, type ErasedKind, type ErasureLine } from "./lines";

const ids = <T extends { id: number | null }>(rows: T[]) => rows.map((r) => r.id).filter((id) => id !== null);

/**
 * Erases a person (art. 17 RGPD) in one transaction: their identity and contact data are replaced by a
 * pseudonym (the external id stays: it is what ties the held rows to the university's records), what no
 * hold covers is deleted or stripped, their sessions end, and the rows a legal hold keeps are counted.
 */
export async function erasePerson(db: Db, person: Person): Promise<ErasureLine[]> {
  return db.transaction(async (tx) => {
    const report = erasureReport(tx, person.id);
    const { removed, held } = report;
    // Deletes the person's rows of a table whose rows hold no file, and reports how many.
    const removeOwned = async (what: ErasedKind, table: PgTable, column: PgColumn) =>
      removed(what, (await tx.delete(table).where(eq(column, person.id)).returning()).length);

    await removeOwned("sessions", sessions, sessions.userId);
    await removeOwned("calendar", calendarFeeds, calendarFeeds.userId);
    await removeOwned("devices", pushSubscriptions, pushSubscriptions.userId);
    await removeOwned("waitlists", examWaitlist, examWaitlist.userId);
    await removeOwned("reminders", eventReminders, eventReminders.userId);
    const jobs = await tx
      .delete(backgroundJobs)
      .where(eq(backgroundJobs.ownerUserId, person.id))
      .returning({ id: backgroundJobs.fileId });
    removed("jobs", jobs.length);
    const docs = await tx
      .delete(documents)
      .where(eq(documents.studentId, person.id))
      .returning({ id: documents.fileId });
    removed("documents", docs.length);
    const received = tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(eq(interactions.receiverId, person.id));
    const attachments = await tx
      .select({ id: interactionAttachments.fileId })
      .from(interactionAttachments)
      .where(inArray(interactionAttachments.interactionId, received));
    await removeOwned("interactions", interactions, interactions.receiverId);
    await removeOwned("messages", outbox, outbox.recipientUserId);
    const files = [...ids(jobs), ...ids(docs), ...ids(attachments)];
    if (files.length) await tx.delete(storedFiles).where(inArray(storedFiles.id, files));

    const debtors = await tx
      .update(enrollmentRequests)
      .set({
        debtDNI: null,
        debtName: null,
        debtAddress: null,
        debtCity: null,
        debtZipCode: null,
        debtState: null,
        debtCountry: null,
        debtIBAN: null,
        debtBIC: null,
        discountConvText: null,
        discountOtherText: null,
      })
      .where(eq(enrollmentRequests.userId, person.id))
      .returning({ id: enrollmentRequests.id });
    report.anonymised("enrollments", debtors.length);
    await eraseCourseWork(tx, person.id, report);
    await tx
      .update(users)
      .set({
        dni: sql`'SUPRIMIDO-' || ${users.id}`,
        givenName: "Persona",
        familyName: "suprimida",
        email: null,
        mobilePhone: null,
        homePhone: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
      })
      .where(eq(users.id, person.id));
    report.anonymised("identity", 1);

    await held("grades", grades, grades.userId, HOLDS.academicRecord);
    await held("proceedings", proceedings, proceedings.userId, HOLDS.academicRecord);
    await held("issued", issuedDocuments, issuedDocuments.ownerUserId, HOLDS.issuedDocument);
    await held("registry", registryEntries, registryEntries.userId, HOLDS.registry);
    await held("instances", instances, instances.userId, HOLDS.registry);
    return report.lines;
  });
}
