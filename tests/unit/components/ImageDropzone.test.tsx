/** @jest-environment jsdom */
// The upload widget refuses a file the rules forbid before anything is sent (spec 1 §5).
import { beforeEach, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { ImageDropzone } from '@/components/media/ImageDropzone';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@/lib/media/rules';
import { pngBytes } from '../../fixtures/image-bytes';

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const choose = (bytes: Uint8Array) => {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], 'picture.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });
};

test('10 MB and one byte is refused with the size message; nothing is sent', async () => {
  render(<ImageDropzone purpose="avatar" label="Choose a picture" onUploaded={() => {}} />);
  choose(pngBytes(10, 10, MEDIA_MAX_BYTES + 1));
  expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.size());
  expect(fetchMock).not.toHaveBeenCalled();
});

test('8001 pixels are refused with the dimension message; a text file is an error processing the image', async () => {
  render(<ImageDropzone purpose="file" label="Choose a picture" onUploaded={() => {}} />);
  choose(pngBytes(8001, 10));
  expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.dimensions());
  choose(new Uint8Array([0x68, 0x65, 0x6c, 0x6c, 0x6f]));
  expect(await screen.findByText(MEDIA_MESSAGES.processing)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
