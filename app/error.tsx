'use client';
// A failed render of a community's frame itself (its layout): the generic message with a retry.
import { ErrorPage } from '@/components/shell/ErrorPage';

export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main">
      <ErrorPage {...props} />
    </main>
  );
}
