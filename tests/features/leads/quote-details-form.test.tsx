// The quote's second step with JavaScript: offered on the same page once the first step is sent,
// it posts the details with the reference and update token the first step's answer carried, and
// keeps what was typed when it cannot add them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QuoteForm } from '../../../src/features/leads/quote-form';
import { QuoteDetailsForm } from '../../../src/features/leads/quote-details-form';

const REFERENCE = 'RM-2026-7KQ4MZ';
const TOKEN = 'token-from-the-first-step';

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

afterEach(() => vi.unstubAllGlobals());

const renderDetails = () => render(<QuoteDetailsForm reference={REFERENCE} updateToken={TOKEN} />);

describe('the quote second step', () => {
  it('follows the sent first step on the same page, with the token the API returned', async () => {
    const requests = answerWith(
      { status: 201, body: { reference: REFERENCE, updateToken: TOKEN } },
      { status: 200, body: { reference: REFERENCE } },
    );
    render(
      <MemoryRouter initialEntries={['/quote']}>
        <QuoteForm />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Priya Sharma');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Phone or WhatsApp number/ }),
      '98765 43210',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /What do you need/ }),
      'seo',
    );
    await userEvent.type(screen.getByRole('combobox', { name: /City/ }), 'Mumbai');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send and get my free quote' }));

    await screen.findByRole('heading', { name: /your quote request is with us/ });
    const step = await screen.findByRole('form', { name: 'Optional: tell us a little more' });
    await userEvent.click(within(step).getByRole('checkbox', { name: 'Google Ads' }));
    await userEvent.type(
      within(step).getByRole('textbox', { name: 'Company or business name' }),
      'Sharma Sweets',
    );
    await userEvent.click(within(step).getByRole('button', { name: 'Add these details' }));

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
    await userEvent.click(screen.getByRole('button', { name: 'Add these details' }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Add these details' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('email-error')?.textContent).toBe('Bad email.');
    expect((email as HTMLInputElement).value).toBe('priya@example.in');
  });

  it('keeps what was typed when offline or refused, and sends it again', async () => {
    const requests = answerWith(
      'offline',
      { status: 503, body: { message: 'We are busy just now.' } },
      { status: 200, body: { reference: REFERENCE } },
    );
    renderDetails();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Two sweet shops in Dadar; we want Diwali orders.');
    const send = screen.getByRole('button', { name: 'Add these details' });

    await userEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toMatch(/You are offline/);
    expect((message as HTMLTextAreaElement).value).toMatch(/^Two sweet shops/);

    await userEvent.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We are busy just now.'),
    );
    expect((message as HTMLTextAreaElement).value).toMatch(/^Two sweet shops/);

    await userEvent.click(send);
    expect(
      await screen.findByRole('heading', { name: 'Thank you: your details are added' }),
    ).toBeTruthy();
    expect(requests).toHaveLength(3);
    expect(requests[2]?.body.message).toBe('Two sweet shops in Dadar; we want Diwali orders.');
  });
});
