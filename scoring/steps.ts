// Long work in steps. workerd runs all of a process's requests on one thread (`wrangler dev`, the embedded
// default), so a 5 MiB page read in one go holds every other request, cache hits included, for the whole
// read. The passes that grow with the input (reading markup, running the checks) are generators that yield
// between steps: a slice of markup read, a check run. A caller on a shared thread awaits a pause between
// steps (analyzePaced, the gather's walls scan); anything else runs them at once (analyze).
export type Steps<T> = Generator<void, T, undefined>;

/** Runs the steps to the end, without pausing. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs the steps, awaiting `pause` between them so that other work on the thread gets its turn. */
export async function runPaced<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await pause();
  }
}
