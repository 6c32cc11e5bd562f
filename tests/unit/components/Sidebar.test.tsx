/** @jest-environment jsdom */
// The admin sidebar lists what the viewer may open: an ambassador who is not a global admin sees
// their tools and the moderation queue, never the admin-only pages (they answer 'Page not found').
import { expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { Sidebar } from '@/components/shell/Sidebar';

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent);

test('a global admin sees every admin dashboard', () => {
  render(<Sidebar family="admin" screenName="admin" current="/admin-dashboard" />);
  expect(links()).toEqual(expect.arrayContaining(['Users', 'Moderation', 'Mailer', 'Audit log', 'Feature flags']));
});

test('an ambassador sees their tools and the moderation queue only', () => {
  render(<Sidebar family="ambassador" screenName="amb" current="/admin-dashboard/moderation" />);
  expect(links()).toEqual(['Ambassador tools', 'Moderation']);
  expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute('aria-current', 'page');
});

test('the dashboard sidebar links the forum tools and forum preferences of the signed-in player', () => {
  render(<Sidebar family="dashboard" screenName="maya" current="/maya/my-dashboard" />);
  expect(screen.getByRole('link', { name: 'Forum tools' })).toHaveAttribute('href', '/maya/my-dashboard/forum-tools');
  expect(screen.getByRole('link', { name: 'Forum preferences' })).toHaveAttribute(
    'href',
    '/maya/my-dashboard/forum-preferences',
  );
});
