'use client';
// Starts a guide of the onboarding tour on this page (spec 3 §2.9) about 1 s after it loads: the
// one named by `?tour=`, or the page's own first guide when this browser has not finished it. It
// is a few lines on the first load; the guides and the tour library load only when one starts.
import { useEffect } from 'react';
import { TOUR_DELAY_MS, toursDoneInCookie, tourRequest, type TourPage } from '@/lib/tour';

/** `signedIn`: the guide's done flag is also kept in the account (a visitor's only in this browser). */
export function TourLauncher({ page, signedIn }: { page: TourPage; signedIn: boolean }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const request = tourRequest(page, window.location.search, toursDoneInCookie(document.cookie));
      if (request.kind !== 'none') void import('./run-tour').then((tour) => tour.runTour(request, signedIn));
    }, TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [page, signedIn]);
  return null;
}
