// A worker process for the job tests: runs one job of the requests CSV export slowly (two rows per
// chunk, a pause after each progress report) so that the test can kill it in the middle.
import { getDb } from "@/lib/database";
import { runNextJob } from "@/lib/jobs/runner";
import { REQUESTS_CSV_JOB, requestsCsvJob } from "@/lib/tfg/csv-job";

const jobId = Number(process.argv[2]);
const leaseMs = Number(process.argv[3]);
const slow = requestsCsvJob({ chunkSize: 2 });
await runNextJob(
  await getDb(),
  {
    [REQUESTS_CSV_JOB]: (ctx) =>
      slow({
        ...ctx,
        report: async (progress) => {
          await ctx.report(progress);
          console.log(`progress ${Math.floor(progress)}`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        },
      }),
  },
  { workerId: "child-worker", leaseMs, jobId },
);
console.log("finished");
process.exit(0);
