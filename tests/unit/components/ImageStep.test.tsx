/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageStep } from '@/components/challenge-create/ImageStep';
import { IMAGE_MESSAGES, RANDOM_IMAGES_DELAY_MS, type RandomImage } from '@/lib/challenges/image';

const image = (i: number): RandomImage => ({
  small: `/images/library/small/img-${i}.jpg`,
  full: `/images/library/full/img-${i}.jpg`,
  source: 'Nervus library',
  user: 'Nervus (generated artwork)',
  link: null,
});
const twenty = Array.from({ length: 20 }, (_, i) => image(i + 1));
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

type Answer = (url: string) => Promise<Response>;
let answer: Answer;
const fetchMock = jest.fn((input: RequestInfo | URL) => answer(String(input)));

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

async function openGallery(props: Partial<Parameters<typeof ImageStep>[0]> = {}) {
  const onChange = jest.fn();
  render(<ImageStep value={null} onChange={onChange} keywords="What could cities do?" {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Random images' }));
  // The gallery waits 500 ms before its first fetch (spec 2 §9).
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(RANDOM_IMAGES_DELAY_MS);
  });
  return onChange;
}

describe('ImageStep gallery', () => {
  test('asks for 20 images with the question keywords and shows 6 at a time', async () => {
    answer = async () => json({ data: twenty });
    await openGallery();
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/random-images?keywords=What+could+cities+do%3F&format=landscape&total=20',
    );
    expect(await screen.findAllByRole('button', { name: /^Use image/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: /^Use image 1 of 20/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More images' }));
    expect(screen.getByRole('button', { name: /^Use image 7 of 20/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Use image/ })).toHaveLength(6);
  });

  test('a chosen image shows Processing..., then is applied with its credit on the URL', async () => {
    let release: (r: Response) => void = () => {};
    answer = async (url) =>
      url.startsWith('/api/random-images')
        ? json({ data: twenty })
        : new Promise<Response>((resolve) => {
            release = resolve;
          });
    const onChange = await openGallery();
    fireEvent.click(await screen.findByRole('button', { name: /^Use image 2 of 20/ }));
    expect(screen.getByText(IMAGE_MESSAGES.processing)).toBeTruthy();
    expect(fetchMock.mock.calls[1][0]).toBe(
      `/api/use-image?source=${encodeURIComponent('/images/library/full/img-2.jpg')}`,
    );
    await act(async () => {
      release(json({}, 200));
    });
    expect(onChange).toHaveBeenCalledWith(
      '/images/library/full/img-2.jpg?source=Nervus+library&user=Nervus+%28generated+artwork%29',
    );
    expect(screen.queryByText(IMAGE_MESSAGES.processing)).toBeNull();
  });

  test('an image that cannot be applied says so on its tile and changes nothing', async () => {
    answer = async (url) =>
      url.startsWith('/api/random-images')
        ? json({ data: twenty })
        : json({ errors: [{ field: 'source', error: 'nope' }] }, 404);
    const onChange = await openGallery();
    fireEvent.click(await screen.findByRole('button', { name: /^Use image 3 of 20/ }));
    expect(await screen.findByText(IMAGE_MESSAGES.applyFailed)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an empty gallery says No images found', async () => {
    answer = async () => json({ data: [] });
    await openGallery();
    expect(await screen.findByText('No images found')).toBeTruthy();
  });

  test('a failed gallery fetch is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => json({ errors: [{ field: '*', error: 'down' }] }, 500);
    await openGallery();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No images found')).toBeNull();
    log.mockRestore();
  });
});

describe('ImageStep chosen image', () => {
  test('shows the image with its credit and a Remove button', () => {
    const onChange = jest.fn();
    render(
      <ImageStep
        value="/images/library/full/a.jpg?source=Nervus+library&user=Nervus"
        onChange={onChange}
        keywords=""
      />,
    );
    expect(screen.getByRole('img', { name: 'The challenge image' })).toBeTruthy();
    expect(screen.getByText('Image by Nervus on Nervus library')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  test('the upload says what it takes; a file that is too big or not an image is refused with a message', async () => {
    render(<ImageStep value={null} onChange={jest.fn()} keywords="" />);
    expect(screen.getByText(IMAGE_MESSAGES.hint)).toBeTruthy();
    const input = screen.getByLabelText('Upload an image') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain(IMAGE_MESSAGES.tooLarge);
    const text = new File(['hello, not an image'], 'fake.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [text] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(IMAGE_MESSAGES.wrongType));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('once published it shows the image only', () => {
    render(<ImageStep value="/images/library/full/a.jpg" onChange={jest.fn()} keywords="" disabled />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Random images' })).toBeNull();
  });
});
