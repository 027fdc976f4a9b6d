import { describe, expect, it } from "vitest";
import { MAX_NODES } from "../scoring/derive/parse.ts";
import { shellOf } from "../scoring/derive/shell.ts";
import { detectChallenge, observePlain } from "./walls.ts";

const none = new Map<string, string>();
const isEmptyShell = (html: string) => shellOf(observePlain(html, 200, none));
const scanHtml = (html: string) => observePlain(html, 200, none);
const headers = (record: Record<string, string>) => new Map(Object.entries(record));
const prose = (chars: number) => "<p>" + "Anvils are forged from tool steel and hardened on the face. ".repeat(Math.ceil(chars / 60)) + "</p>";
const article = (extra = "", title = "How anvils are made") =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><h1>${title}</h1>${prose(4000)}</main>${extra}</body></html>`;

// Real-world pages, trimmed: the markup bot-protection vendors serve.
const CLOUDFLARE_MANAGED = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><style>*{box-sizing:border-box;margin:0;padding:0}</style></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><noscript><div id="challenge-error-title"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "example.com",cType: 'managed',cRay: '8a1b2c3d4e5f',fa: "\\/?__cf_chl_f_tk=xyz"};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`;
const CLOUDFLARE_TITLE_ONLY = `<!doctype html><html><head><title>Just a moment...</title></head><body><p>Checking your browser before accessing the site.</p><script>let v = 1; location.reload();</script></body></html>`;
const CLOUDFLARE_BLOCK = `<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><div id="cf-wrapper"><h1 data-translate="block_headline">Sorry, you have been blocked</h1><h2>You are unable to access example.com</h2><p>This website is using a security service to protect itself from online attacks.</p><span>Cloudflare Ray ID: 8a1b2c3d4e5f</span></div></body></html>`;
const INCAPSULA = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=7-12345-0%200NNN&incident_id=1234-5678&edet=15" frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 1234-5678</iframe></body></html>`;
const PERIMETERX = `<!DOCTYPE html><html lang="en"><head><title>Access to this page has been denied</title><script>window._pxAppId = 'PXabc123';window._pxJsClientSrc = '/abc123/init.js';</script><script src="/abc123/captcha/captcha.js?a=c&m=0"></script></head><body><div class="px-captcha-container"><div class="px-captcha-header">Before we continue...</div><div class="px-captcha-message">Press &amp; Hold to confirm you are<br>a human (and not a bot).</div><div id="px-captcha"></div></div></body></html>`;
const DATADOME = `<html><head><title>example.com</title><style>#cmsg{animation: A 1.5s;}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA','hsh':'abc','t':'fe','s':45001,'host':'geo.captcha-delivery.com'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;
const SUCURI_BLOCK = `<!DOCTYPE html><html lang="en"><head><title>Sucuri WebSite Firewall - Access Denied</title></head><body><div id="main-container"><h1>Access Denied - Sucuri Website Firewall</h1><p>If you are the site owner, consider <a href="https://sucuri.net/">whitelisting</a> your IP.</p><table><tr><td>Block ID:</td><td>BNP005</td></tr></table></div></body></html>`;
const SUCURI_JS = `<html><title>You are being redirected...</title><noscript>Javascript is required. Please enable javascript before you are allowed to see this page.</noscript><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='cz0iMTAiLnN1YnN0cigwLDEpOw==';L=S.length;</script></html>`;
const AKAMAI = `<HTML><HEAD>
<TITLE>Access Denied</TITLE>
</HEAD><BODY>
<H1>Access Denied</H1>

