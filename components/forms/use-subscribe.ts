'use client';

import { useState } from 'react';
import { subscriberBody, type SubscriberValues } from '@/lib/newsletter/schema';
import { ENDPOINTS, postJson } from './post-json';

export type SubscribeStatus = 'idle' | 'sending' | 'success' | 'failure';

/** Calls addSubscriber (interests always null from the footer and the modal, docs/SPEC.md section 3). */
export function useSubscribe() {
  const [status, setStatus] = useState<SubscribeStatus>('idle');
  async function subscribe(values: SubscriberValues) {
    setStatus('sending');
    const result = await postJson(ENDPOINTS.addSubscriber, subscriberBody(values));
    setStatus(result.ok ? 'success' : 'failure');
    return result.ok;
  }
  return { status, subscribe };
}
