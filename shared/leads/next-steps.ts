// What a visitor is told once a quote request or message is sent: what happens next, from the
// business facts, and a WhatsApp link that carries the reference so the chat starts with it.
// Used by the forms' confirmation and by the server's no-JavaScript confirmation page.
import { site } from '../site';
import { proposalPromise, replyPromise } from '../facts/promise-phrases';
import type { LeadKind } from './lead-fields';

/** The steps after sending, in order, as sentences. */
export function nextSteps(kind: LeadKind): string[] {
  const reply = `A strategist replies ${replyPromise} (Monday to Saturday), by phone or WhatsApp if you gave a number, else by email.`;
  if (kind === 'contact') return [reply, 'Quote your reference number if you call or write to us.'];
  return [
    reply,
    'On a short call we ask about your goals, your market and what you have tried so far.',
    `You receive a written proposal with prices in rupees ${proposalPromise} of that call.`,
  ];
}

/** A WhatsApp chat with the agency, its first message naming `reference`. */
export const whatsappHrefFor = (reference: string): string =>
  `${site.whatsappHref}?text=${encodeURIComponent(`Hello ${site.name}, my reference number is ${reference}.`)}`;
