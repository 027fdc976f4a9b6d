// Variables and secrets the Worker reads that wrangler.toml does not declare (so `wrangler types` cannot):
// secrets are set with `wrangler secret put`, the rest are optional (see the README's configuration table).
interface OptionalEnv {
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  PUBLIC_BASE_URL?: string;
  /** Local and test use only; never set in production. */
  TARGET_RESOLVE?: string;
}
interface Env extends OptionalEnv {}
declare namespace Cloudflare {
  interface Env extends OptionalEnv {}
}