You don't have permission to access "http&#58;&#47;&#47;www&#46;example&#46;com&#47;" on this server.<P>
Reference&#32;&#35;18&#46;4d2e1002&#46;1700000000&#46;2f3a4b5c
<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4d2e1002&#46;1700000000&#46;2f3a4b5c</P>
</BODY>
</HTML>`;

describe("detectChallenge", () => {
  it.each([
    ["Cloudflare managed challenge", CLOUDFLARE_MANAGED, 403, "Cloudflare challenge script (_cf_chl_opt)"],
    ["Cloudflare interstitial (title only)", CLOUDFLARE_TITLE_ONLY, 503, 'Cloudflare "Just a moment..." title'],
    ["Cloudflare block page", CLOUDFLARE_BLOCK, 403, 'Cloudflare "Attention Required!" block page'],
    ["Imperva/Incapsula", INCAPSULA, 200, "Imperva/Incapsula (_Incapsula_Resource)"],
    ["PerimeterX", PERIMETERX, 403, "PerimeterX/HUMAN (px-captcha)"],
    ["DataDome", DATADOME, 403, "DataDome (captcha-delivery.com)"],
    ["Sucuri block page", SUCURI_BLOCK, 403, "Sucuri WebSite Firewall block page"],
    ["Sucuri JavaScript challenge", SUCURI_JS, 200, "Sucuri CloudProxy JavaScript challenge"],
    ["Akamai Access Denied", AKAMAI, 403, 'Akamai "Access Denied" (Reference #)'],
  ])("recognizes the %s", (_name, html, status, marker) => {
    expect(detectChallenge(html, status, none)).toEqual({ challenged: true, marker });
  });

  it("takes Cloudflare's cf-mitigated header first, whatever the body", () => {
    expect(detectChallenge("<html><body></body></html>", 403, headers({ "cf-mitigated": "challenge" }))).toEqual({
      challenged: true,
      marker: "cf-mitigated: challenge header (Cloudflare)",
    });
  });

  it("recognizes the Vercel and AWS WAF mitigation headers", () => {
    expect(detectChallenge("", 429, headers({ "x-vercel-mitigated": "challenge" })).marker).toContain("Vercel");
    expect(detectChallenge("", 405, headers({ "x-amzn-waf-action": "captcha" })).marker).toContain("AWS WAF");
  });

  it("recognizes a DataDome 403 by its header", () => {
    expect(detectChallenge("<p>blocked</p>", 403, headers({ "x-datadome": "protected" })).marker).toBe("DataDome block (x-datadome header)");
  });

  it("recognizes a title written with an ellipsis character or an entity", () => {
    expect(detectChallenge("<title>Just a moment…</title>", 503, none).challenged).toBe(true);
    expect(detectChallenge("<title>Just a moment&#8230;</title>", 503, none).challenged).toBe(true);
  });

  it("recognizes a bot check on an error status, and not the same words on a 200", () => {
    const page = "<html><head><title>Verify you are human</title></head><body><p>Please complete the captcha.</p></body></html>";
    expect(detectChallenge(page, 429, none)).toEqual({ challenged: true, marker: "bot check on an error page" });
    expect(detectChallenge(page, 200, none).challenged).toBe(false);
  });

  it("does not take a real page for a challenge when a vendor's sensor script rides along", () => {
    const cloudflareSensor = `<script>(function(){var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';document.head.appendChild(a);})();</script>`;
    const incapsulaSensor = `<script src="/_Incapsula_Resource?SWJIYLWA=5074a744e2e3d891814e9a2dace20bd4"></script>`;
    const pxSensor = `<script>window._pxAppId='PXabc';</script><script src="//client.px-cloud.net/PXabc/main.min.js"></script>`;
    for (const extra of [cloudflareSensor, incapsulaSensor, pxSensor]) {
      expect(detectChallenge(article(extra), 200, none)).toEqual({ challenged: false, marker: null });
    }
  });

  it("does not take a short real page for a challenge when Cloudflare's JS detections ride along", () => {
    const short = `<!doctype html><html><head><title>Contact</title></head><body><main><h1>Contact us</h1>${prose(600)}</main><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><script src="/_Incapsula_Resource?SWJIYLWA=abc"></script></body></html>`;
    expect(detectChallenge(short, 200, none).challenged).toBe(false);
  });

  it("recognizes a bare page that only loads a challenge script", () => {
    const bare = `<html><head><META NAME="robots" CONTENT="noindex,nofollow"><script src="/_Incapsula_Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script></head><body></body></html>`;
    expect(detectChallenge(bare, 200, none).marker).toBe("Imperva/Incapsula (_Incapsula_Resource)");
    const orchestrate = `<html><body><div>One moment</div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=1"></script></body></html>`;
    expect(detectChallenge(orchestrate, 403, none).marker).toBe("Cloudflare challenge-platform script on a near-empty page");
  });

  it("does not take an article titled 'Just a moment' for a challenge", () => {
    expect(detectChallenge(article("", "Just a moment..."), 200, none).challenged).toBe(false);
  });

  it("does not take an ordinary error or a short page for a challenge", () => {
    expect(detectChallenge("<h1>Service unavailable</h1>", 503, none).challenged).toBe(false);
    expect(detectChallenge("<h1>Finally</h1>", 200, none).challenged).toBe(false);
    expect(detectChallenge("", 200, none).challenged).toBe(false);
  });

});

