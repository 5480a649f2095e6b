// POST /exams-api/exams/{id}/uploadwithoutfiles — support marks an exam as delivered without files
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { examIdParams } from "@/lib/exams/exams/schemas";
import { markUploadedWithoutFiles } from "@/lib/exams/online/service";
import { translate } from "@/lib/i18n/translate";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/exams/{id}/uploadwithoutfiles",
  { params: examIdParams },
  async ({ db, user, params, locale }) => {
    const done = await markUploadedWithoutFiles(db, user, params.id);
    return { ...done, message: translate(locale, done.message) };
  },
);
