/** @jest-environment jsdom */
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { EnterIdeaForm, type EnterIdeaFormProps } from '@/components/challenges/detail/EnterIdeaForm';
import { IDEA_MESSAGES, limitReachedMessage } from '@/lib/challenges/idea-entry';
import { tooLong } from '@/lib/challenges/messages';
import { idempotencyKeySchema } from '@/lib/contracts/wallet';
import { shortOfFundsMessage } from '@/lib/payments';

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const refresh = jest.fn();
const router = {
  refresh,
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
} as unknown as AppRouterInstance;

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  refresh.mockClear();
});

function renderForm(props: Partial<EnterIdeaFormProps> = {}) {
  const all: EnterIdeaFormProps = {
    challenge: { slug: 'what-could-parks-do', question_title: 'What could parks do?', caption_solution_format: null },
    allowance: { ideas_entered: 1, max_user_ideas: 3, ideas_left: 2 },
    ...props,
  };
  return render(
    <AppRouterContext.Provider value={router}>
      <EnterIdeaForm {...all} />
    </AppRouterContext.Provider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enter your idea' }));
  });
};

describe('EnterIdeaForm', () => {
  test('says how many ideas are left and checks the rules before sending', async () => {
    renderForm();
    expect(screen.getByText(/You can enter 2 more ideas in this challenge\./)).toBeTruthy();
    type('Idea title', 'a'.repeat(181));
    expect(screen.getByText('1 character over the limit')).toBeTruthy();
    await submit();
    expect(screen.getByText(tooLong(180))).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(1); // the description
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a failed call keeps every typed word and shows the error', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ field: '*', error: IDEA_MESSAGES.closed }] }, 409));
    renderForm();
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await submit();
    expect(await screen.findByText(IDEA_MESSAGES.closed)).toBeTruthy();
    expect((screen.getByLabelText('Idea title') as HTMLInputElement).value).toBe('Benches that charge phones');
    expect((screen.getByLabelText('Describe your idea') as HTMLTextAreaElement).value).toBe(
      'Solar panels on every bench.',
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  test('a sent idea clears the form, refreshes the list and counts down to the limit', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          data: {
            id: 9,
            challenge: { id: 1, slug: 'what-could-parks-do' },
            platform: 'nervus',
            ideas_entered: 3,
            max_user_ideas: 3,
            ideas_left: 0,
          },
        },
        201,
      ),
    );
    renderForm({ allowance: { ideas_entered: 2, max_user_ideas: 3, ideas_left: 1 } });
    expect(screen.getByText(/You can enter 1 more idea in this challenge\./)).toBeTruthy();
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await submit();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ideas');
    expect(JSON.parse(String(init?.body))).toEqual({
      challenge: 'what-could-parks-do',
      title: 'Benches that charge phones',
      description: 'Solar panels on every bench.',
      primary_image: null,
      caption: null,
    });
    expect(screen.getByText(IDEA_MESSAGES.submitted)).toBeTruthy();
    expect(screen.getByText(limitReachedMessage(3))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter your idea' })).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });

  test('a caption challenge asks for the caption lines, 90 characters each', async () => {
    renderForm({
      challenge: {
        slug: 'pigeon',
        question_title: 'What could this pigeon be thinking?',
        caption_solution_format: 'caption',
      },
    });
    type('Idea title', 'Smug pigeon');
    await submit();
    expect(screen.getByText(IDEA_MESSAGES.captionMissing)).toBeTruthy();
    type('Top line', 't'.repeat(91));
    await submit();
    expect(screen.getByText(tooLong(90))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('on a paid challenge it pays the fee with the idea: one key per submission, kept across a retry', async () => {
    const created = {
      data: {
        id: 9,
        challenge: { id: 1, slug: 'what-could-parks-do' },
        platform: 'nervus',
        ideas_entered: 2,
        max_user_ideas: 3,
        ideas_left: 1,
      },
    };
    fetchMock
      .mockResolvedValueOnce(
        json({ errors: [{ field: 'entry_fee_cents', error: shortOfFundsMessage(250, 100) }] }, 402),
      )
      .mockResolvedValueOnce(json(created, 201))
      .mockResolvedValueOnce(json(created, 201));
    renderForm({ entryFeeCents: 250 });
    const pay = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Pay $2.50 and enter idea' }));
      });
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await pay();
    // Short of the fee: the provider's message, a way to add funds, and the typed idea kept.
    expect(await screen.findByText(shortOfFundsMessage(250, 100))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add funds to your wallet' }).getAttribute('href')).toBe(
      '/my-account/payment-wallets',
    );
    expect((screen.getByLabelText('Idea title') as HTMLInputElement).value).toBe('Benches that charge phones');
    await pay();
    const headerOf = (call: number) =>
      (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['idempotency-key'];
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ entry_fee_cents: 250 });
    expect(idempotencyKeySchema.safeParse(headerOf(0)).success).toBe(true);
    expect(headerOf(1)).toBe(headerOf(0));
    expect(screen.getByText(IDEA_MESSAGES.submitted)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add funds to your wallet' })).toBeNull();
    // The next idea is a new submission with a key of its own.
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await pay();
    expect(headerOf(2)).not.toBe(headerOf(0));
  });

  test('an idea refused for a short wallet waits in this tab and comes back after adding funds', async () => {
    sessionStorage.clear();
    fetchMock.mockResolvedValue(
      json({ errors: [{ field: 'entry_fee_cents', error: shortOfFundsMessage(200, 0) }] }, 402),
    );
    const first = renderForm({ entryFeeCents: 200 });
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $2 and enter idea' }));
    });
    expect(await screen.findByText(shortOfFundsMessage(200, 0))).toBeTruthy();
    first.unmount();
    // The player went to add funds and came back: a new form, with the idea typed before.
    renderForm({ entryFeeCents: 200 });
    expect((screen.getByLabelText('Idea title') as HTMLInputElement).value).toBe('Benches that charge phones');
    expect((screen.getByLabelText('Describe your idea') as HTMLTextAreaElement).value).toBe(
      'Solar panels on every bench.',
    );
    sessionStorage.clear();
  });

  test('a free challenge sends no fee and no key', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ field: '*', error: IDEA_MESSAGES.closed }] }, 409));
    renderForm();
    type('Idea title', 'Benches that charge phones');
    type('Describe your idea', 'Solar panels on every bench.');
    await submit();
    const init = fetchMock.mock.calls[0][1];
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('entry_fee_cents');
    expect(init?.headers).not.toHaveProperty('idempotency-key');
  });
});
