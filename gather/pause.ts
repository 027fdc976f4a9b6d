// A pause that lets the event loop's other work run (a zero timer: Node, workerd and browsers alike), for
// work done in steps on a thread other requests share (scoring/steps.ts).
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
