/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LocationField } from '@/components/challenge-create/LocationField';
import { LOCATION_DEBOUNCE_MS, LOCATION_NO_RESULTS, type Place } from '@/lib/geolocation';
// Types the jest-dom matchers on @jest/globals' expect (setup.ts registers them at run time).
import '@testing-library/jest-dom/jest-globals';

const PORTLANDS: Place[] = [
  { formatted: 'Portland, Oregon, United States', country: 'United States' },
  { formatted: 'Portland, Maine, United States', country: 'United States' },
  { formatted: 'Portland, England, United Kingdom', country: 'United Kingdom' },
];

type FetchCall = {
  url: string;
  signal: AbortSignal;
  resolve(body: unknown, status?: number): void;
  reject(err: unknown): void;
};
let calls: FetchCall[];

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  global.fetch = jest.fn(
    (url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          url: String(url),
          signal: init!.signal!,
          resolve: (body, status = 200) => resolve({ ok: status < 400, status, json: async () => body } as Response),
          reject,
        });
      }),
  ) as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const input = () => screen.getByRole('combobox', { name: 'Country, Region, State or City' });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
async function answer(places: Place[], index = calls.length - 1) {
  await act(async () => {
    calls[index].resolve({ data: places });
  });
}
async function typeAndFind(text: string, places = PORTLANDS) {
  fireEvent.change(input(), { target: { value: text } });
  await wait(LOCATION_DEBOUNCE_MS);
  await answer(places);
}

describe('LocationField', () => {
  test('a labelled combobox whose list is closed at first; it shows the current location', () => {
    render(<LocationField value="Portland, Oregon, United States" onPick={() => {}} />);
    expect(input()).toHaveValue('Portland, Oregon, United States');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
  });

  test('2 characters never search; 3 search once the 500 ms debounce has passed', async () => {
    render(<LocationField value={null} onPick={() => {}} />);
    fireEvent.change(input(), { target: { value: 'Po' } });
    await wait(LOCATION_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    fireEvent.change(input(), { target: { value: 'Por' } });
    await wait(LOCATION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/geolocation/suggest?query=Por']);
  });

  test('typing on restarts the debounce: one search for the last text', async () => {
    render(<LocationField value={null} onPick={() => {}} />);
    for (const text of ['Por', 'Port', 'Portl']) {
      fireEvent.change(input(), { target: { value: text } });
      await wait(LOCATION_DEBOUNCE_MS - 100);
    }
    await wait(100);
    expect(calls.map((c) => c.url)).toEqual(['/api/geolocation/suggest?query=Portl']);
  });

  test('a newer search cancels the one still running, whose late answer is ignored', async () => {
    render(<LocationField value={null} onPick={() => {}} />);
    fireEvent.change(input(), { target: { value: 'Lon' } });
    await wait(LOCATION_DEBOUNCE_MS);
    fireEvent.change(input(), { target: { value: 'Portland' } });
    expect(calls[0].signal.aborted).toBe(true);
    await wait(LOCATION_DEBOUNCE_MS);
    await answer(PORTLANDS, 1);
    await answer([{ formatted: 'London, England, United Kingdom', country: 'United Kingdom' }], 0);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(PORTLANDS.map((p) => p.formatted));
  });

  test('arrows move through the options (wrapping), Enter picks, the list closes', async () => {
    const onPick = jest.fn();
    render(<LocationField value={null} onPick={onPick} />);
    await typeAndFind('Portland');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 places found');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(PORTLANDS[2]);
    expect(input()).toHaveValue('Portland, England, United Kingdom');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the list without picking; ArrowDown opens it again', async () => {
    const onPick = jest.fn();
    render(<LocationField value={null} onPick={onPick} />);
    await typeAndFind('Portland');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
  });

  test('a click picks a place', async () => {
    const onPick = jest.fn();
    render(<LocationField value={null} onPick={onPick} />);
    await typeAndFind('Portland');
    fireEvent.click(screen.getByRole('option', { name: 'Portland, Maine, United States' }));
    expect(onPick).toHaveBeenCalledWith(PORTLANDS[1]);
  });

  test('no match says so in the status text', async () => {
    render(<LocationField value={null} onPick={() => {}} />);
    await typeAndFind('Qqqzzz', []);
    expect(screen.getByRole('status')).toHaveTextContent(LOCATION_NO_RESULTS);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed search is only logged (spec 2 §8): no message, no list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<LocationField value={null} onPick={() => {}} />);
    fireEvent.change(input(), { target: { value: 'Portland' } });
    await wait(LOCATION_DEBOUNCE_MS);
    await act(async () => {
      calls[0].resolve({ errors: [{ field: '*', error: 'Something went wrong' }] }, 500);
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  test('a disabled field takes no input', () => {
    render(<LocationField value={null} onPick={() => {}} disabled />);
    expect(input()).toBeDisabled();
  });
});
