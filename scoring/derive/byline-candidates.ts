// How the byline reader judges the names it gathers (bylines.ts): every candidate carries what says it is a
// name (its kind) and where it stands (its place); its weight is the product of the two, raised when another
// candidate elsewhere on the page names the same person. The heaviest wins; among equals, the one a reader
// meets first. Weights are data: a place outweighs any kind (a byline under the title beats a name marked
// in the content), a kind outweighs agreement, and agreement decides between names of one kind and place
// before reading order does (two marks naming one person over one mark naming another).

/** 0: a labelled byline ("By Ann Lee"); 1: marked by the markup (rel=author, a byline class, an author card); 2: a name beside a date; 3: a profile card's, read last. */
export type CandidateKind = 0 | 1 | 2 | 3;
/** 0: the title's header; 1: elsewhere in the page's own content; 2: the site's header or footer. */
export type CandidatePlace = 0 | 1 | 2;

export const KIND_WEIGHTS: Readonly<Record<CandidateKind, number>> = { 0: 4, 1: 3, 2: 2, 3: 1 };
export const PLACE_WEIGHTS: Readonly<Record<CandidatePlace, number>> = { 0: 100, 1: 10, 2: 1 };
/** A name another candidate gives too (an author card and a signature): less than the step to the next kind (3 × 1.3 < 4). */
export const AGREEMENT = 1.3;

export interface Candidate {
  name: string;
  line: number;
  kind: CandidateKind;
  zone: CandidatePlace;
}

const comparable = (name: string) => name.normalize("NFKC").toLowerCase().replace(/[\s.·・]+/gu, "");

/** The candidates heaviest first, those met first among equals (`order`: a line's place in reading order). */
export function judged<T extends Candidate>(candidates: readonly T[], order: ReadonlyMap<number, number>): T[] {
  const weight = (candidate: T) => {
    const own = comparable(candidate.name);
    const agreed = candidates.some((other) => other.line !== candidate.line && comparable(other.name) === own);
    return PLACE_WEIGHTS[candidate.zone] * KIND_WEIGHTS[candidate.kind] * (agreed ? AGREEMENT : 1);
  };
  const weights = new Map(candidates.map((candidate) => [candidate, weight(candidate)]));
  return [...candidates].sort((a, b) => weights.get(b)! - weights.get(a)! || order.get(a.line)! - order.get(b.line)!);
}
