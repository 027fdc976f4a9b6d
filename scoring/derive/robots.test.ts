import { describe, expect, it } from "vitest";
import { MAX_ROBOTS_CHARS, blockedCrawlers, describeBlock, isAllowed, normalizePath, parseRobots, patternMatches, productToken, robotsPath, robotsVerdict } from "./robots.ts";

describe("parseRobots", () => {
  it("groups consecutive user-agent lines and starts a new group after rules (RFC 9309 §2.1)", () => {
    const robots = parseRobots("User-agent: a\nUser-agent: b\nDisallow: /x\nUser-agent: c\nAllow: /y\n");
    expect(robots.groups.map((group) => group.agents)).toEqual([["a", "b"], ["c"]]);
    expect(robots.groups[0]!.rules).toEqual([{ allow: false, pattern: "/x", line: "Disallow: /x" }]);
  });

  it("tolerates a BOM, CRLF and CR line ends, comments, blank lines and any case", () => {
    const robots = parseRobots("\uFEFFUSER-AGENT: GPTBot # OpenAI\r\n\r\nDISALLOW: / # all\rSitemap: https://a.example/s.xml\r\n");
    expect(robots.groups).toEqual([{ agents: ["gptbot"], rules: [{ allow: false, pattern: "/", line: "Disallow: /" }] }]);
    expect(robots.sitemaps).toEqual(["https://a.example/s.xml"]);
  });

  it("reads Cloudflare's Content-Signal lines without ending the group", () => {
    const text = [
      "# As a condition of accessing this website, you agree to abide by the following content signals:",
      "User-Agent: *",
      "Content-Signal: search=yes,ai-train=no",
      "Allow: /",
      "",
      "User-agent: CCBot",
      "Disallow: /",
    ].join("\n");
    const robots = parseRobots(text);
    expect(robots.contentSignals).toEqual(["search=yes,ai-train=no"]);
    expect(robots.groups.map((group) => group.agents)).toEqual([["*"], ["ccbot"]]);
    expect(isAllowed(robots, "CCBot", "/")).toBe(false);
    expect(isAllowed(robots, "OAI-SearchBot", "/")).toBe(true);
  });

  it("ignores unknown directives, crawl-delay and rules outside any group", () => {
    const robots = parseRobots("Disallow: /orphan\nUser-agent: *\nCrawl-delay: 10\nNoindex: /x\nHost: a.example\nDisallow: /private\n");
    expect(robots.groups).toHaveLength(1);
    expect(robots.groups[0]!.rules.map((rule) => rule.pattern)).toEqual(["/private"]);
    expect(isAllowed(robots, "bot", "/orphan")).toBe(true);
  });

  it("accepts the misspellings and the colon-less form Google's parser accepts", () => {
    const robots = parseRobots("useragent: *\ndissallow: /a\nDisallow /b\n");
    expect(isAllowed(robots, "bot", "/a")).toBe(false);
    expect(isAllowed(robots, "bot", "/b")).toBe(false);
  });

  it("reads the product token of a user-agent value", () => {
    expect(productToken("Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe("googlebot");
    expect(productToken(" * ")).toBe("*");
    expect(productToken("OAI-SearchBot")).toBe("oai-searchbot");
    expect(productToken("Meta-ExternalAgent")).toBe("meta-externalagent");
  });

  it("caps input at 500 KiB (RFC 9309 §2.5)", () => {
    const text = "User-agent: *\n" + "Allow: /x\n".repeat(60_000) + "Disallow: /\n";
    const robots = parseRobots(text);
    expect(robots.truncated).toBe(true);
    expect(text.length).toBeGreaterThan(MAX_ROBOTS_CHARS);
    expect(isAllowed(robots, "bot", "/page")).toBe(true);
  });
});

// RFC 9309 §5.1, the simple example.
const RFC_EXAMPLE = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF`;

describe("isAllowed: RFC 9309 examples", () => {
  const robots = parseRobots(RFC_EXAMPLE);
  it.each([
    ["foobot", "/", false],
    ["foobot", "/example/page.html", true],
    ["foobot", "/example/allowed.gif", true],
    ["foobot", "/example/other.gif", false],
    ["barbot", "/example/page.html", false],
    ["bazbot", "/example/page.html", false],
    ["barbot", "/example/other.html", true],
    ["quxbot", "/example/page.html", true], // its own (empty) group: the * group does not apply
    ["quxbot", "/image.gif", true],
    ["otherbot", "/image.gif", false],
    ["otherbot", "/example/x", false],
    ["otherbot", "/publications/x", true],
    ["otherbot", "/", true],
  ])("%s on %s: %s", (agent, path, allowed) => {
    expect(isAllowed(robots, agent, path)).toBe(allowed);
  });

  it("takes the longest match (§5.2)", () => {
    const longest = parseRobots("User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n");
    expect(isAllowed(longest, "foobot", "/example/page/")).toBe(true);
    expect(isAllowed(longest, "foobot", "/example/page/disallowed.gif")).toBe(false);
  });

  it("merges every group naming the agent (§2.2.1)", () => {
    const merged = parseRobots("user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n");
    expect(["/foo", "/bar", "/baz"].map((path) => isAllowed(merged, "ExampleBot", path))).toEqual([false, false, false]);
  });

  it("matches user agents case-insensitively and falls back to *, then to no rules", () => {
    const robots = parseRobots("User-agent: GPTBOT\nDisallow: /\n");
    expect(isAllowed(robots, "GPTBot", "/")).toBe(false);
    expect(robotsVerdict(robots, "ClaudeBot", "/")).toEqual({ allowed: true, rule: null, group: "none" });
  });

  it("always allows /robots.txt", () => {
    expect(isAllowed(parseRobots("User-agent: *\nDisallow: /\n"), "bot", "/robots.txt")).toBe(true);
  });

  it("allows everything with an empty Disallow", () => {
    expect(isAllowed(parseRobots("User-agent: *\nDisallow:\n"), "bot", "/anything")).toBe(true);
  });

  it("compares percent-encoded (§2.2.2 table)", () => {
    expect(normalizePath("/foo/bar/ツ")).toBe("/foo/bar/%E3%83%84");
    expect(normalizePath("/foo/bar/%e3%83%84")).toBe("/foo/bar/%E3%83%84");
    expect(normalizePath("/foo/bar/%62%61%7A")).toBe("/foo/bar/baz");
    const robots = parseRobots("User-agent: *\nDisallow: /foo/bar/%62%61%7A\nDisallow: /foo/bar/ツ\n");
    expect(isAllowed(robots, "bot", "/foo/bar/baz")).toBe(false);
    expect(isAllowed(robots, "bot", "/foo/bar/%E3%83%84")).toBe(false);
    expect(isAllowed(robots, "bot", "/foo/bar?baz=quz")).toBe(true);
  });
});

describe("isAllowed: Google's documented examples", () => {
  // developers.google.com/search/docs/crawling-indexing/robots/robots_txt, "URL matching based on path values".
  it.each([
    ["/fish", "/fish", true], ["/fish", "/fish.html", true], ["/fish", "/fish/salmon.html", true], ["/fish", "/fishheads", true],
    ["/fish", "/fishheads/yummy.html", true], ["/fish", "/fish.php?id=anything", true], ["/fish", "/Fish.asp", false],
    ["/fish", "/catfish", false], ["/fish", "/?id=fish", false], ["/fish", "/desert/fish", false],
    ["/fish*", "/fish.html", true], ["/fish*", "/catfish", false],
    ["/fish/", "/fish/", true], ["/fish/", "/fish/?id=anything", true], ["/fish/", "/fish/salmon.htm", true],
    ["/fish/", "/fish", false], ["/fish/", "/fish.html", false], ["/fish/", "/animals/fish/", false], ["/fish/", "/Fish/Salmon.asp", false],
    ["/*.php", "/index.php", true], ["/*.php", "/folder/filename.php?parameters", true], ["/*.php", "/folder/any.php.file.html", true],
    ["/*.php", "/filename.php/", true], ["/*.php", "/", false], ["/*.php", "/windows.PHP", false],
    ["/*.php$", "/filename.php", true], ["/*.php$", "/folder/filename.php", true], ["/*.php$", "/filename.php?parameters", false],
    ["/*.php$", "/filename.php/", false], ["/*.php$", "/filename.php5", false], ["/*.php$", "/windows.PHP", false],
    ["/fish*.php", "/fish.php", true], ["/fish*.php", "/fishheads/catfish.php?parameters", true], ["/fish*.php", "/Fish.PHP", false],
  ])("%s matches %s: %s", (pattern, path, matches) => {
    expect(patternMatches(pattern, path)).toBe(matches);
  });

  // "Order of precedence for rules".
  it.each([
    ["allow: /p\ndisallow: /", "/page", true],
    ["allow: /folder\ndisallow: /folder", "/folder/page", true],
    ["allow: /page\ndisallow: /*.htm", "/page.htm", false],
    ["allow: /page\ndisallow: /*.ph", "/page.php5", true],
    ["allow: /$\ndisallow: /", "/", true],
    ["allow: /$\ndisallow: /", "/page.htm", false],
  ])("%j on %s: allowed %s", (rules, path, allowed) => {
    expect(isAllowed(parseRobots(`user-agent: *\n${rules}\n`), "Googlebot", path)).toBe(allowed);
  });

  it("names the rule that decided", () => {
    const verdict = robotsVerdict(parseRobots("User-agent: *\nDisallow: /private/\nAllow: /private/press/\n"), "PerplexityBot", "/private/memo");
    expect(verdict).toEqual({ allowed: false, rule: { allow: false, pattern: "/private/", line: "Disallow: /private/" }, group: "*" });
  });
});

describe("bounded work", () => {
  it("matches hostile wildcard patterns in linear time", () => {
    const started = performance.now();
    const rules = Array.from({ length: 20_000 }, () => `Disallow: /${"*a".repeat(50)}b$`).join("\n");
    const robots = parseRobots(`User-agent: *\n${rules}\n`);
    expect(robots.truncated).toBe(true);
    expect(robots.groups[0]!.rules.every((rule) => rule.pattern.endsWith("b$"))).toBe(true);
    for (let i = 0; i < 10; i++) isAllowed(robots, `bot${i}`, `/${"a".repeat(2_000)}`);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(isAllowed(robots, "bot", `/${"a".repeat(200)}`)).toBe(true);
    expect(isAllowed(robots, "bot", `/${"a".repeat(200)}b`)).toBe(false);
  });
});

describe("describeBlock", () => {
  it("names the crawler, the blocking rule and whose group it sits in, as a key with parameters", () => {
    const robots = parseRobots("User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n");
    const blocked = blockedCrawlers(robots, [{ token: "GPTBot" }, { token: "Googlebot" }, { token: "Bingbot" }], "/private/page");
    expect(blocked.map(describeBlock)).toEqual([
      { key: "own-group-block", params: { token: "GPTBot", rule: "Disallow: /" } },
      { key: "star-group-block", params: { token: "Googlebot", rule: "Disallow: /private/" } },
      { key: "star-group-block", params: { token: "Bingbot", rule: "Disallow: /private/" } },
    ]);
  });
});

describe("RFC 9309 where Google's reference parser agrees and trim() did not", () => {
  it("keeps a bare ? in the path matched: /docs/page? is not /docs/page", () => {
    expect(robotsPath(new URL("https://site.example/docs/page?"))).toBe("/docs/page?");
    expect(robotsPath(new URL("https://site.example/docs/page?#top"))).toBe("/docs/page?");
    expect(robotsPath(new URL("https://site.example/docs/page#a?b"))).toBe("/docs/page");
    expect(robotsPath(new URL("https://site.example/docs/page?a=1"))).toBe("/docs/page?a=1");
    const robots = parseRobots("User-agent: *\nDisallow: /docs/page$\n");
    expect(isAllowed(robots, "GPTBot", robotsPath(new URL("https://site.example/docs/page?")))).toBe(true);
    expect(isAllowed(robots, "GPTBot", robotsPath(new URL("https://site.example/docs/page")))).toBe(false);
  });

  it("counts only space and tab as whitespace: a no-break space is part of the pattern", () => {
    const robots = parseRobots("User-agent: *\nDisallow: /**\u00a0\n");
    expect(isAllowed(robots, "GPTBot", "/page")).toBe(true);
    expect(isAllowed(parseRobots("User-agent: *\nDisallow: /private \t\n"), "GPTBot", "/private/x")).toBe(false);
    expect(isAllowed(parseRobots("User-agent:\u00a0GPTBot\nDisallow: /\n"), "GPTBot", "/page")).toBe(true);
  });
});
