// A built site's own robots.txt, llms.txt and sitemap: what its site-level checks would fetch once it is
// deployed, read from the build's directory.
import { readFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { sitemapUrl } from "../../gather/fetch-site.ts";
import type { SiteFiles } from "../../scoring/input.ts";

/** The file under `root` that `url` is served from when the directory is served at `base`, or null when it is outside. */
function fileAt(root: string, base: URL, url: URL): string | null {
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice(base.pathname.length));
  } catch {
    return null;
  }
  const file = join(root, path);
  const inside = relative(root, file);
  return inside === "" || inside.startsWith("..") || isAbsolute(inside) ? null : file;
}

/**
 * The site files of the build in `root`, served at `base`: robots.txt and llms.txt at its top, and the
 * sitemap that robots.txt names (as the service finds it, gather/fetch-site.ts) when the build holds it,
 * else its sitemap.xml. Each is null when the build has none. `root` is a directory.
 */
export async function siteFilesIn(root: string, base: URL): Promise<SiteFiles> {
  const read = (file: string | null) => (file === null ? Promise.resolve(null) : readFile(file, "utf8").catch(() => null));
  const [robotsTxt, llmsTxt] = await Promise.all([read(join(root, "robots.txt")), read(join(root, "llms.txt"))]);
  const declared = fileAt(root, base, sitemapUrl(base, robotsTxt));
  const sitemapXml = (await read(declared)) ?? (await read(join(root, "sitemap.xml")));
  return { robotsTxt, robotsTxtError: null, llmsTxt, sitemapXml };
}
