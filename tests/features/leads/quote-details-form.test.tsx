// The quote's second step with JavaScript: offered on the same page once the first step is sent or
// queued, it posts the details with the reference and update token the first step's answer
// carried, keeps what was typed when they are refused, and is queued when offline, after a queued
// first step, each sent once when the connection is back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QuoteForm } from '../../../src/features/leads/quote-form';
import { fillQuote } from './fill-quote';
import { QuoteDetailsForm } from '../../../src/features/leads/quote-details-form';
import { flushOutbox } from '../../../src/features/leads/lead-outbox';
import { quoteDetailsSubmit, quoteSubmit } from '../../../shared/visitor-words';

const REFERENCE = 'RM-2026-7KQ4MZ';
const TOKEN = 'token-from-the-first-step';
const LEAD = 'key-of-the-first-step';
const OUTBOX = 'site:lead-outbox';

type Answer = { status: number; body?: unknown } | 'offline';

/** Stubs fetch with `answers` in order; returns the requests it was sent. */
function answerWith(...answers: Answer[]) {
  const requests: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      const answer = answers.shift() ?? 'offline';
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return Response.json(answer.body ?? {}, { status: answer.status });
    }),
  );
  return requests;
}

/** Sets what navigator.onLine says. */
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/** Back online: the outbox is sent, as watch-outbox.ts does on the 'online' event. */
async function backOnline() {
  setOnline(true);
  await act(() => flushOutbox());
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDetails = () =>
  render(<QuoteDetailsForm reference={REFERENCE} updateToken={TOKEN} lead={LEAD} />);

const renderQuote = () =>
  render(
    <MemoryRouter initialEntries={['/quote']}>
      <QuoteForm />
    </MemoryRouter>,
  );

describe('the quote second step', () => {
  it('follows the sent first step on the same page, with the token the API returned', async () => {
    const requests = answerWith(
      { status: 201, body: { reference: REFERENCE, updateToken: TOKEN } },
      { status: 200, body: { reference: REFERENCE } },
    );
    renderQuote();
    await fillQuote('Mumbai');
    await userEvent.click(screen.getByRole('button', { name: quoteSubmit }));

    await screen.findByRole('heading', { name: /your quote request is with us/ });
    const step = await screen.findByRole('form', { name: 'Optional: tell us a little more' });
    await userEvent.click(within(step).getByRole('checkbox', { name: 'Google Ads' }));
    await userEvent.type(
      within(step).getByRole('textbox', { name: 'Company or business name' }),
      'Sharma Sweets',
    );
    await userEvent.click(within(step).getByRole('button', { name: quoteDetailsSubmit }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you: your details are added' }),
    ).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/leads', '/api/leads/details']);
    expect(requests[1]?.body).toMatchObject({
      reference: REFERENCE,
      token: TOKEN,
      services: ['ppc'],
      company: 'Sharma Sweets',
    });
  });

  it('groups the services under their headings, each worded once', () => {
    renderDetails();
    const services = screen.getByRole('group', { name: 'Services you are interested in' });
    const groups = within(services).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('checkbox').length)).toEqual([
      5, 4, 4, 1, 4,
    ]);
    expect(within(services).getByRole('group', { name: 'Paid ads' })).toBeTruthy();
    const labels = within(services)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('asks for at least one detail before sending anything', async () => {
    const requests = answerWith();
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: quoteDetailsSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please add at least one detail, or skip this step.',
    );
    expect(requests).toEqual([]);
  });

  it('shows an invalid field from the server by the field, keeping what was typed', async () => {
    answerWith({
      status: 400,
      body: { message: 'Some answers need another look.', errors: { email: 'Bad email.' } },
    });
    renderDetails();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'priya@example.in');
    await userEvent.click(screen.getByRole('button', { name: quoteDetailsSubmit }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('email-error')?.textContent).toBe('Bad email.');
    expect((email as HTMLInputElement).value).toBe('priya@example.in');
  });

  it('keeps what was typed when refused, and sends it again', async () => {
    const requests = answerWith(
      { status: 503, body: { message: 'We are busy just now.' } },
      { status: 200, body: { reference: REFERENCE } },
    );
    renderDetails();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Two sweet shops in Dadar; we want Diwali orders.');
    const send = screen.getByRole('button', { name: quoteDetailsSubmit });

    await userEvent.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We are busy just now.'),
    );
    expect((message as HTMLTextAreaElement).value).toMatch(/^Two sweet shops/);

    await userEvent.click(send);
    expect(
      await screen.findByRole('heading', { name: 'Thank you: your details are added' }),
    ).toBeTruthy();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.message).toBe('Two sweet shops in Dadar; we want Diwali orders.');
  });

  it('is queued when the connection drops while sending, and added once it is back', async () => {
    const requests = answerWith('offline', { status: 200, body: { reference: REFERENCE } });
    renderDetails();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Diwali orders.');
    await userEvent.click(screen.getByRole('button', { name: quoteDetailsSubmit }));

    const saved = await screen.findByRole('heading', {
      name: 'You are offline: your details are saved',
    });
    expect(document.activeElement).toBe(saved);
    expect(localStorage.getItem(OUTBOX)).toContain('Diwali orders.');

    await backOnline();
    await screen.findByRole('heading', { name: 'Thank you: your details are added' });
    expect(document.activeElement?.textContent).toBe('Thank you: your details are added');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({
      reference: REFERENCE,
      token: TOKEN,
      message: 'Diwali orders.',
    });
    expect(requests[1]?.body).not.toHaveProperty('lead');
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });

  it('follows a first step queued offline, is queued after it, and each is sent once', async () => {
    setOnline(false);
    const requests = answerWith(
      { status: 201, body: { reference: REFERENCE, updateToken: TOKEN } },
      { status: 200, body: { reference: REFERENCE } },
    );
    renderQuote();
    await fillQuote('Mumbai');
    await userEvent.click(screen.getByRole('button', { name: quoteSubmit }));
    await screen.findByRole('heading', { name: /You are offline: your quote request is saved/ });

    const step = await screen.findByRole('form', { name: 'Optional: tell us a little more' });
    await userEvent.click(within(step).getByRole('checkbox', { name: 'Google Ads' }));
    await userEvent.click(within(step).getByRole('button', { name: quoteDetailsSubmit }));
    await screen.findByRole('heading', { name: 'You are offline: your details are saved' });
    expect(requests).toEqual([]);
    const queued = JSON.parse(localStorage.getItem(OUTBOX)!) as { kind: string }[];
    expect(queued.map((item) => item.kind)).toEqual(['quote', 'details']);

    await backOnline();
    await screen.findByRole('heading', { name: 'Thank you: your details are added' });
    expect(screen.getByRole('heading', { name: /your quote request is with us/ })).toBeTruthy();
    // The visitor was on the second step's heading: focus stays there.
    expect(document.activeElement?.textContent).toBe('Thank you: your details are added');
    expect(requests.map((request) => request.url)).toEqual(['/api/leads', '/api/leads/details']);
    expect(requests[1]?.body).toMatchObject({
      reference: REFERENCE,
      token: TOKEN,
      services: ['ppc'],
    });
    expect(requests[1]?.body).not.toHaveProperty('lead');
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });
});
