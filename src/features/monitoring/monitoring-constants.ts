// SPEC.md 9: error-reporting breadcrumbs are capped at 100.
export const MAX_BREADCRUMBS = 100;
