// The one validation schema for quote and contact submissions, shared by the browser forms and the
// lead API, built on the fields, labels and messages of lead-fields.ts. No Node or DOM imports.
import { z } from 'zod';
import {
  BUDGET_RANGES,
  HONEYPOT_FIELD,
  LEAD_FIELD_MAX_LENGTH,
  MIN_MESSAGE_LENGTH,
  NEED_CHOICES,
  compactPhone,
  leadErrorMessages,
  leadFieldLabels,
  normaliseWebsite,
  tooLong,
} from './lead-fields';
import { resolveServiceSlug, serviceAliases, serviceOptions } from './lead-options';
import { isCityName, normaliseCity } from './city-name';
import { FORM_ERROR_KEY } from './lead-api-contract';

// Control characters and unpaired surrogates cannot be stored in PostgreSQL's jsonb (and never come
// from a keyboard); tabs and line breaks are allowed where text may span lines.
const LINE_UNSAFE = /[\p{Cc}\p{Cs}]/u;
const TEXT_UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

interface TextRules {
  message: string;
  min?: number;
  max: number;
  multiline?: boolean;
}

const text = ({ message, min = 1, max, multiline = false }: TextRules) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(max) })
    .refine((value) => !(multiline ? TEXT_UNSAFE : LINE_UNSAFE).test(value), {
      error: leadErrorMessages.controlCharacters,
    });

const phoneText = z
  .string({ error: leadErrorMessages.phone })
  .trim()
  .max(LEAD_FIELD_MAX_LENGTH.phone, { error: leadErrorMessages.phone });

const requiredPhone = phoneText.transform((value, ctx) => {
  const phone = compactPhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: leadErrorMessages.phone });
  return z.NEVER;
});

// Optional fields arrive as '' from an untouched input: '' and a missing key both mean "not given".
const optionalPhone = phoneText.optional().transform((value, ctx) => {
  if (!value) return undefined;
  const phone = compactPhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: leadErrorMessages.phone });
  return z.NEVER;
});

const optionalWebsite = z
  .string({ error: leadErrorMessages.website })
  .trim()
  .max(LEAD_FIELD_MAX_LENGTH.website, { error: tooLong(LEAD_FIELD_MAX_LENGTH.website) })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const url = normaliseWebsite(value);
    if (url && url.length <= LEAD_FIELD_MAX_LENGTH.website) return url;
    ctx.addIssue({ code: 'custom', message: leadErrorMessages.website });
    return z.NEVER;
  });

const name = text({ message: leadErrorMessages.name, min: 2, max: LEAD_FIELD_MAX_LENGTH.name });

const optionalEmail = z
  .string({ error: leadErrorMessages.email })
  .trim()
  .max(LEAD_FIELD_MAX_LENGTH.email, { error: leadErrorMessages.email })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    if (z.email().safeParse(value).success) return value;
    ctx.addIssue({ code: 'custom', message: leadErrorMessages.email });
    return z.NEVER;
  });

/** An optional line of text: '' or missing means "not given". */
const optionalText = (rules: TextRules) =>
  z
    .string({ error: rules.message })
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(text(rules).optional());

const message = text({
  message: leadErrorMessages.message,
  min: MIN_MESSAGE_LENGTH,
  max: LEAD_FIELD_MAX_LENGTH.message,
  multiline: true,
});

const consent = z.literal(true, { error: leadErrorMessages.consent });

const serviceList = z
  .array(
    z
      .string({ error: leadErrorMessages.services })
      .refine((slug) => resolveServiceSlug(slug) !== undefined, {
        error: leadErrorMessages.services,
      }),
    { error: leadErrorMessages.services },
  )
  .max(Object.keys(serviceAliases).length, { error: leadErrorMessages.services })
  // Registry order, each service once, whichever alias the visitor's link used.
  .transform((slugs) => {
    const chosen = new Set(slugs.map((slug) => resolveServiceSlug(slug)));
    return serviceOptions.map((option) => option.slug).filter((slug) => chosen.has(slug));
  });

// Any city or town, stored as typed with its spaces collapsed.
const city = z
  .string({ error: leadErrorMessages.city })
  .overwrite(normaliseCity)
  .max(LEAD_FIELD_MAX_LENGTH.city, { error: tooLong(LEAD_FIELD_MAX_LENGTH.city) })
  .refine(isCityName, { error: leadErrorMessages.city });

