import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";
import { readByline } from "./bylines.ts";

const PROSE = `<p>${"Anvils are forged from tool steel and hardened on the face before they are ground flat again. ".repeat(4)}</p>`;
const doc = (body: string, lang = "en", title = "Forging anvils") =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} | Smithy Notes</title></head><body>${body}</body></html>`;
const byline = (body: string, lang = "en", url = "https://smithy.example/p/88") => readByline(page(doc(body, lang), { url, now: "2026-03-06T12:00:00Z" }));
const day = (date: { day: string } | null) => date?.day ?? null;

describe("the dates a byline shows", () => {
  it("reads the label an <abbr> or a <time> holds in its own text", () => {
    const found = byline(
      `<main><h1>Forging anvils</h1><p><abbr title="2025-11-04T06:00:00Z">Published 4 November 2025</abbr>, <abbr title="2026-02-18T10:22:51Z">updated 18 February 2026</abbr>, by Ann Lee</p>${PROSE}</main>`,
    );
    expect([day(found.published), day(found.modified)]).toEqual(["2025-11-04", "2026-02-18"]);
  });

  it("reads the label of a header cell beside the date (<dl>, <table>)", () => {
    const found = byline(`<main><h1>Forging anvils</h1><dl><dt>Published</dt><dd>12 February 2026</dd><dt>Updated</dt><dd>1 March 2026</dd></dl>${PROSE}</main>`);
    expect([day(found.published), day(found.modified)]).toEqual(["2026-02-12", "2026-03-01"]);
  });

  it("reads a label an icon holds in its tooltip, also without its phrase's preposition", () => {
    const found = byline(
      `<main><h1>Notifiche</h1><p>${"Prenotami invia tre tipi di email ai tuoi clienti: la conferma della prenotazione, un promemoria prima dell'appuntamento e un avviso in caso di modifica. ".repeat(3)}</p><p><span><span title="Ultimo aggiornamento">⟳</span> 3 marzo 2026</span> <span><span title="Creato">✚</span> 14 ottobre 2025</span></p></main>`,
      "it",
    );
    expect([day(found.published), day(found.modified)]).toEqual(["2025-10-14", "2026-03-03"]);
  });

  it("lets words beside a <time> label it when its itemprop says otherwise", () => {
    const found = byline(`<main><h1>Forging anvils</h1>${PROSE}<footer><a href="https://git.example/edit/main/a.md">Edit this page</a> <span>Last updated on <time datetime="2026-02-05" itemprop="dateModified">Feb 5, 2026</time></span></footer></main>`);
    expect(day(found.modified)).toBe("2026-02-05");
  });

  it("leaves a labelled date in a sentence, an aside in brackets or a form to what it dates", () => {
    const sentence = byline(`<main><h1>Retries</h1>${PROSE}<p>Added in version 3.2: retry_on (released 2025-11-18).</p>${PROSE}</main>`);
    expect(sentence.published).toBeNull();
    const form = byline(`<main><h1>Contact</h1><form><label><input type="checkbox"> I have read the privacy notice (updated 25/05/2024)</label></form></main>`);
    expect(form.modified).toBeNull();
  });

  it("reads a label written after its date and time, and leaves a postposed label to its own date", () => {
    const zhProse = `<p>${"城北的老菜市场改造后重新开业，摊位重新排成三列，通道拓宽到两米。".repeat(3)}</p>`;
    const zh = byline(`<main><h1>菜市场重新开业</h1><p>2026-02-27 08:10</p>${zhProse}<p>（本文于2026-03-01 10:05更新，补充了摊位费的说明。）</p></main>`, "zh");
    expect([day(zh.published), day(zh.modified), zh.author]).toEqual(["2026-02-27", "2026-03-01", null]);
    const koProse = `<p>${"시장 상인들은 새 건물로 옮긴 뒤 손님이 조금씩 늘고 있다고 말했다. ".repeat(3)}</p>`;
    const ko = byline(`<main><h1>시장 이전 한 달</h1><p>2026년 2월 3일 게재 · 2026년 3월 1일 보완</p>${koProse}</main>`, "ko");
    expect([day(ko.published), day(ko.modified)]).toEqual(["2026-02-03", "2026-03-01"]);
  });

  it("leaves a date opening a timeline's item to its event", () => {
    const found = byline(`<main><h1>Our bakery</h1>${PROSE}<ul><li>2014: a market stall.</li><li>12 May 2024 Built the new wood-fired oven and doubled the morning bake.</li></ul></main>`, "en", "https://bakery.example/x/1");
    expect(found.published).toBeNull();
  });

  it("takes a name under an editor's label for an editor, and the date under it for the update", () => {
    const found = byline(`<main><div class="l">Last updated by</div><div class="v"><b>Priya Raghunathan</b></div><div class="v"><time datetime="2026-03-02T16:05:44Z">2026-03-02</time></div><h1>Forging anvils</h1>${PROSE}</main>`);
    expect([found.author, found.published, day(found.modified)]).toEqual([null, null, "2026-03-02"]);
  });

  it("takes a name after an update's label and its date for an editor, in a docs footer's one line", () => {
    const en = byline(`<main><h1>Rotating API keys</h1>${PROSE}<footer><span>Last updated on <b>Feb 11, 2026</b> by <b>Tobias Ferreira-Lund</b></span></footer></main>`, "en", "https://docs.kiln.example/keys");
    expect(en.author).toBeNull();
    const fr = byline(`<main><h1>Clés d'API</h1>${PROSE}<footer>Mis à jour le 11 février 2026 par Léa Marchetti</footer></main>`, "fr", "https://docs.kiln.example/fr/cles");
    expect(fr.author).toBeNull();
    // A writer before the date is still the writer: only the name the update's label leads to is an editor's.
    const news = byline(`<main><h1>Harbour dredging</h1><p>By Ann Lee · Updated March 3, 2026</p>${PROSE}</main>`, "en", "https://tidings.example/x/1");
    expect(news.author?.name).toBe("Ann Lee");
  });

  it("never takes a field built without a <form> for a byline", () => {
    const found = byline(`<main><h1>오시는 길</h1><p>${"한옥마을 남쪽 끝, 성당에서 걸어서 8분 거리에 있는 단층 건물입니다. ".repeat(2)}</p><div>이름 <input name="n"> <label><input type="checkbox"> 개인정보 수집에 동의합니다 (개정 2025년 9월 1일)</label></div></main>`, "ko", "https://gongbang.example/x/1");
    expect([found.author, found.published]).toEqual([null, null]);
  });
});

