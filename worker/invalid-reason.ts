// The normalizer's reasons (gather/normalize.ts, gather/guard.ts) as catalogue reasons: its sentences may
// quote the input (a scheme, a port, a name), so clients get fixed words instead. invalid-reason.test.ts
// runs real inputs through the normalizer, so a reworded reason there fails a test here.
import { normalizeDomain } from "../gather/normalize.ts";
import { ApiError, type ErrorCode, type InvalidReason } from "./errors.ts";

/** First match wins; an unknown reason reads as "not a domain name", true of every refusal. */
const REASONS: readonly (readonly [RegExp, InvalidReason])[] = [
  [/^empty$/, "missing"],
  [/longer than/, "too_long"],
  [/spaces or control characters/, "spaces"],
  [/^scheme /, "scheme"],
  [/^malformed URL|^not a URL$/, "malformed"],
  [/credentials/, "credentials"],
  [/^port /, "port"],
  [/^IP address/, "ip_address"],
  [/not a public website|not public websites/, "private"],
];

export function invalidReason(normalizerReason: string): InvalidReason {
  return REASONS.find(([pattern]) => pattern.test(normalizerReason))?.[1] ?? "not_domain";
}

/** The normalized domain of `raw`, or the caller's 400 (`code`) with the reason in fixed words. */
export function requireDomain(raw: string, code: Extract<ErrorCode, `invalid_${string}`>): string {
  const normalized = normalizeDomain(raw);
  if (!normalized.ok) throw new ApiError(code, { reason: invalidReason(normalized.reason) });
  return normalized.domain;
}
