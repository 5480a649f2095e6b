// The foreign keys and column groups that most tables share: people, degrees, courses, years, files.
import { text } from "drizzle-orm/pg-core";
import { optionalRef, ref, stamp } from "./columns";
import { storedFiles } from "./schema/platform";
import { academicYears, courses, degrees, users } from "./schema/reference";

type Actions = Parameters<typeof ref>[2];

/** A required reference to a user (`user_id` unless named). */
export const userRef = (name = "user_id", actions?: Actions) => ref(name, () => users.id, actions);
/** An optional reference to a user: who did something, when known. */
export const optionalUserRef = (name: string, actions?: Actions) => optionalRef(name, () => users.id, actions);
export const degreeRef = () => ref("degree_id", () => degrees.id);
export const courseRef = () => ref("course_id", () => courses.id);
export const academicYearRef = (name = "academic_year_id") => ref(name, () => academicYears.id);
/** The year a row belongs to, when it has one. */
export const optionalAcademicYearRef = () => optionalRef("academic_year_id", () => academicYears.id);
/** A required reference to a stored file (`file_id` unless named). */
export const fileRef = (name = "file_id") => ref(name, () => storedFiles.id);

/** A stored file under the name it was uploaded with (`filename`). */
export const attachedFile = () => ({ fileId: fileRef(), filename: text("filename").notNull() });

/** A stored file under the name it was uploaded with (`file_name`). */
export const namedFile = () => ({ fileId: fileRef(), fileName: text("file_name").notNull() });

/** Who uploaded a file version (null when not recorded) and when. */
export const uploaded = () => ({ uploadedBy: optionalUserRef("uploaded_by"), uploadedAt: stamp("uploaded_at") });

/** Who made a change and when (a history row). */
export const changed = () => ({ changedBy: userRef("changed_by"), changedAt: stamp("changed_at") });
