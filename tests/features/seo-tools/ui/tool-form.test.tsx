import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolForm } from '../../../../src/features/seo-tools/ui/tool-form';

describe('ToolForm', () => {
  it('is a form named by its heading that submits with its own button, then the others and the sample', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSample = vi.fn();
    render(
      <ToolForm
        titleId="check-title"
        title="Check a page"
        card
        onSubmit={onSubmit}
        submit="Analyse page"
        more={<button type="button">Add a third page</button>}
        onSample={onSample}
      >
        <label>
          Page address <input />
        </label>
      </ToolForm>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Check a page' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('data-replay-submit')).toBe(true);
    expect(form.noValidate).toBe(true);
    expect(form.className).toBe('card tool-form');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Analyse page', 'Add a third page', 'Try a sample']);
    await userEvent.click(screen.getByRole('button', { name: 'Analyse page' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Try a sample' }));
    expect(onSample).toHaveBeenCalledOnce();
  });

  it('disables its submit button while busy, and shows no buttons without a submit text', () => {
    const { rerender } = render(
      <ToolForm
        titleId="crawl-title"
        title="Crawl a site"
        onSubmit={vi.fn()}
        submit="Crawl site"
        busy
        card={false}
      >
        <p>Crawling</p>
      </ToolForm>,
    );
    expect(screen.getByRole('button', { name: 'Crawl site' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('form', { name: 'Crawl a site' }).className).toBe('tool-form');
    rerender(
      <ToolForm titleId="crawl-title" title="Crawl a site" onSubmit={vi.fn()} submit={false}>
        <p>Crawling</p>
      </ToolForm>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
