import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QuoteForm } from '../../../src/features/leads/quote-form';
import { ContactForm } from '../../../src/features/leads/contact-form';
import { messageSubmit, quoteSubmit } from '../../../shared/visitor-words';

const renderForm = () =>
  render(
    <MemoryRouter initialEntries={['/quote']}>
      <QuoteForm />
    </MemoryRouter>,
  );

describe('quote form validation', () => {
  it('shows an inline error when a field is left invalid, tied to the field', async () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /Phone or WhatsApp number/ });
    await userEvent.type(email, '12345');
    await userEvent.tab();
    const message =
      'Please enter a phone number we can call, like 98765 43210, or with its country code, like +44 20 7946 0958.';
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = document.getElementById('phone-error');
    expect(error?.textContent).toBe(message);
    expect(described).toContain(error?.id);
    // Nothing else is flagged before the visitor has been there.
    expect(screen.getByRole('textbox', { name: /Your name/ }).getAttribute('aria-invalid')).toBe(
      null,
    );
  });

  it('an empty submit lists every problem in a summary and focuses the first invalid field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: quoteSubmit }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(within(summary).getByRole('heading').textContent).toBe(
      `Please check these ${links.length} fields:`,
    );
    // The first step: five questions, consent included.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#name',
      '#phone',
      '#need',
      '#city',
      '#consent',
    ]);
    // Each item is the field's own sentence, not "label: message".
    expect(links[0]?.textContent).toBe('Please enter your name (at least 2 letters).');
    expect(links.at(-1)?.textContent).toContain(
      'Please agree to the privacy policy so that we can reply to you.',
    );
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('fixing a field removes its error from the summary', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: quoteSubmit }));
    const summary = await screen.findByRole('alert');
    const before = within(summary).getAllByRole('link').length;
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Priya Sharma');
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(before - 1));
    expect(within(summary).queryByRole('link', { name: /enter your name/ })).toBeNull();
  });
});

describe('contact form validation', () => {
  it('an empty submit shows the summary, marks the fields and focuses the first one', async () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ContactForm />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: messageSubmit }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toMatch(/^Please check these/);
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('name-error');
    expect(document.getElementById('name-error')?.textContent).toBe(
      'Please enter your name (at least 2 letters).',
    );
    // The subject is optional; a way to reply (email or phone) is what is asked for.
    expect(
      within(summary).getByRole('link', { name: /email address or a phone number/ }),
    ).toBeTruthy();
    expect(within(summary).queryByRole('link', { name: /subject/i })).toBeNull();
    expect(within(summary).getByRole('link', { name: /privacy policy/ }).textContent).not.toMatch(
      /\.:/,
    );
  });

  it('posts to the lead API before JavaScript runs, with its kind', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/contact']}>
        <ContactForm />
      </MemoryRouter>,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/leads');
    expect(
      container.querySelector('input[type="hidden"][name="kind"]')?.getAttribute('value'),
    ).toBe('contact');
  });
});
