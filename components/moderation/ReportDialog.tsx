'use client';
// The report dialog (issue 21 §3): a modal with the reasons as radio buttons, an optional note
// (required for 'Something else'), Send and Cancel. Focus moves into it and stays there, Escape or
// Cancel closes it, and errors are shown beside their field (spec 1 §8 form errors).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { api, errorList } from '@/lib/client/api';
import type { FieldError } from '@/lib/contracts/errors';
import {
  MODERATION_TEXTS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@/lib/contracts/moderation';
import { useUi } from '../ui/UiProvider';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

export function ReportDialog({
  targetType,
  targetId,
  what,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: number;
  what: string;
  onClose: () => void;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const { toast } = useUi();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error;

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const local: FieldError[] = [];
    if (!reason) local.push({ field: 'reason', error: MODERATION_TEXTS.reasonRequired });
    if (reason === 'other' && !note.trim()) local.push({ field: 'note', error: MODERATION_TEXTS.noteRequired });
    setErrors(local);
    if (local.length) return;
    setBusy(true);
    try {
      await api('/immunity/reports', {
        method: 'POST',
        body: { target_type: targetType, target_id: targetId, reason, note: note.trim() },
      });
      toast(MODERATION_TEXTS.reported);
      onClose();
    } catch (err) {
      setErrors(errorList(err));
    } finally {
      setBusy(false);
    }
  }

  const host = document.getElementById('modals') ?? document.body;
  const formError = errorOf('*') ?? errorOf('target_id');
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="dialog report-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>Report {what}</h2>
        <form onSubmit={submit} noValidate>
          <fieldset aria-describedby={errorOf('reason') ? `${id}-reason-error` : undefined}>
            <legend>Why are you reporting it?</legend>
            {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([key, label]) => (
              <label key={key} className="report-reason">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={key}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setErrors((list) => list.filter((x) => x.field !== 'reason'));
                  }}
                />{' '}
                {label}
              </label>
            ))}
            {errorOf('reason') && (
              <p id={`${id}-reason-error`} className="error" role="alert">
                {errorOf('reason')}
              </p>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-note`}>
              What is wrong? {reason !== 'other' && <span className="optional">(optional)</span>}
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={REPORT_NOTE_MAX}
              value={note}
              aria-invalid={errorOf('note') ? true : undefined}
              aria-describedby={errorOf('note') ? `${id}-note-error` : undefined}
              onChange={(e) => {
                setNote(e.target.value);
                setErrors((list) => list.filter((x) => x.field !== 'note'));
              }}
            />
            {errorOf('note') && (
              <p id={`${id}-note-error`} className="error" role="alert">
                {errorOf('note')}
              </p>
            )}
          </div>
          {formError && (
            <p className="error" role="alert">
              {formError}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy}>
              {busy ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      </div>
    </div>,
    host,
  );
}
