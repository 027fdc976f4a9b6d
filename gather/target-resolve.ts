// TARGET_RESOLVE: sends fetches for chosen hosts to a local origin, so tests, demos and benchmarks score
// fixture sites without internet. Local and test use only; production never sets it. It is applied after
// the SSRF guard has judged the URL as the user or a redirect gave it.

export interface TargetRule {
  /** A host (`shop.example`) or a suffix pattern (`*.example`, matching any subdomain, not the bare suffix). */
  pattern: string;
  /** Origin (plus optional path prefix) to send the request to; `{host}` is replaced by the requested host. */
  origin: string;
}

export type TargetResolveParse = { ok: true; rules: TargetRule[] } | { ok: false; error: string };

/** Parses `pattern=origin,pattern=origin`. */
export function parseTargetResolve(spec: string): TargetResolveParse {
  const rules: TargetRule[] = [];
  for (const part of spec.split(",")) {
    const entry = part.trim();
    if (!entry) continue;
    const eq = entry.indexOf("=");
    if (eq <= 0) return { ok: false, error: `TARGET_RESOLVE entry "${entry}" is not pattern=origin` };
    const pattern = entry.slice(0, eq).trim().toLowerCase();
    const origin = entry.slice(eq + 1).trim().replace(/\/+$/, "");
    if (!/^(\*\.)?[a-z0-9.-]+$/.test(pattern)) {
      return { ok: false, error: `TARGET_RESOLVE pattern "${pattern}" is not a host or *.suffix` };
    }
    if (!URL.canParse(origin.replaceAll("{host}", "host"))) {
      return { ok: false, error: `TARGET_RESOLVE origin "${origin}" is not a URL` };
    }
    rules.push({ pattern, origin });
  }
  return { ok: true, rules };
}

function matches(pattern: string, host: string): boolean {
  if (!pattern.startsWith("*.")) return host === pattern;
  return host.endsWith(pattern.slice(1));
}

/** The URL to actually fetch for `url`: origin + path + query of the first matching rule, or `url` itself. */
export function resolveTarget(url: URL, rules: readonly TargetRule[]): URL {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const rule = rules.find((candidate) => matches(candidate.pattern, host));
  if (!rule) return url;
  return new URL(rule.origin.replaceAll("{host}", host) + url.pathname + url.search);
}

/** The origins TARGET_RESOLVE sends requests to (a browser following a mapped page stays on them). */
export function mappedOrigins(rules: readonly TargetRule[]): string[] {
  return rules.map((rule) => new URL(rule.origin.replaceAll("{host}", "host")).origin);
}

/** The inverse of resolveTarget: the public URL a mapped URL stands for, or the URL itself if unmapped. */
export function unmapTarget(url: URL, rules: readonly TargetRule[]): URL {
  for (const rule of rules) {
    const [prefix = "", suffix = ""] = rule.origin.split("{host}");
    const href = url.href;
    if (!href.startsWith(prefix)) continue;
    const rest = href.slice(prefix.length);
    const hasHost = rule.origin.includes("{host}");
    const host = hasHost ? rest.slice(0, rest.length - rest.replace(/^[^/?#]+/, "").length) : rule.pattern;
    const tail = hasHost ? rest.slice(host.length) : rest;
    if (!tail.startsWith(suffix) || !host) continue;
    const path = tail.slice(suffix.length) || "/";
    try {
      return new URL(`https://${host}${path.startsWith("/") ? path : `/${path}`}`);
    } catch {
      continue;
    }
  }
  return url;
}
