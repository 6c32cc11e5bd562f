/** @jest-environment jsdom */
import { describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';

function items() {
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
}

describe('Breadcrumbs (spec 1 §2)', () => {
  test("first item is 'Home' linking to '/'", () => {
    render(<Breadcrumbs items={[{ label: 'Challenges', href: '/challenges' }, { label: 'Best joke' }]} />);
    const [first] = items();
    const link = within(first).getByRole('link', { name: 'Home' });
    expect(link.getAttribute('href')).toBe('/');
  });

  test("'My Home' links to the own profile when ownProfileHref is given", () => {
    render(<Breadcrumbs items={[{ label: 'My Dashboard' }]} ownProfileHref="/ada" />);
    const [first] = items();
    expect(within(first).getByRole('link', { name: 'My Home' }).getAttribute('href')).toBe('/ada');
    expect(screen.queryByText('Home', { exact: true })).toBeNull();
  });

  test('middle crumbs with href are links, without href are text', () => {
    render(
      <Breadcrumbs items={[{ label: 'Challenges', href: '/challenges' }, { label: 'Plain' }, { label: 'Last' }]} />,
    );
    const all = items();
    expect(all).toHaveLength(4);
    expect(within(all[1]).getByRole('link', { name: 'Challenges' }).getAttribute('href')).toBe('/challenges');
    expect(within(all[2]).queryByRole('link')).toBeNull();
    expect(all[2].textContent).toBe('Plain');
  });

  test("last item has aria-current='page' and is not a link even with an href", () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Challenges', href: '/challenges' },
          { label: 'Best joke', href: '/challenges/best-joke' },
        ]}
      />,
    );
    const all = items();
    const last = all[all.length - 1];
    expect(last.getAttribute('aria-current')).toBe('page');
    expect(last.textContent).toBe('Best joke');
    expect(within(last).queryByRole('link')).toBeNull();
    for (const li of all.slice(0, -1)) expect(li.getAttribute('aria-current')).toBeNull();
  });

  test('with no items the Home crumb is itself the current page', () => {
    render(<Breadcrumbs items={[]} />);
    const all = items();
    expect(all).toHaveLength(1);
    expect(all[0].getAttribute('aria-current')).toBe('page');
    expect(all[0].textContent).toBe('Home');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
