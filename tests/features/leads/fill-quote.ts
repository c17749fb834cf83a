// Fills in the quote's first step as a visitor would, by role and accessible name: shared by the
// quote form's component tests.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Name, number, the SEO need, `city` typed, and consent: everything step 1 requires. */
export async function fillQuote(city: string): Promise<void> {
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Priya Sharma');
  await userEvent.type(
    screen.getByRole('textbox', { name: /Phone or WhatsApp number/ }),
    '98765 43210',
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /What do you need/ }), 'seo');
  await userEvent.type(screen.getByRole('combobox', { name: /City/ }), city);
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}
