// What several page-type readers ask of one page, each read once, on first ask.
import type { PageContext } from "../context.ts";
import { readArticleMarks, type ArticleMarks } from "./article.ts";
import { Commerce } from "./commerce.ts";
import { readTeasers, type Teasers } from "./teasers.ts";

export class Shared {
  readonly commerce: Commerce;
  readonly #ctx: PageContext;
  #teasers: Teasers | undefined;
  #article: ArticleMarks | undefined;
  constructor(ctx: PageContext) {
    this.#ctx = ctx;
    this.commerce = new Commerce(ctx);
  }
  get teasers(): Teasers {
    return (this.#teasers ??= readTeasers(this.#ctx));
  }
  get article(): ArticleMarks {
    return (this.#article ??= readArticleMarks(this.#ctx, this.teasers));
  }
}
