// People (issue 19): two players follow each other, exchange direct messages live (two browser
// contexts, the SSE stream), one sends a friend request the other accepts from the bell's
// notification and the friends-followers page, and the bell tells the sender. The bell's count and
// list update live when a notification arrives.
import { expect, test } from '@playwright/test';
import { main, signIn, userMenuButton } from './helpers';

test('follow, message live, befriend, and the bell shows it live', async ({ browser }) => {
  const adaContext = await browser.newContext();
  const liamContext = await browser.newContext();
  const ada = await adaContext.newPage();
  const liam = await liamContext.newPage();
  try {
    await signIn(ada, 'adalovelace@nervus.test', undefined, main('/LiamWalsh'));
    await signIn(liam, 'liamwalsh@nervus.test', undefined, main('/AdaLovelace'));

    // Ada follows Liam; Liam follows back, which opens direct messages.
    await ada.goto(main('/LiamWalsh'));
    await ada.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(ada.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await liam.goto(main('/AdaLovelace'));
    await liam.getByRole('button', { name: 'Follow back' }).click();
    await expect(liam.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await liam.getByRole('button', { name: 'Message' }).click();
    await expect(liam).toHaveURL(/\/LiamWalsh\/my-dashboard\/messages\/conversation\/\d+$/);
    const conversation = liam.url().split('/').pop();

    // Ada finds her messages in the user menu, and the dashboard navigation leads there too.
    await ada.goto(main('/'));
    await userMenuButton(ada).click();
    await ada.locator('#user-menu').getByRole('link', { name: 'Messages' }).click();
    await expect(ada).toHaveURL(/\/AdaLovelace\/my-dashboard\/messages$/);
    const dashNav = ada.getByRole('navigation', { name: 'Dashboard roles' });
    await expect(dashNav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect(dashNav.getByRole('link', { name: 'Friends & Followers' })).toBeVisible();
    await ada.goto(main(`/AdaLovelace/my-dashboard/messages/conversation/${conversation}`));
    await expect(ada.getByRole('heading', { name: /With @LiamWalsh/ })).toBeVisible();

    // Liam writes; Ada's open page shows it without a reload, the markdown rendered.
    await liam.getByLabel('Your message').fill('Hello **Ada**, shall we team up?');
    await liam.getByRole('button', { name: 'Send' }).click();
    const adaThread = ada.getByRole('list', { name: 'Messages' });
    await expect(adaThread.locator('strong', { hasText: 'Ada' })).toBeVisible({ timeout: 15_000 });
    // Ada answers; Liam sees it live, and his message now carries its read receipt.
    await ada.getByLabel('Your message').fill('Yes, Liam!');
    await ada.getByRole('button', { name: 'Send' }).click();
    const liamThread = liam.getByRole('list', { name: 'Messages' });
    await expect(liamThread.getByText('Yes, Liam!')).toBeVisible({ timeout: 15_000 });
    await expect(liamThread.getByText(/You · .* · Read/).first()).toBeVisible();

    // Liam waits on the home page with everything read.
    await liam.goto(main('/'));
    await liam.getByRole('button', { name: /^Game Dash/ }).click();
    const dash = liam.getByRole('dialog', { name: 'Game Dash' });
    // Ada's follow and messages wait unread.
    await dash.getByRole('button', { name: 'Mark all read' }).click();
    await expect(dash.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
    await dash.getByRole('button', { name: 'Close Game Dash' }).click();
    await expect(liam.getByTestId('notifications-unread')).toHaveCount(0);

    // The forum's One-to-one page lists the conversation too (issue 18).
    await ada.goto(main('/platform/discussion-forums/one-to-one'));
    await expect(
      ada.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /LiamWalsh/ }),
    ).toBeVisible();

    // Ada sends a friend request; Liam's bell counts it live, its list shows it, and he accepts
    // it on his friends page.
    await ada.goto(main('/LiamWalsh'));
    await ada.getByRole('button', { name: 'Add friend' }).click();
    await expect(ada.getByRole('button', { name: 'Request sent · Cancel' })).toBeVisible();
    await expect(liam.getByTestId('notifications-unread')).toHaveText('1', { timeout: 15_000 });
    await expect(liam.getByRole('button', { name: /^Game Dash.*, 1 unread notification$/ })).toBeVisible();
    await liam.getByRole('button', { name: /^Game Dash/ }).click();
    await expect(dash.getByRole('link', { name: '@AdaLovelace sent you a friend request.' })).toBeVisible();
    await dash.getByRole('button', { name: 'Close Game Dash' }).click();
    // The user menu leads to the friends-followers page too.
    await userMenuButton(liam).click();
    await liam.locator('#user-menu').getByRole('link', { name: 'Friends & Followers' }).click();
    await expect(liam).toHaveURL(/\/LiamWalsh\/my-dashboard\/friends-followers$/);
    await liam.getByRole('button', { name: /^Game Dash/ }).click();
    await dash.getByRole('link', { name: '@AdaLovelace sent you a friend request.' }).click();
    await expect(liam).toHaveURL(/\/LiamWalsh\/my-dashboard\/friends-followers$/);
    const requests = liam.getByRole('region', { name: /Friend requests to you/ });
    await requests.getByRole('button', { name: 'Accept' }).click();
    await expect(
      liam.getByRole('region', { name: /^Friends/ }).getByRole('link', { name: '@AdaLovelace' }),
    ).toBeVisible();

    // Ada's bell tells her.
    await ada.goto(main('/'));
    await ada.getByRole('button', { name: /^Game Dash/ }).click();
    await expect(
      ada
        .getByRole('dialog', { name: 'Game Dash' })
        .getByRole('link', { name: '@LiamWalsh accepted your friend request.' }),
    ).toBeVisible();
    await ada.goto(main('/LiamWalsh'));
    await expect(ada.getByRole('button', { name: 'Friends · Unfriend' })).toBeVisible();
  } finally {
    await adaContext.close();
    await liamContext.close();
  }
});
