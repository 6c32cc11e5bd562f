'use client';
// State of an account settings form (spec 1 §4 generic form): busy while saving, server errors
// ({field, error}, spec 1 §8) kept beside their fields until that field is edited, the typed
// values never reset by a failure, and a toast on success.
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { errorsByField } from '@/lib/contracts/errors';
import { useUi } from '../ui/UiProvider';
import { errorId } from './FormBits';

export function useSaveForm<T extends Record<string, unknown>, R = unknown>(options: {
  initial: T;
  path: string;
  body: (values: T) => unknown;
  success: string;
  onSaved?: (result: R) => void;
}) {
  const { toast } = useUi();
  const [values, setValues] = useState<T>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Sets one value and clears the error shown for it (errorKey when it differs, e.g. 'social.github'). */
  function set<K extends keyof T>(key: K, value: T[K], errorKey: string = String(key)) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((all) => {
      if (!(errorKey in all)) return all;
      const { [errorKey]: _gone, ...rest } = all;
      return rest;
    });
  }

  async function save(override?: Partial<T>) {
    if (busy) return;
    const next = { ...values, ...override };
    if (override) setValues(next);
    setBusy(true);
    setErrors({});
    try {
      const result = await api<R>(options.path, { method: 'PUT', body: options.body(next) });
      toast(options.success);
      options.onSaved?.(result);
    } catch (err) {
      setErrors(errorsByField(errorList(err)));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void save();
  }

  /** Props tying an input to its error message. */
  function describe(errorKey: string, hintId?: string) {
    const ids = [hintId, errors[errorKey] ? errorId(errorKey) : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': Boolean(errors[errorKey]), 'aria-describedby': ids || undefined };
  }

  return { values, errors, busy, set, save, onSubmit, describe };
}
