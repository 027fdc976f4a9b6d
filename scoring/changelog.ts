// What changed in the scoring, one entry per ENGINE_VERSION, newest first: the methodology page lists it, so a
// score that moved between versions can be explained. Scores are compared only within one version.

export interface EngineChange {
  version: number;
  /** The day the version was released (UTC). */
  date: string;
  changes: readonly string[];
}

export const SCORING_CHANGES: readonly EngineChange[] = [
  {
    version: 8,
    date: "2026-11-25",
    changes: [
      "Direct Answer Quality reads answers as a careful reader does, in ten languages: a how-often question wants a frequency, amounts may be written in words, how-tos are answered by instructions and advice as well as imperatives, 'The answer is…' counts, and a question the page asks again is answered by the sentence after it. Sentences about the page, the writer or the shop, reassurance, and labels like 'Yield: 30' are never taken for the answer.",
      "Authors: every candidate name passes one last check for the shape of a person's name in its script, whatever found it, and is cut at a job title that follows it; role labels (interviewer, editor, photographer, contributor) and where a name stands decide who wrote the page. Section words, a piece's kind, account names and job titles are no longer reported as authors; a column's author box without a label is read.",
      "Dates: docs footers' 'last modified' lines, two-digit years, English month names on Chinese, Japanese and Korean pages, and a <time> that carries its own label are read; a site's own update date and an event's date are not the page's.",
      "Page types: a help centre's 'Was this article helpful?' and release notes' dated version headings mark documentation; an event's start time with its booking button marks an event page; a short run of undated cards is a small listing, and a Korean or Chinese excerpt counts like an English one; add-to-cart buttons below the opening of a bylined, dated post are its featured products; an author's archive with ProfilePage markup is a listing from three posts, and an interview's question headings count as its text.",
    ],
  },
  {
    version: 7,
    date: "2026-11-25",
    changes: [
      "Bylines are weighed rather than taken from the first rule that fires: each candidate name counts by where it stands and what marks it, and a name that is an editor's, a contributors' list, a section's or the site's own brand is no author. Dates labelled after the date in Chinese, Japanese and Korean are read, dates that open a timeline's items are events, and a post's only date under its last paragraph is its publication date.",
      "Page types: an article with neither byline nor date is recognised by a headline over the prose that makes up the page; a page's title names it when its heading is a slogan; documentation behind hash routes, locale-prefixed navigation and release folders; product pages by whole-label buy buttons and shop-engine cart markup; directions pages, written-out phone numbers and embedded maps mark contact pages; commenters and reviewers are no page's byline, and a podcast episode's player makes it a media page rather than an article.",
    ],
  },
  {
    version: 6,
    date: "2026-11-25",
    changes: [
      "A website is scored from a sample of its pages, not its home page alone: the home page and up to four more (SITE_PAGES), chosen from the sitemap (newest first) and the home page's links to cover distinct page types, each judged under its own page type; robots.txt, llms.txt, the sitemap and HTTPS are judged once for the site. The site's score is the pages' scores by share (the home page 40%, the others the rest), and each fix's impact is its gain to the site's score.",
      "Technical SEO for AI judges what each AI crawler actually gets: the home page is fetched as each crawler with its published user-agent string, and a search or user-triggered crawler that the server refuses, challenges, asks to pay, redirects away or serves a thin page costs as much as a robots.txt block of it; other content than browsers get costs half. Training crawlers kept out by the server cost nothing, as in robots.txt; refusals of Googlebot and Bingbot are shown but not counted, since servers often refuse copies of them sent from other addresses.",
      "Render parity: when a home page is rendered (walled off, an empty shell, or it looks client-rendered), server-rendered content is scored by the share of the browser's main-text words that the plain HTML holds (90% passes, under half fails). Behind a bot wall it is no longer judged (the plain side is the wall, which reachability judges), so a walled site no longer pays for the wall twice.",
      "Authors and dates are read as a careful reader finds them in more shapes: a writer named only in a profile card beside the post or in a closing signature, the reporters' byline past a newsroom's name, several writers in the order the byline shows them, dates labelled in table cells, icon tooltips and their own elements; dates inside sentences, forms, code and teasers are left out. Home, contact, about, product, pricing and listing pages no longer report an author or a publication date.",
      "Photo captions, site menu bars and company or shop accounts are nobody's byline; reporters named in an agency dateline, under the title above their job, or in the writer's own 'About me' box are. An update date is reported only when the page shows one: a dateModified found only in the markup, a teaser's update on a listing or a policy date in the footer is not the page's update.",
      "Page types: three teasers with excerpts and dates make a listing, and so does a blog's index at the site root or an author's archive; pasted markup is typed by its content; help-centre and Read-the-Docs pages are documentation.",
    ],
  },
  {
    version: 5,
    date: "2026-11-24",
    changes: [
      "Direct Answer Quality measures answering: the page's question is read from its headline in its own language (how-to, what-is, yes/no, how much, when, why, comparison, which-is-best), and the opening is scored by how many words of preamble come before the sentence that answers it, not by whether a first paragraph exists. An opening that answers outscores the same page with its answer under a preamble, in all ten languages.",
      "The page type is decided by the page's content first (a byline, a date and prose make an article at any address; a docs sidebar marking the current page, code and an edit link make documentation; a run of teasers makes a listing; a cart or plan prices make a product or pricing page), the address only breaking ties: an article at /p/88 is no longer judged as a product.",
      "A definition is credited only where the page asks what something is or names a term, and only when it defines that term; a question heading followed by filler or another question counts as unanswered.",
      "Too little text to judge is said plainly: on a page under 20 words the checks that read prose fail with 'too little text' instead of crediting what is not there; pasted text under 50 words, or pasted HTML under 20 visible words, is refused.",
      "A training-crawler opt-out (GPTBot, ClaudeBot, CCBot, Google-Extended, Applebot-Extended, …) costs nothing: the check is shown as information with weight 0 (it was 2 of 100 in Technical SEO for AI).",
      "robots.txt is read as RFC 9309 and Google's reference parser read it: only space and tab are whitespace (a no-break space is part of a rule), and an address ending in a bare '?' is matched with it.",
      "Numbers in neighbouring elements are kept apart ('December 23, 2020 10:36 PM'), so dates shown that way are found and word counts are right.",
      "Words and sentences are counted as Unicode segments them: Japanese and Chinese by Intl.Segmenter (a Japanese page is no longer longer, nor a Chinese one shorter, than its English original), abbreviations, initials and decimals no longer end a sentence.",
      "Bylines and dates are read as a careful reader finds them, in ten languages: a shown date beats a declared one that differs, an update counts only on a later day, and teasers, comments, reviews and credits are nobody's byline.",
    ],
  },
  {
    version: 4,
    date: "2026-11-24",
    changes: [
      "Pasted HTML and text are not judged on what was never gathered (robots.txt, the HTTP response, what a plain fetch returns): those checks are 'not checked' and out of the score, no longer a 'No robots.txt' finding.",
      "The page is read as any browser reads it (class names and selectors work as anywhere), language words live in one lexicon per language, and each published date is one fact shared by the report and the freshness checks.",
    ],
  },
  {
    version: 3,
    date: "2026-11-22",
    changes: ["The page's markup is parsed as htmlparser2 reads it, attribute names lower-cased as browsers do: pages with upper-case or unusual attributes can score differently."],
  },
  {
    version: 2,
    date: "2026-11-22",
    changes: ["Links whose address holds backslashes or tabs are classified as browsers resolve them (internal or external): internal-link and cited-source counts can change on such pages."],
  },
  {
    version: 1,
    date: "2026-11-22",
    changes: ["First published scoring: six categories, page-type and language aware, with renormalized weights."],
  },
];
