/**
 * Opens the login modal. The accounts modal listens for the application-wide 'show-sign-in'
 * event (SPEC 2.5: the modal views switch through events), so the shell needs no import of it.
 */
export function openSignIn(): void {
  window.dispatchEvent(new CustomEvent('show-sign-in'));
}
