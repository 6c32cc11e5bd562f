/** @jest-environment jsdom */
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
const load = async () => ({
  ...(await import('@/components/challenges/detail/EndChallengeButton')),
  ...(await import('@/components/ui/UiProvider')),
});

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  document.body.innerHTML = '<div id="modals"></div>';
  refresh.mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function renderButton() {
  const { EndChallengeButton, UiProvider } = await load();
  return render(
    <UiProvider shadow={false} logoutUrl="/logout">
      <EndChallengeButton slug="how-could-we" />
    </UiProvider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body } as Response);

describe('EndChallengeButton', () => {
  test('asks first; cancelling sends nothing', async () => {
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'End challenge' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Do you want to end this challenge?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('after confirming it ends the challenge and refreshes the page', async () => {
    respond(200, { data: { slug: 'how-could-we', platform: 'nervus' } });
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'End challenge' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End challenge' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/challenges/how-could-we/end');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });

  test('a refusal is shown as a toast and nothing refreshes', async () => {
    respond(403, { errors: [{ field: '*', error: 'Current user is not the owner of this challenge.' }] });
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'End challenge' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End challenge' }));
    expect(await screen.findByText('Current user is not the owner of this challenge.')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
