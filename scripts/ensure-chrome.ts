// `node scripts/ensure-chrome.ts [--optional]`: set up Chromium for the local BROWSER binding (see chrome.ts).
// Tests need it and fail here with a clear message; `npm start` passes --optional and only warns.
import { ensureChrome } from "./chrome.ts";

const optional = process.argv.includes("--optional");
const setup = await ensureChrome();
if (setup.ok) {
  if (!optional) console.log(`BROWSER binding: ${setup.chromium} via ${setup.wrapper}`);
} else if (optional) {
  console.warn(`warning: the BROWSER binding will not work locally: ${setup.reason}`);
} else {
  console.error(`error: the BROWSER binding needs Chromium: ${setup.reason}`);
  process.exit(1);
}
