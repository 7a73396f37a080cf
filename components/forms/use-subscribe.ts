'use client';

import { useState } from 'react';
import { ENDPOINTS, postJson } from './post-json';

export type SubscribeStatus = 'idle' | 'sending' | 'success' | 'failure';

/** Calls addSubscriber (interests always null from the footer and the modal, SPEC section 3). */
export function useSubscribe() {
  const [status, setStatus] = useState<SubscribeStatus>('idle');
  async function subscribe(values: { email: string; first_name?: string; last_name?: string }) {
    setStatus('sending');
    const result = await postJson(ENDPOINTS.addSubscriber, {
      first_name: values.first_name?.trim() ?? '',
      last_name: values.last_name?.trim() ?? '',
      email: values.email.trim(),
      interests: null,
    });
    setStatus(result.ok ? 'success' : 'failure');
    return result.ok;
  }
  return { status, subscribe };
}