describe("isEmptyShell", () => {
  it("finds a Create React App shell: an empty #root and a noscript asking for JavaScript", () => {
    const html = `<!doctype html><html><head><title>React App</title><script defer src="/static/js/main.1a2b3c.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`;
    const verdict = isEmptyShell(html);
    expect(verdict.empty).toBe(true);
    expect(verdict.reason).toContain('an empty <div id="root">');
    expect(verdict.reason).toContain("<noscript>");
    expect(verdict.reason).toContain("1 app bundle script");
  });

  it("finds a Vite shell: an empty #app and a module script", () => {
    const html = `<!doctype html><html><head><title>Sparrow</title><script type="module" crossorigin src="/assets/index-BqX3.js"></script></head><body><div id="app"></div></body></html>`;
    expect(isEmptyShell(html)).toMatchObject({ empty: true });
  });

  it("finds the fixture SPA and a Nuxt shell whose mount holds only a comment", () => {
    expect(isEmptyShell(`<body>\n  <div id="root"></div>\n  <script src="/app.js"></script>\n</body>`).empty).toBe(true);
    expect(isEmptyShell(`<body><div id="__nuxt"><!----></div><script src="/_nuxt/entry.js"></script></body>`).empty).toBe(true);
  });

  it("finds a thin page carried by a large inline script", () => {
    const html = `<body><div class="x"></div><script>${"window.__STATE__ = {};".repeat(2000)}</script></body>`;
    expect(isEmptyShell(html)).toMatchObject({ empty: true, reason: expect.stringContaining("inline script") });
  });

  it("does not call a server-rendered Next.js page a shell", () => {
    const html = `<!doctype html><html><body><div id="__next"><main><h1>Anvils</h1>${prose(1500)}</main></div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script><script src="/_next/static/chunks/main-abc.js"></script></body></html>`;
    const verdict = isEmptyShell(html);
    expect(verdict.empty).toBe(false);
    expect(verdict.reason).toMatch(/^not a shell: 1,\d{3} characters/);
  });

  it("does not call a short static page a shell", () => {
    expect(isEmptyShell("<h1>Finally</h1>")).toEqual({ empty: false, reason: "a short page (7 characters of visible text) without client-side app markers" });
  });

  it("counts no script, style or template text as visible", () => {
    const html = `<body><style>${"p{color:red}".repeat(100)}</style><template>${"x".repeat(500)}</template><div id="root"></div><script>${"var a;".repeat(100)}</script></body>`;
    expect(scanHtml(html).textChars).toBe(0);
    expect(isEmptyShell(html).empty).toBe(true);
  });

});

describe("observePlain", () => {
  it("counts main content apart from navigation and footers", () => {
    const signals = scanHtml(`<body><nav>${"menu ".repeat(100)}</nav><main><p>${"word ".repeat(100)}</p></main><footer>${"legal ".repeat(50)}</footer></body>`);
    expect(signals.mainChars).toBe(500);
    expect(signals.textChars).toBe(500 + 500 + 300);
  });

  it("falls back to the body without furniture when there is no <main>", () => {
    const signals = scanHtml(`<body><header>Site</header><div><p>${"word ".repeat(100)}</p></div></body>`);
    expect(signals.mainChars).toBe(500);
  });

  it("reads hostile input to the end (linear: no nesting, backtracking or quadratic search)", () => {
    scanHtml(`<p>${"x".repeat(5_000_000)}</p>`);
    scanHtml("<div>".repeat(100_000) + "text" + "</div>".repeat(100_000));
    scanHtml("<a " + 'b="'.repeat(50_000));
    scanHtml("<script>" + "<".repeat(1_000_000));
    expect(scanHtml("<<<<>>>>".repeat(200_000)).chars).toBe(1_600_000);
  });

  it("reads as far as scoring's node budget: a page of tiny elements is counted up to MAX_NODES tokens", () => {
    const signals = scanHtml("<p>ab".repeat(MAX_NODES));
    // Each <p>ab is two tokens, a start tag and its text: half of them are read.
    expect(signals.textChars).toBeGreaterThanOrEqual(MAX_NODES);
    expect(signals.textChars).toBeLessThan(MAX_NODES + 2 * 64 * 1024);
    expect(signals.chars).toBe(5 * MAX_NODES);
  });
});
