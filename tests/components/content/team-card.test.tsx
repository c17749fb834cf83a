// A team card on the about page: with a photo, a picture offering AVIF then WebP at each width,
// with its size, lazy, its placeholder painted behind it; without one, the designed mark drawn from
// the name (hidden from assistive technology: the card names the person), and no image at all.
// The mark is the same for the same person and differs between people.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamCard } from '../../../src/components/content/team-card';
import { initialsOf } from '../../../src/components/content/name-mark';
import { ResponsivePicture } from '../../../src/components/content/responsive-picture';
import { builtImage } from './owner-media-fixtures';

const photo = builtImage('anita', 'Anita Rao at her desk', [112, 224, 336]);

function renderCard(props: Parameters<typeof TeamCard>[0]) {
  render(
    <ul>
      <TeamCard {...props} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('TeamCard', () => {
  it('shows a supplied photo as a picture with AVIF and WebP srcsets, its size, lazily', () => {
    const card = renderCard({ name: 'Anita Rao', role: 'Head of Paid Media', photo });
    const image = within(card).getByRole('img', { name: 'Anita Rao at her desk' });
    const sources = [...image.parentElement!.querySelectorAll('source')];
    expect(image.parentElement!.tagName).toBe('PICTURE');
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(photo.avif);
    expect(sources[1]!.getAttribute('srcset')).toBe(photo.webp);
    expect(sources[0]!.getAttribute('sizes')).toBe('112px');
    expect(image.getAttribute('width')).toBe('336');
    expect(image.getAttribute('height')).toBe('420');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('style')).toContain('data:image/webp;base64');
    expect(within(card).getByText('Head of Paid Media')).toBeTruthy();
  });

  it('without a photo draws the mark from the name and shows no image', () => {
    const card = renderCard({
      name: 'Ananya Iyer',
      role: 'Co-founder and Head of SEO',
      focus: 'Leads the SEO practice.',
    });
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('img, picture')).toBeNull();
    const mark = card.querySelector('svg')!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.textContent).toBe('AI');
    expect(within(card).getByText('Ananya Iyer')).toBeTruthy();
    expect(within(card).getByText('Leads the SEO practice.')).toBeTruthy();
  });

  it('draws the same mark for the same person, and different ones for different people', () => {
    const markOf = (name: string, role: string) => {
      const { container, unmount } = render(
        <ul>
          <TeamCard name={name} role={role} />
        </ul>,
      );
      const markup = container.querySelector('svg')!.outerHTML;
      unmount();
      return markup;
    };
    const team = [
      ['Rohit Malhotra', 'Co-founder and Director, Paid Media'],
      ['Ananya Iyer', 'Co-founder and Head of SEO'],
      ['Meera Kapoor', 'Head of Content and Social'],
      ['Karan Sethi', 'Technical SEO Lead'],
      ['Vikram Chauhan', 'Growth and Automation Lead'],
    ] as const;
    expect(markOf(...team[0])).toBe(markOf(...team[0]));
    const marks = team.map(([name, role]) => markOf(name, role).replace(/>[A-Z]{1,2}<\/text>/, ''));
    expect(new Set(marks).size).toBeGreaterThan(2);
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Rohit Malhotra')).toBe('RM');
    expect(initialsOf('K. S. Venkatesh Rao')).toBe('KR');
    expect(initialsOf('Madhu')).toBe('M');
  });
});

describe('ResponsivePicture', () => {
  it('loads the first screen’s main image eagerly, with high priority', () => {
    render(<ResponsivePicture image={photo} sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Anita Rao at her desk' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