describe("the author a byline names, judged", () => {
  it("gives the first of two reporters each named before their label", () => {
    const found = byline(`<main><h1>재첩 채취</h1><div class="by">김서준 기자 박하린 기자</div><p>2026년 2월 10일</p><p>${"하동 섬진강 하구의 재첩 어민들은 매년 봄 손틀을 챙겨 강으로 들어간다. ".repeat(3)}</p></main>`, "ko");
    expect(found.author?.name).toBe("김서준");
  });

  it("reads a Han label run on from its newsroom's name", () => {
    const found = byline(`<main><h1>夜市改造</h1><p>2026-03-02 08:40</p><p>东江日报融媒体记者 林书瑶 实习生 孙乐</p><p>${"改造后的夜市摊位减少三成，通道拓宽，客流反而增加了近两成。".repeat(3)}</p></main>`, "zh");
    expect(found.author?.name).toBe("林书瑶");
  });

  it("never takes a contributors' list or a channel's name for the author", () => {
    const contributors = byline(`<main><h1>Webhooks</h1>${PROSE}<div class="meta contributors"><span>Mitwirkende: </span><span class="contributor">Katrin Wollenweber</span>, <span class="contributor">Ole Brinkmann</span></div></main>`, "de");
    expect(contributors.author).toBeNull();
    const channel = byline(`<main><h1>원목 식탁 관리</h1><div class="info"><a class="writer" href="/@haetsal">햇살가구</a> 2026. 2. 24.</div><p>${"원목 식탁은 1년에 두 번, 봄과 가을에 오일을 한 번씩 발라 주면 충분합니다. ".repeat(3)}</p></main>`, "ko");
    expect(channel.author).toBeNull();
  });

  it("takes the name two candidates agree on over one met first, within one kind and place", () => {
    const found = byline(`<main><h1>Forging anvils</h1>${PROSE}${PROSE}${PROSE}<div class="author-name">Bo Chen</div>${PROSE}<p>— Ann Lee</p><div class="bio"><h3>About the author</h3><p>Ann Lee forges tools in Sheffield.</p></div></main>`);
    expect(found.author?.name).toBe("Ann Lee");
  });

  it("reads the name after a label that follows the work's name in the author's field, and co-authors over their dates", () => {
    expect(byline(`<main><h1>Die Seilerei</h1><div class="feld-autor">Ein Porträt von Henrike Vogt, Fotos: Jonas Brand</div>${PROSE}</main>`, "de").author?.name).toBe("Henrike Vogt");
    expect(byline(`<main><h1>Veerpont</h1><p class="namen">Femke de Wit en Joris Bakker</p><p>Gepubliceerd op 2 maart 2026 · Bijgewerkt op 3 maart 2026</p><p>${"De veerpont tussen Wijk bij Duurstede en Rijswijk vaart sinds maandag weer, na maanden stilstand door scheuren in de steiger. ".repeat(3)}</p></main>`, "nl").author?.name).toBe("Femke de Wit");
  });
});

