// POST /tfg-api/requests/csv — starts a background CSV export of the filtered requests (a POST: a link cannot start one); answers the job {id}
import { endpoint, type AfterCommit } from "@/lib/api/endpoint";
import { createJob } from "@/lib/jobs/service";
import { wakeJobWorker } from "@/lib/jobs/worker";
import { tfgAccess } from "@/lib/tfg/access";
import { REQUESTS_CSV_JOB, type RequestsCsvParams } from "@/lib/tfg/csv-job";
import { requestCsvQuery } from "@/lib/tfg/requests/schemas";
import { checkListFilter } from "@/lib/tfg/scope";

export const POST = endpoint(
  tfgAccess,
  "POST /tfg-api/requests/csv",
  { query: requestCsvQuery },
  async ({ db, user, query, req, locale }) => {
    await checkListFilter(db, user, query.filter);
    const params: RequestsCsvParams = {
      viewer: { id: user.id, role: user.role },
      query: Object.fromEntries(new URL(req.url).searchParams),
      locale,
    };
    const job = await createJob(db, user.id, REQUESTS_CSV_JOB, params);
    // The worker is woken once the job is committed, or it would look for it too early.
    const afterCommit: AfterCommit = async () => {
      wakeJobWorker();
      return job;
    };
    return afterCommit;
  },
);
