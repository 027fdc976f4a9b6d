// What several page-type readers ask of one page, each read once, on first ask.
import type { PageContext } from "../context.ts";
import { readArticleMarks, type ArticleMarks } from "./article.ts";
import { Commerce } from "./commerce.ts";
import { countCodeBlocks, hasEditLink, readDocsNavigation, versionInAddress } from "./docs.ts";
import { readTeasers, type Teasers } from "./teasers.ts";

/** Documentation's furniture: the pages of a navigation marking this one, code blocks, an edit link, a release in the address. */
export interface DocsFurniture {
  links: number;
  blocks: number;
  editLink: boolean;
  version: string | null;
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
    return (this.#docs ??= { links: readDocsNavigation(this.#ctx), blocks: countCodeBlocks(this.#ctx), editLink: hasEditLink(this.#ctx), version: versionInAddress(this.#ctx) });
  }
  get article(): ArticleMarks {
    return (this.#article ??= readArticleMarks(this.#ctx, this.teasers));
  }
}
