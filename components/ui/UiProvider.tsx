'use client';
// Toasts (5 s, bottom-right), the confirm dialog (spec 1 §9 defaults) and the API runtime
// (shadow-mode confirmation, 401 -> logout) for everything below it.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CONFIRM_DEFAULTS, SHADOW_CONFIRM_MESSAGE, TOAST_DURATION_MS } from '@/lib/constants';
import { configureApi, endSession } from '@/lib/client/api';

type Toast = { id: number; text: string; kind: 'info' | 'error' };
type ConfirmOptions = { title?: string; message?: string; cancel?: string; confirm?: string };
type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

interface Ui {
  toast: (text: string, kind?: Toast['kind']) => void;
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
}

const UiContext = createContext<Ui | null>(null);

/** The toasts and dialogs where a provider is mounted; null elsewhere (a component rendered alone). */
export function useOptionalUi(): Ui | null {
  return useContext(UiContext);
}

export function useUi(): Ui {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('useUi must be used inside <UiProvider>');
  return ui;
}

export function UiProvider({
  children,
  shadow,
  logoutUrl,
  initialToast,
}: {
  children: ReactNode;
  shadow: boolean;
  logoutUrl: string;
  initialToast?: string;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((text: string, kind: Toast['kind'] = 'info') => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, text, kind }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions = {}) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );

  useEffect(() => {
    configureApi({
      shadow,
      confirmShadow: () => confirm({ title: 'Shadow mode', message: SHADOW_CONFIRM_MESSAGE }),
      // The product's cookies go first: the accounts service cannot remove them.
      onUnauthorized: () => void endSession().then(() => window.location.assign(logoutUrl)),
    });
  }, [shadow, confirm, logoutUrl]);

  useEffect(() => {
    if (initialToast) toast(initialToast, 'error');
  }, [initialToast, toast]);

  const ui = useMemo(() => ({ toast, confirm }), [toast, confirm]);
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  return (
    <UiContext.Provider value={ui}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast ${t.kind === 'error' ? 'toast-error' : ''}`}>
            <span>{t.text}</span>
            <button
              type="button"
              className="link-button"
              style={{ color: '#fff' }}
              aria-label="Dismiss"
              onClick={() => setToasts((l) => l.filter((x) => x.id !== t.id))}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {pending && <ConfirmDialog options={pending} onClose={close} />}
    </UiContext.Provider>
  );
}

function ConfirmDialog({ options, onClose }: { options: ConfirmOptions; onClose: (ok: boolean) => void }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Only ever rendered after a user action, so the document exists.
  const host = document.getElementById('modals');
  useEffect(() => {
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [host, onClose]);
  if (!host) return null;
  return createPortal(
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose(false)}>
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
      >
        <h2 id="confirm-title">{options.title ?? CONFIRM_DEFAULTS.title}</h2>
        <p id="confirm-message">{options.message ?? CONFIRM_DEFAULTS.message}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={() => onClose(false)}>
            {options.cancel ?? CONFIRM_DEFAULTS.cancel}
          </button>
          <button type="button" className="btn" ref={confirmRef} onClick={() => onClose(true)}>
            {options.confirm ?? CONFIRM_DEFAULTS.confirm}
          </button>
        </div>
      </div>
    </div>,
    host,
  );
}
