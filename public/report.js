// The public report page: reads the domain from its path, fetches /api/report/<domain> and shows every
// category, check and fix. Everything from the scored site is inserted as text, never as HTML.
const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function show(report) {
  document.title = `${report.url}: AEO score ${report.score} (${report.grade}) · Citable`;
  $("title").textContent = `AEO readiness report: ${report.url}`;
  $("score").textContent = `${report.score}/100`;
  $("grade").textContent = `Grade ${report.grade}`;
  $("summary").textContent = report.summary;
  const analyzed = new Date(report.analyzed_at).toUTCString();
  const via = report.page.read_via === "browser" ? "a headless browser (plain fetches were blocked)" : "a plain fetch";
  $("meta").textContent = `Page type: ${report.page.type} (${report.page.type_reason}). Language: ${report.page.language}. Read with ${via}. Analyzed ${analyzed}, engine version ${report.engine_version}.`;

  $("fixes").replaceChildren(
    ...report.fixes.map((fix) => {
      const item = element("li");
      item.append(element("strong", fix.title), element("span", ` (+${fix.impact} points) `), element("p", fix.fix));
      if (fix.snippet) item.append(element("pre", fix.snippet));
      return item;
    }),
  );
  $("categories").replaceChildren(
    ...report.categories.map((category) => {
      const section = element("section");
      section.append(element("h3", `${category.name}: ${category.score}/100`));
      const list = element("ul", undefined, "checks");
      for (const check of category.checks) {
        const item = element("li", undefined, `check ${check.status}`);
        item.append(element("strong", `${check.status.toUpperCase()} · ${check.title} (${check.score})`), element("p", check.evidence), element("p", `Why it matters: ${check.why}`, "why"));
        list.append(item);
      }
      section.append(list);
      return section;
    }),
  );
  $("status").textContent = "";
  for (const id of ["overview", "fixes-section", "categories-section"]) $(id).hidden = false;
}

async function load() {
  const domain = decodeURIComponent(location.pathname.split("/")[2] ?? "");
  try {
    const response = await fetch(`/api/report/${encodeURIComponent(domain)}`);
    if (response.status === 404) {
      $("status").textContent = "";
      $("analyze-link").href = `/?url=${encodeURIComponent(domain)}`;
      $("not-analyzed").hidden = false;
      return;
    }
    const body = await response.json();
    if (!response.ok) {
      $("status").textContent = body.error ?? "The report could not be loaded.";
      return;
    }
    show(body);
  } catch {
    $("status").textContent = "Could not reach Citable. Check your connection and reload.";
  }
}

load();
