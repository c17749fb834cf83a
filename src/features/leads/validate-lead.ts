// Validation of form state with the shared schema; loaded on the first blur or submit, so the
// forms render (and prerender) without the validation library.
import {
  contactFieldsSchema,
  quoteFieldsSchema,
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
