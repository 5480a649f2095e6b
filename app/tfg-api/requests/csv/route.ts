// GET /tfg-api/requests/csv — starts a background CSV export of the filtered requests; answers the job {id}
import { endpoint } from "@/lib/api/endpoint";
import { createJob } from "@/lib/jobs/service";
import { wakeJobWorker } from "@/lib/jobs/worker";
import { REQUESTS_CSV_JOB, type RequestsCsvParams } from "@/lib/tfg/csv-job";
import { requestCsvQuery } from "@/lib/tfg/requests/schemas";
import { checkListFilter } from "@/lib/tfg/scope";

export const GET = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], query: requestCsvQuery },
  async ({ db, user, query, req }) => {
    await checkListFilter(db, user, query.filter);
    const params: RequestsCsvParams = {
      viewer: { id: user.id, role: user.role },
      query: Object.fromEntries(new URL(req.url).searchParams),
    };
    const job = await createJob(db, user.id, REQUESTS_CSV_JOB, params);
    wakeJobWorker();
    return job;
  },
);
