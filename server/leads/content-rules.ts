// Content rules: the spam checks that read what a lead says, so they need no JavaScript and apply
// alike to JSON and to forms sent without it, to a lead and to a quote's second step. Each rule
// names the field it found and says what to change. A post that breaks one is refused with those
// messages and kept in the spam folder, never forwarded unless the agency releases it; nothing is
// lost either: the hydrated form keeps what was typed and marks the field, and a form sent without
// JavaScript comes back filled in. (The honeypot, which tells bots apart without asking them
// anything, is spam-check.ts: it is answered exactly as a real lead.)
//
// The rules are written against false positives, since a refused visitor may simply leave: a
// message may carry a few web addresses (an SEO client names their site and a competitor or two),
// a company may be named by its domain, and markup is refused only where it would run code or
// where it is the link markup of forum spam.

/** Web addresses a message may carry: the client's site and two competitors, say. */
export const MAX_MESSAGE_LINKS = 3;

/** The free-text fields the rules read; the others (phone, email, city...) are checked by shape. */
const TEXT_FIELDS = ['name', 'company', 'subject', 'message'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// A script or frame tag, or a tag with an event handler or a javascript: address. Only tags: a
// message may well say "javascript: errors" or "< 5 leads a month, online = 2".
const CODE =
  /<\/?(?:script|iframe|object|embed)\b|<[a-z][a-z\d]*\s[^>]*(?:\bon[a-z]+\s*=|=\s*["']?\s*javascript:)/i;
// Links written as HTML or BBCode, as forum spam is: people type or paste plain addresses.
const LINK_MARKUP = /<a\s[^>]*href|\[(?:url|link)[=\]]/i;
// Words of the pharmacy and adult spam that contact forms attract, as whole words; nothing an
// Indian business asking about marketing would write.
const SPAM_WORDS = /\b(?:viagra|cialis|levitra|kamagra|porn\w*|escort (?:service|girl)s?)\b/i;

export const contentRuleMessages = {
  code: 'Please describe it in words: we cannot accept code (such as a <script> tag) in this form.',
  linkMarkup: 'Please write web addresses as plain text, without HTML or [url] markup.',
  linkInName: 'Please enter your name only, without a web address.',
  tooManyLinks: `Please include at most ${MAX_MESSAGE_LINKS} web addresses; you can tell us about the rest on the call.`,
  spamWords:
    'Our spam filter stopped this text. If it is a real enquiry, please reword it, or call us or write on WhatsApp.',
} as const;

const linkCount = (text: string): number => text.match(LINK)?.length ?? 0;

function problemWith(field: TextField, text: string): string | undefined {
  if (CODE.test(text)) return contentRuleMessages.code;
  if (LINK_MARKUP.test(text)) return contentRuleMessages.linkMarkup;
  if (SPAM_WORDS.test(text)) return contentRuleMessages.spamWords;
  if (field === 'name' && linkCount(text) > 0) return contentRuleMessages.linkInName;
  if (field === 'message' && linkCount(text) > MAX_MESSAGE_LINKS)
    return contentRuleMessages.tooManyLinks;
  return undefined;
}

/**
 * The fields of `fields` (a validated lead or second step) that break a content rule, each with
 * the message that says what to change; undefined when none does.
 */
export function contentRuleErrors(
  fields: Readonly<Record<string, unknown>>,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const text = fields[field];
    const problem = typeof text === 'string' ? problemWith(field, text) : undefined;
    if (problem) errors[field] = problem;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