describe("the dates a byline shows, continued", () => {
  it("never takes a teaser's labelled update for the page's", () => {
    const card = (title: string, meta: string) => `<article class="post"><h2><a href="/${title.length}/">${title}</a></h2><p>${meta}</p><p>A line of excerpt about it.</p></article>`;
    const found = byline(
      `<main><h1>Field notes</h1>${card("Otters return to the fen", "By Josie Kendrick February 27, 2026")}${card("Counting toads on Mill Lane", "By Adaeze Okoro February 18, 2026 (updated February 25, 2026)")}${card("Winter thrushes", "By Phil Gallagher February 10, 2026")}</main>`,
      "en",
      "https://trust.example/category/field-notes/",
    );
    expect([found.author, found.modified]).toEqual([null, null]);
  });
});

describe("the author a byline names", () => {
  it("reads an author card after a post's comments in the side column", () => {
    const found = byline(
      `<main><h1>Forging anvils</h1><p>3 March 2026</p>${PROSE}<div id="comments"><h2>2 comments</h2><div class="c"><h4>Gwen Ropars</h4><p>4 March 2026</p></div></div></main><aside><h3>About the author</h3><p>Bastien Morel teaches smithing in Quimper.</p></aside>`,
    );
    expect(found.author?.name).toBe("Bastien Morel");
  });

  it("reads a story's closing signature, not a quotation's speaker", () => {
    const found = byline(`<main><h1>Bread</h1><p>12 March 2026</p>${PROSE}<blockquote><p>“Bread is the oldest recipe.”</p><p>— Maria Modesto</p></blockquote>${PROSE}<p>— Rita Campos</p><p>Tags: bread</p></main>`);
    expect(found.author?.name).toBe("Rita Campos");
    const quoted = byline(`<main><h1>Bread</h1><p>12 March 2026</p>${PROSE}<p>“Bread is the oldest recipe and the hardest to get right.”</p><p>— Maria Modesto</p>${PROSE}</main>`);
    expect(quoted.author).toBeNull();
  });

  it("reads names in brackets closing a Japanese story, not a wire service's", () => {
    const story = (sign: string) => byline(`<main><h1>ホタテの貝殻を舗装材に</h1><p>2026年2月17日</p><p>${"根室の建設会社がホタテの貝殻を混ぜた舗装材を実用化し、市内で試験施工を始めた。".repeat(3)}</p><p>${sign}</p></main>`, "ja");
    expect(story("（高橋優斗、石井沙織）").author?.name).toBe("高橋優斗");
    expect(story("（共同）").author).toBeNull();
  });

  it("names a personal blog's writer from a profile card beside the post when nothing else does", () => {
    const card = (name: string, alt: string) => `<aside class="sidebar"><div class="me"><img src="/me.jpg" alt="${alt}"><p class="me-name">${name}</p><p>I repair and knit clothes in a flat in Leeds.</p></div></aside>`;
    expect(byline(`<main><h1>Swiss darning</h1><p>12 February 2026</p>${PROSE}</main>${card("Mara Lindqvist", "Photo of Mara Lindqvist")}`).author).toMatchObject({ name: "Mara Lindqvist", source: "author-card" });
    // A widget's heading is no name, and a card without the person's picture is no profile.
    expect(byline(`<main><h1>Swiss darning</h1><p>12 February 2026</p>${PROSE}</main><aside><div class="w"><h2>Google Profile</h2><img src="/g.png" alt="avatar"><p>View my complete profile here</p></div></aside>`).author).toBeNull();
    expect(byline(`<main><h1>Swiss darning</h1><p>12 February 2026</p>${PROSE}</main>${card("Mara Lindqvist", "Wool on a table")}`).author).toBeNull();
    // A byline wins over the card.
    expect(byline(`<main><h1>Swiss darning</h1><p>By Tessa Morgan, 12 February 2026</p>${PROSE}</main>${card("Mara Lindqvist", "Photo of Mara Lindqvist")}`).author?.name).toBe("Tessa Morgan");
  });

  it("reads past a newsroom's name to the reporters' byline", () => {
    const found = byline(`<main><h1>La torre civica</h1><dl><dd>Scritto da: Redazione Web</dd></dl><p class="firma">di Alessandro Greco e Martina Fontana</p>${PROSE}</main>`, "it");
    expect(found.author?.name).toBe("Alessandro Greco");
  });

  it("takes a name written in full elsewhere over its short form", () => {
    const found = byline(`<aside><div class="site-author" itemprop="author" itemscope><p itemprop="name">一鸣</p></div></aside><main><h1>骑车通勤的第三年</h1><p>发表于 2026-01-03</p><p>${"三年累计骑行约一万六千公里，换过九条内胎。".repeat(4)}</p><ul><li>本文作者： 陈一鸣</li></ul></main>`, "zh");
    expect(found.author?.name).toBe("陈一鸣");
  });

  it("reads a name after the work it signs under the title, not a dateline's place", () => {
    const itProse = `<p>${"Il ragù alla bolognese deve cuocere almeno due ore e mezza a fuoco bassissimo, meglio tre, perché la carne diventi tenera. ".repeat(3)}</p>`;
    expect(byline(`<main><h1>Ragù alla bolognese</h1><p>Ricetta di Anna Valli · 11 febbraio 2026</p>${itProse}</main>`, "it").author?.name).toBe("Anna Valli");
    expect(byline(`<main><h1>Vinitaly 2026</h1><p>Negrar di Valpolicella, 3 marzo 2026</p>${itProse}</main>`, "it").author).toBeNull();
  });

  it("ends a name at a sentence's period", () => {
    const found = byline(`<main><h1>Zolder isoleren</h1><p>8 februari 2026</p>${PROSE}<footer><div class="h-card p-author"><p>Geschreven door <a class="p-name" href="/">Thijs Kooiman</a>. Ik schrijf hier over verbouwen.</p></div></footer></main>`, "nl");
    expect(found.author?.name).toBe("Thijs Kooiman");
  });
});
