// The feedback strings live with their domain, where the server's checks read them too.
export { FEEDBACK } from '@/lib/feedback/messages';
