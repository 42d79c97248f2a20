import { systemClock } from "../clock";
import type { Job } from "../jobs/runner";
import type { Logger } from "../logger";
import type { ObjectStorage } from "./keys";

/**
 * How long a storage driver's temporary file may go unwritten before it is taken for the
 * leftover of a killed write (issue 45). The longest single write is a file of FILE_MAX_BYTES
 * (2 GiB) streamed through the API by an upload without JavaScript (putStream): at 1 Mbit/s, a
 * slow uplink, 4.8 hours. Six hours is more than that, although a write in progress moves its
 * file's mtime with every chunk and so looks seconds old, never hours: the margin is for a
 * write stalled that long, which no browser and no proxy keeps open. An abandoned file costs its
 * disk space for at most these hours and the sweep's hour.
 */
export const TEMPORARY_FILE_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * The age is measured on the machine's clock, not the injectable one the jobs compare rows with:
 * a file's mtime is stamped by the operating system. A test's moved clock would otherwise make a
 * file another test file is writing in the shared DATA_DIR look hours old.
 */
const writtenBefore = () => new Date(systemClock.now().getTime() - TEMPORARY_FILE_MAX_AGE_MS);

/**
 * storage.temporary-files: the storage's own sweep, whatever module wrote the file (a photo, a
 * company's avatar, a file). One run walks the directories in stretches (sweepTemporaryFiles),
 * each a batch of the job runner in its own transaction: on PGlite a transaction holds the one
 * connection, and a walk of tens of thousands of directories takes seconds. The walk in progress
 * is kept here between batches; a run that stopped half-way is resumed by the next, as a table's
 * sweep resumes where it stopped. With S3 a run finds nothing.
 */
export function storageJobs(storage: ObjectStorage): Job[] {
  let walk: AsyncGenerator<number, number> | undefined;
  return [
    {
      name: "storage.temporary-files",
      everySeconds: 60 * 60,
      async run() {
        walk ??= storage.sweepTemporaryFiles(writtenBefore());
        let step: IteratorResult<number, number>;
        try {
          step = await walk.next();
        } catch (error) {
          walk = undefined; // a generator that threw is over: the next run walks again
          throw error;
        }
        if (step.done) walk = undefined;
        return { counts: { removed: step.value }, more: !step.done };
      },
    },
  ];
}

/**
 * The same sweep when the server starts: what a kill left goes now, before the first due run of
 * the job (which an instance with JOBS_INTERVAL_SECONDS=0 never runs). Not awaited by the start
 * (on a large directory the walk takes seconds, and nothing needs it first); never throws, a
 * failure is logged and the job tries again.
 */
export async function sweepTemporaryFilesAtStart(storage: ObjectStorage, logger: Logger): Promise<number> {
  let removed = 0;
  try {
    const walk = storage.sweepTemporaryFiles(writtenBefore());
    for (;;) {
      const step = await walk.next();
      removed += step.value;
      if (step.done) break;
    }
  } catch (err) {
    logger.warn({ err, removed }, "the start's sweep of the storage's temporary files failed");
    return removed;
  }
  if (removed > 0) logger.info({ removed }, "removed temporary files that killed uploads left in the storage");
  return removed;
}
