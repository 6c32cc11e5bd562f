/** @jest-environment jsdom */
// 'Shadow User' (spec 1 §4) goes through api() (STYLE rule 7): the POST seals the shadow cookie and
// answers where to go; a refusal or a network failure is a toast and the button works again.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { MESSAGES } from '@/lib/constants';

const load = async () => ({
  ...(await import('@/components/platform/ShadowUserButton')),
  ...(await import('@/components/ui/UiProvider')),
});

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  document.body.innerHTML = '<div id="modals"></div>';
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function renderButton() {
  const { ShadowUserButton, UiProvider } = await load();
  return render(
    <UiProvider shadow={false} logoutUrl="/logout">
      <ShadowUserButton handle="ada" />
    </UiProvider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: async () => body } as Response);

describe('ShadowUserButton', () => {
  test('posts the handle through the BFF and goes where the answer says', async () => {
    respond(200, { data: { location: '/ada/dashboard' } });
    // jsdom cannot navigate; it reports the attempt on the console, which shows replace() ran.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Shadow User' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/shadow/start');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ user_handle: 'ada' });
    expect(init?.credentials).toBe('same-origin');
    // Navigating away: the button stays busy until the next page replaces this one.
    expect(await screen.findByRole('button', { name: 'Starting…' })).toBeDisabled();
    await waitFor(() =>
      expect(consoleError.mock.calls.some(([e]) => String((e as Error)?.message ?? e).includes('navigation'))).toBe(
        true,
      ),
    );
    consoleError.mockRestore();
  });

  test("a refusal shows the BFF's message and the button works again", async () => {
    respond(403, { errors: [{ field: '*', error: 'Shadow mode is not enabled for you.' }] });
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Shadow User' }));
    expect(await screen.findByText('Shadow mode is not enabled for you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shadow User' })).toBeEnabled();
  });

  test('a network failure shows the generic message instead of leaving the button stuck', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Shadow User' }));
    expect(await screen.findByText(MESSAGES.generic)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shadow User' })).toBeEnabled();
  });
});
