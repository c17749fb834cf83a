// Validation of form state with the shared schema; loaded on the first blur or submit (on /quote
// once the page is idle, with the second step: quote-details-form.tsx), so the forms render (and
// prerender) without the validation library.
import {
  contactFieldsSchema,
  quoteDetailsSchema,
  quoteFieldsSchema,
  toDetailsErrors,
  toFieldErrors,
} from '../../../shared/leads/lead-schema';
import { type LeadKind } from '../../../shared/leads/lead-fields';

/** One message per invalid field; empty when the form is valid. */
export function validateValues(
  kind: LeadKind,
  values: Record<string, unknown>,
): Record<string, string> {
  const schema = kind === 'quote' ? quoteFieldsSchema : contactFieldsSchema;
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
}

/** The same for the quote's second step, with a 'form' message when no detail is given. */
export function validateDetails(values: Record<string, unknown>): Record<string, string> {
  const result = quoteDetailsSchema.safeParse(values);
  return result.success ? {} : toDetailsErrors(result.error);
}
