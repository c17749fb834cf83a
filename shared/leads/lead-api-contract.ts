// The request and response contract of POST /api/leads, shared by the forms that call it and the
// server that answers it. Types and constants only.

export const LEADS_ENDPOINT = '/api/leads';

/**
 * POST: adds the quote's second step to the lead made by its first, by `reference` and the
 * `updateToken` the first step's 201 returned, sent as `token` (JSON, LeadDetailsRequest, or a
 * form). 200 once added (again for the same details), LeadDetailsAddedResponse; 400 as for a lead
 * (the 'form' error when no detail is given); 403 for a wrong token, 404 for no such quote, 409
 * when the lead is closed (details already added, or a day has passed). It never creates a lead.
 */
export const LEAD_DETAILS_ENDPOINT = '/api/leads/details';

/** Largest accepted request body; a bigger one is answered 413 before it is read to the end. */
export const LEAD_MAX_BODY_BYTES = 16 * 1024;

/**
 * 201: the lead is stored, or was already stored under the same idempotency key (then with an
 * `idempotent-replayed: true` header). A key reused with different answers is answered 409.
 */
export interface LeadCreatedResponse {
  reference: string;
  /** For a quote: lets the same visitor add the second step's details to this lead. */
  updateToken?: string;
}

/** The body of a quote's second step: every detail is optional, but at least one is given. */
export interface LeadDetailsRequest {
  reference: string;
  token: string;
  services?: string[];
  budget?: string;
  company?: string;
  email?: string;
  website?: string;
  message?: string;
}

/** 200: the details are part of the lead `reference`. */
export interface LeadDetailsAddedResponse {
  reference: string;
}

/** The key of a 400's error map that is not a field: a problem with the body as a whole. */
export const FORM_ERROR_KEY = 'form';

/** 400: per-field messages keyed by field name; FORM_ERROR_KEY for the body as a whole. */
export interface LeadValidationErrorResponse {
  message: string;
  errors: Record<string, string>;
}

/**
 * 405, 409, 413, 415, 429 and 5xx: one message to show the visitor. 429 also sends a Retry-After
 * header; 405 (any method but POST and OPTIONS) an Allow header.
 */
export interface LeadErrorResponse {
  message: string;
}

/**
 * A reference looks like RM-2026-7KQ4MZ: the agency's letters (the facts' reference prefix, any
 * two to four, so references given out before a change of prefix still count), the year in India,
 * then six unambiguous characters.
 */
export const LEAD_REFERENCE_PATTERN = /^[A-Z]{2,4}-\d{4}-[2-9A-HJKMNP-Z]{6}$/;
