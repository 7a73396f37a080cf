'use client';

import dynamic from 'next/dynamic';

/**
 * Page helpfulness at the foot of a content page (components/feedback/feedback-rating.tsx). Rendered
 * on the server as usual; its code is a chunk of its own that the browser fetches beside the page
 * and runs when it comes, not part of every page's first-load scripts (docs/PERFORMANCE.md).
 */
export const FeedbackWidget = dynamic(() => import('./feedback-rating').then((module) => module.FeedbackWidget));
