// Bump whenever the score for the same input can change (a check, a weight, a lexicon, a threshold):
// scores are comparable only within one version, and score_change never crosses versions.
export const ENGINE_VERSION = 8;
