'use client';
// A failed render of a community's frame or page (the provider is down, issue 15): the error page.
import { ErrorPage } from '@/components/shell/ErrorPage';

export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage {...props} />;
}