/**
 * The quote's first step, without the submission envelope: five questions, consent included. The
 * agency has the lead once this is sent; the second step adds details to it.
 */
export const quoteFieldsSchema = z.object({
  name,
  phone: requiredPhone,
  need: z.enum(NEED_CHOICES, { error: leadErrorMessages.need }),
  city,
  consent,
});

/** The quote's optional second step: details added to the lead the first step created. */
export const quoteDetailsSchema = z
  .object({
    services: serviceList.optional().transform((list) => (list?.length ? list : undefined)),
    budget: z
      .union([z.literal(''), z.enum(BUDGET_RANGES)], { error: leadErrorMessages.budget })
      .optional()
      .transform((value) => value || undefined),
    company: optionalText({
      message: leadErrorMessages.company,
      max: LEAD_FIELD_MAX_LENGTH.company,
    }),
    email: optionalEmail,
    website: optionalWebsite,
    message: optionalText({
      message: leadErrorMessages.details,
      max: LEAD_FIELD_MAX_LENGTH.message,
      multiline: true,
    }),
  })
  .transform((details) =>
    Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)),
  )
  .refine((details) => Object.keys(details).length > 0, { error: leadErrorMessages.noDetails });

/** The contact form's fields: a name, one way to reply (email or phone), a message and consent. */
export const contactFieldsSchema = z
  .object({
    name,
    email: optionalEmail,
    phone: optionalPhone,
    subject: optionalText({
      message: leadErrorMessages.subject,
      max: LEAD_FIELD_MAX_LENGTH.subject,
    }),
    message,
    consent,
  })
  .refine((fields) => Boolean(fields.email || fields.phone), {
    error: leadErrorMessages.reply,
    path: ['email'],
    // Also while other fields are wrong, so an empty form lists every problem at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/**
 * What every submission carries besides its fields. `startedAt` and `sentAt` (when the form was
 * begun and sent) are no longer sent or read, since no fill time can tell a phone's autofill from a
 * bot; they are still accepted, as submissions queued offline by an earlier version carry them.
 */
const envelope = {
  idempotencyKey: z.uuid({ error: leadErrorMessages.form }),
  startedAt: z
    .number({ error: leadErrorMessages.form })
    .int({ error: leadErrorMessages.form })
    .nonnegative()
    .optional(),
  sentAt: z
    .number({ error: leadErrorMessages.form })
    .int({ error: leadErrorMessages.form })
    .nonnegative()
    .optional(),
  // A filled honeypot puts the lead in the spam folder (server/leads/spam-check.ts), so any short
  // string passes here, exactly as an empty one does.
  [HONEYPOT_FIELD]: z.string({ error: leadErrorMessages.form }).max(500).optional(),
};

export const quoteSubmissionSchema = quoteFieldsSchema.extend({
  kind: z.literal('quote'),
  ...envelope,
});
export const contactSubmissionSchema = contactFieldsSchema.safeExtend({
  kind: z.literal('contact'),
  ...envelope,
});

/** A whole POST /api/leads body: one of the two forms, told apart by `kind`. */
export const leadSubmissionSchema = z.discriminatedUnion(
  'kind',
  [quoteSubmissionSchema, contactSubmissionSchema],
  {
    error: leadErrorMessages.form,
  },
);

export type QuoteFields = z.output<typeof quoteFieldsSchema>;
export type QuoteDetails = z.output<typeof quoteDetailsSchema>;
export type ContactFields = z.output<typeof contactFieldsSchema>;
export type QuoteFormValues = z.input<typeof quoteFieldsSchema>;
export type ContactFormValues = z.input<typeof contactFieldsSchema>;
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
export type LeadSubmissionInput = z.input<typeof leadSubmissionSchema>;

/**
 * One message per field from a failed parse, keyed by the top-level field name ('services' for
 * 'services.2'); problems with the envelope or the shape of the body are reported under 'form'.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = typeof head === 'string' && head in leadFieldLabels ? head : FORM_ERROR_KEY;
    errors[key] ??= key === FORM_ERROR_KEY ? leadErrorMessages.form : issue.message;
  }
  return errors;
}

/** toFieldErrors for the quote's second step, where a problem with the whole is "no details". */
export function toDetailsErrors(error: z.ZodError): Record<string, string> {
  const errors = toFieldErrors(error);
  if (error.issues.some((issue) => issue.path.length === 0))
    errors[FORM_ERROR_KEY] = leadErrorMessages.noDetails;
  return errors;
}
