// A finding's pages: the first 10 on screen, a "Show all N pages" button that reveals the rest and
// moves focus to the first one revealed, no button for a short list, and every page in print.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FirstItemsList } from '../../../../src/features/seo-tools/ui/first-items-list';

const names = Array.from({ length: 25 }, (_, index) => `https://shop.example/p/${index + 1}`);
const list = (items: string[]) => (
  <FirstItemsList
    items={items}
    first={10}
    noun="pages"
    keyOf={(name) => name}
    render={(name) => name}
    className=""
  />
);

describe('FirstItemsList', () => {
  it('shows the first 10 of 25 pages, and all 25 with focus on the 11th after the button', async () => {
    render(list(names));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 25 pages' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(document.activeElement?.textContent).toBe('https://shop.example/p/11');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a list of 10 whole, with no button', () => {
    render(list(names.slice(0, 10)));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows every page while printing, and the first 10 again after', () => {
    render(list(names));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
