// What "the site" is, for the cache key and for every hop that may leave it (RELIABILITY.md: "everything
// that leads to another host is a hop to judge"). A site is one host with its www./bare variants:
// example.com and www.example.com are one site; shop.example.com, example.net and other-brand.com are not.
//
// Why not the registrable domain (eTLD+1)? Telling it apart needs the Public Suffix List (~200 KB, changing
// weekly), and without it sibling subdomains on shared hosts (alice.github.io, bob.github.io,
// *.blogspot.com, *.pages.dev) would count as one site. A report named example.com must describe what
// example.com serves, so a redirect to a sibling subdomain is named like any other site: the caller can
// ask for that host itself.

/** `name` with every leading www. label removed while two labels remain ("www.com" stays: a bare TLD is no site). */
export function withoutWww(name: string): string {
  let key = name;
  while (key.startsWith("www.") && key.indexOf(".", 4) !== -1) key = key.slice(4);
  return key;
}

/** The site a host belongs to: lower-cased, one trailing dot removed, leading www. labels removed. */
export function siteKey(host: string): string {
  return withoutWww(host.toLowerCase().replace(/\.$/, ""));
}

/** Whether `url` is on the site whose key is `site` (either scheme; ports are the guard's business). */
export function onSite(url: URL, site: string): boolean {
  return siteKey(url.hostname) === site;
}
