'use client';
// Prints the page (the presentation has its own print styles).
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className="btn btn-ghost no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
