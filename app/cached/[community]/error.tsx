'use client';
// A failed render below this point: the generic message with a retry (components/shell/ErrorPage).
export { ErrorPage as default } from '../../../components/shell/ErrorPage';
