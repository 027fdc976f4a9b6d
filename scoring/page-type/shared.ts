// What several page-type readers ask of one page, each read once, on first ask.
import type { PageContext } from "../context.ts";
import { readArticleMarks, type ArticleMarks } from "./article.ts";
import { Commerce } from "./commerce.ts";
import { countCodeBlocks, countReleaseHeadings, hasEditLink, hasFeedbackQuestion, readDocsNavigation, versionInAddress } from "./docs.ts";
import { readTeasers, type Teasers } from "./teasers.ts";

/**
 * Documentation's furniture: the pages of a navigation marking this one, code blocks, an edit link, a release in
 * the address, a help centre's feedback question, and headings of releases (release notes).
 */
export interface DocsFurniture {
  links: number;
  blocks: number;
  editLink: boolean;
  version: string | null;
  feedback: boolean;
  releases: number;
}

export class Shared {
  readonly commerce: Commerce;
  readonly #ctx: PageContext;
  #teasers: Teasers | undefined;
  #article: ArticleMarks | undefined;
  #docs: DocsFurniture | undefined;
  constructor(ctx: PageContext) {
    this.#ctx = ctx;
    this.commerce = new Commerce(ctx);
  }
  get teasers(): Teasers {
    return (this.#teasers ??= readTeasers(this.#ctx));
  }
  get docs(): DocsFurniture {
    const ctx = this.#ctx;
    return (this.#docs ??= {
      links: readDocsNavigation(ctx),
      blocks: countCodeBlocks(ctx),
      editLink: hasEditLink(ctx),
      version: versionInAddress(ctx),
      feedback: hasFeedbackQuestion(ctx),
      releases: countReleaseHeadings(ctx),
    });
  }
  get article(): ArticleMarks {
    return (this.#article ??= readArticleMarks(this.#ctx, this.teasers));
  }
}
